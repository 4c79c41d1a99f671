import { rmSync } from 'node:fs'
import { extname, join } from 'node:path'
import { Router, type NextFunction, type Request, type Response } from 'express'
import multer from 'multer'
import type { AppContext } from '../../context'
import { ChildSandbox } from '../../lib/child-sandbox'
import { crudRouter } from '../../lib/crud-router'
import { HttpError } from '../../lib/http-error'
import { readMultipart } from '../../lib/multipart'
import { OVERWRITES_FOLDER } from '../../lib/shop-files'
import { complaintsModel } from './complaints.model'
import { parseXmlDocument, type DocumentOutcome } from './xml-document'
import { loadYamlDocument } from './yaml-document'
import { extractComplaintArchive } from './zip-archive'

// vuln-code-snippet start uploadSizeChallenge
/** Uploads are read into memory; the server takes up to 200 kB (the web app promises 100 kB). */
export const SERVER_UPLOAD_LIMIT = 200_000 // vuln-code-snippet vuln-line uploadSizeChallenge
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: SERVER_UPLOAD_LIMIT, files: 1 } }) // vuln-code-snippet vuln-line uploadSizeChallenge
// vuln-code-snippet end uploadSizeChallenge

const UNAVAILABLE = 'Sorry, we are temporarily not available! Please try again later.'

/** Whatever goes wrong while reading the upload (a file over the limit, a second file, a broken form) is the client's mistake. */
const receiveFile = readMultipart(upload.single('file'), (failure, _req, _res, next) => next(new HttpError(failure.status, failure.message)))

function answerDocument(res: Response, next: NextFunction, outcome: DocumentOutcome, fileName: string): void {
  if (outcome.outcome === 'timeout' || outcome.outcome === 'bomb' || outcome.outcome === 'busy') return next(new HttpError(503, UNAVAILABLE))
  const shown = outcome.text.slice(0, 400)
  next(new HttpError(410, `B2B customer complaints via file upload have been deprecated for security reasons: ${shown} (${fileName})`))
}

/** POST /file-upload (the complaint's invoice) and /api/Complaints. */
export function filesRouter(ctx: AppContext): Router {
  const router = Router()
  const sandbox = new ChildSandbox()
  // every start restores what archives overwrote
  rmSync(join(ctx.dataFolder, OVERWRITES_FOLDER), { recursive: true, force: true })

  // vuln-code-snippet start uploadTypeChallenge deprecatedInterfaceChallenge
  router.post('/file-upload', receiveFile, async (req: Request, res, next) => {
    const file = req.file
    if (!file) return void res.status(400).json({ error: 'File is not passed' })
    const name = file.originalname
    ctx.bus.emit('files:uploaded', { name, size: file.size })
    const extension = extname(name).toLowerCase()
    if (extension === '.zip') {
      if (!ctx.training.isPlayable('fileWriteChallenge')) return void res.status(204).end()
      const written = await extractComplaintArchive(ctx.dataFolder, file.buffer)
      for (const entry of written) ctx.bus.emit('files:zip-entry-written', entry)
      return void res.status(204).end()
    }
    // vuln-code-snippet start xxeFileDisclosureChallenge xxeDosChallenge
    if (extension === '.xml') { // vuln-code-snippet vuln-line deprecatedInterfaceChallenge
      const withEntities = ctx.training.isPlayable('xxeFileDisclosureChallenge')
      const outcome = await parseXmlDocument(sandbox, file.buffer.toString('utf8'), withEntities) // vuln-code-snippet vuln-line xxeFileDisclosureChallenge xxeDosChallenge
      ctx.bus.emit('files:document-parsed', { kind: 'xml', outcome: outcome.outcome === 'busy' ? 'error' : outcome.outcome, text: outcome.text }) // vuln-code-snippet hide-line
      return answerDocument(res, next, outcome, name)
    }
    // vuln-code-snippet end xxeFileDisclosureChallenge xxeDosChallenge
    // vuln-code-snippet start yamlBombChallenge
    if (extension === '.yml' || extension === '.yaml') { // vuln-code-snippet vuln-line deprecatedInterfaceChallenge
      const outcome = await loadYamlDocument(sandbox, file.buffer.toString('utf8')) // vuln-code-snippet vuln-line yamlBombChallenge
      ctx.bus.emit('files:document-parsed', { kind: 'yaml', outcome: outcome.outcome === 'busy' ? 'error' : outcome.outcome, text: outcome.text }) // vuln-code-snippet hide-line
      return answerDocument(res, next, outcome, name)
    }
    // vuln-code-snippet end yamlBombChallenge
    res.status(204).end() // any other type is as welcome as a PDF // vuln-code-snippet vuln-line uploadTypeChallenge
  })
  // vuln-code-snippet end uploadTypeChallenge deprecatedInterfaceChallenge

  router.use(crudRouter(ctx, complaintsModel(ctx)))
  return router
}
