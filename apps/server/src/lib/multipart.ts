import type { Request, RequestHandler, Response } from 'express'
import multer from 'multer'

/** Why reading a multipart form failed: always the client's mistake, so a 4xx with what went wrong. */
export interface FormReadingError {
  status: 400 | 413
  message: string
  /** the one file was over multer's size limit (some holes answer that case as the original shop did) */
  fileTooLarge: boolean
  cause: unknown
}

/** Classifies what a multer middleware passed to `next`: too large is 413, anything else busboy stumbles on is 400. */
export function formReadingError(error: unknown): FormReadingError | undefined {
  if (!error) return undefined
  if (error instanceof multer.MulterError) {
    const fileTooLarge = error.code === 'LIMIT_FILE_SIZE'
    const tooLarge = fileTooLarge || error.code === 'LIMIT_FIELD_VALUE'
    return { status: tooLarge ? 413 : 400, message: `The form was refused: ${error.message}`, fileTooLarge, cause: error }
  }
  return { status: 400, message: 'The form could not be read', fileTooLarge: false, cause: error }
}

/**
 * Runs a multer middleware and hands a failure to `onError` (classified), so that every upload route answers a
 * broken or oversized form the same way instead of with a 500.
 */
export const readMultipart =
  (middleware: RequestHandler, onError: (failure: FormReadingError, req: Request, res: Response, next: (error?: unknown) => void) => void): RequestHandler =>
  (req, res, next) =>
    middleware(req, res, (error?: unknown) => {
      const failure = formReadingError(error)
      if (failure) return onError(failure, req, res, next)
      next()
    })
