/** The client's address as seen through the proxies in front of the shop (Express's `trust proxy` on). */
export const trustingProxiesClientIp = (req: Request): string => forwardedFor(req) ?? req.ip ?? ''

/** 100 password resets per 5 minutes per client; a 429 with the library's default text beyond that. */
export const resetPasswordRateLimit = (): RequestHandler =>
  rateLimit({
    windowMs: FIVE_MINUTES,
    limit: 10,
    keyGenerator: (req) => String(req.headers['X-Forwarded-For'] ?? trustingProxiesClientIp(req)),
  })
