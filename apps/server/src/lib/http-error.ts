/** An error with an HTTP status, rendered by the final error handler (the shop's verbose error page). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'Error'
  }
}

/** Authentication failures of the JWT guards, shaped like express-jwt's (name, code, status, inner; no stack shown). */
export class UnauthorizedError extends Error {
  readonly status = 401
  readonly inner: { message: string }
  constructor(
    readonly code: 'credentials_required' | 'credentials_bad_format' | 'invalid_token',
    message: string,
  ) {
    super(message)
    this.name = 'UnauthorizedError'
    this.inner = { message }
  }
}
