const CHEAT_SHEET_BASE_URL = 'https://cheatsheetseries.owasp.org/cheatsheets/'

/** URL of an OWASP Cheat Sheet Series page, e.g. `cheatSheet('Input_Validation')`. */
export function cheatSheet(name: string): string {
  return `${CHEAT_SHEET_BASE_URL}${name}_Cheat_Sheet.html`
}

export const IFRAME_XSS_PAYLOAD = '<iframe src="javascript:alert(`xss`)">'
export const SCRIPT_XSS_PAYLOAD = '<script>alert(`xss`)</script>'
export const VIDEO_XSS_PAYLOAD = `</script>${SCRIPT_XSS_PAYLOAD}`

/** Stands for `challenges.xssBonusPayload`, which has no fixed default text. */
export const XSS_BONUS_PAYLOAD_PLACEHOLDER = '{{xssBonusPayload}}'

/**
 * The premium path, encrypted with AES-256-CBC under the key and IV served in `/encryptionkeys/premium.key`
 * (`<IV hex>.<key hex>`, both right-padded with zero bytes the way `openssl enc -K … -iv …` pads short hex).
 */
export const PREMIUM_CONTENT_CIPHERTEXT =
  'IvLuRfBJYlmStf9XfL6ckJFngyd9LfV1JaaN/KRTPQPidTuJ7FR+D/nkWJUF+0xUF07CeCeqYfxq+OJVVa0gNbqgYkUNvn//UbE7e95C+6e+7GtdpqJ8mqm4WcPvUGIU1Wz4D0Qzo5H5BOlrQ9hGNg=='

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Shows a payload as text inside a description. */
export function code(text: string): string {
  return `<code>${escapeHtml(text)}</code>`
}

/** The values the registry texts are written with; `renderChallengeText` swaps them for configured ones. */
export const DESCRIPTION_DEFAULTS = {
  domain: 'juice-sh.op',
  csrfOrigin: 'http://htmledit.squarefree.com',
  productTamperingUrl: 'https://owasp.slack.com',
} as const

export interface DescriptionSettings {
  domain: string
  csrfOrigin: string
  productTamperingUrl: string
  xssBonusPayload: string
}

/** Puts the configured domain, URLs and bonus payload into a description or hint. */
export function renderChallengeText(text: string, settings: DescriptionSettings): string {
  return text
    .replaceAll(DESCRIPTION_DEFAULTS.domain, settings.domain)
    .replaceAll(DESCRIPTION_DEFAULTS.csrfOrigin, settings.csrfOrigin)
    .replaceAll(DESCRIPTION_DEFAULTS.productTamperingUrl, settings.productTamperingUrl)
    .replaceAll(XSS_BONUS_PAYLOAD_PLACEHOLDER, escapeHtml(settings.xssBonusPayload))
}
