/** Browser storage key of the time of the last successful data export (epoch milliseconds). */
export const LAST_DATA_EXPORT_KEY = 'lastSuccessfulDataExport'

/** Spec: within five minutes of an export, the next one needs a captcha. */
export const CAPTCHA_WINDOW_MS = 5 * 60 * 1000

export function rememberDataExport(now = Date.now()): void {
  localStorage.setItem(LAST_DATA_EXPORT_KEY, String(now))
}

export function exportedRecently(now = Date.now()): boolean {
  const last = Number(localStorage.getItem(LAST_DATA_EXPORT_KEY))
  return Number.isFinite(last) && last > 0 && now - last < CAPTCHA_WINDOW_MS
}
