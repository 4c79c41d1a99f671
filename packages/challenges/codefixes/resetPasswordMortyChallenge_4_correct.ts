/** The address of the connection itself: no request header can change it. */
export const connectionClientIp = (req: Request): string => req.socket.remoteAddress ?? ''
/** The other rate limits count by the connection too: a client-supplied X-Forwarded-For decides nothing. */
export const trustingProxiesClientIp = connectionClientIp

/** 100 password resets per 5 minutes per client; a 429 with the library's default text beyond that. */
export const resetPasswordRateLimit = (): RequestHandler =>
  rateLimit({
    windowMs: FIVE_MINUTES,
    limit: ATTEMPTS_PER_WINDOW,
    keyGenerator: connectionClientIp,
  })
