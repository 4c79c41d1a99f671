import { defineDetectors } from '../../training/detectors'

const XSS_SCRIPT = '<script>alert(`xss`)</script>'
const INLINE_SCRIPTS_ALLOWED = /;[ ]*script-src.*'unsafe-inline'/

/** The host (with port) of the configured foreign page, or the whole text when it is not a URL. */
function hostOf(url: string): string {
  try {
    return new URL(url).host || url
  } catch {
    return url
  }
}

/** Solve detectors of the profile page: CSP bypass, CSRF, and the two ways to make the server call itself. */
export const profileDetectors = defineDetectors(['usernameXssChallenge', 'csrfChallenge', 'ssrfChallenge', 'sstiChallenge'], (ctx) => {
  ctx.bus.on('profile:viewed', ({ username, profileImage }) => {
    if (username.includes(XSS_SCRIPT) && INLINE_SCRIPTS_ALLOWED.test(profileImage)) ctx.training.solve('usernameXssChallenge')
  })

  const foreignHost = hostOf(ctx.config.challenges.overwriteUrlForCsrfChallenge)
  ctx.bus.on('profile:username-changed', ({ previous, username, origin, referer }) => {
    // a sandboxed or redirected form sends the Origin "null"; the Referer still names the page it came from
    const source = origin && origin !== 'null' ? origin : referer
    if (source !== undefined && hostOf(source) === foreignHost && username !== previous) ctx.training.solve('csrfChallenge')
  })

  ctx.bus.on('profile:server-side-reached', ({ bug }) => {
    ctx.training.solve(bug === 'ssti' ? 'sstiChallenge' : 'ssrfChallenge')
  })
})
