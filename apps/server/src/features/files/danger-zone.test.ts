import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { postFeedback } from '../../testing/feedback-posts'
import { shopWithFiles, upload, zipOf } from './files.testing'

let shop: ReturnType<typeof shopWithFiles>
afterEach(() => shop?.cleanUp())

const DANGER_ZONE = [
  'persistedXssFeedbackChallenge',
  'xxeFileDisclosureChallenge',
  'xxeDosChallenge',
  'yamlBombChallenge',
  'fileWriteChallenge',
  'videoXssChallenge',
  'rceChallenge',
  'rceOccupyChallenge',
] as const

const SAFE_ZONE = [
  'captchaBypassChallenge',
  'forgedFeedbackChallenge',
  'zeroStarsChallenge',
  'uploadSizeChallenge',
  'uploadTypeChallenge',
  'deprecatedInterfaceChallenge',
  'weirdCryptoChallenge',
  'typosquattingNpmChallenge',
  'knownVulnerableComponentChallenge',
  'dlpPastebinDataLeakChallenge',
] as const

async function disabledReasons(app: Parameters<typeof request>[0]): Promise<Record<string, string | null>> {
  const { body } = await request(app).get('/api/Challenges/')
  return Object.fromEntries(body.data.map((challenge: { key: string; disabledEnv: string | null }) => [challenge.key, challenge.disabledEnv]))
}

describe('outside a container', () => {
  it('the score board shows all eighteen challenges of feedback, uploads and B2B as playable', async () => {
    shop = shopWithFiles()
    const reasons = await disabledReasons(shop.app)
    for (const key of [...DANGER_ZONE, ...SAFE_ZONE]) expect(reasons[key], key).toBeNull()
  })
})

describe('the default profile inside a container (safety mode "auto")', () => {
  it('shows the Danger Zone challenges of uploads, feedback and B2B as disabled by Docker, the others as playable', async () => {
    shop = shopWithFiles({}, { docker: true })
    const reasons = await disabledReasons(shop.app)
    for (const key of DANGER_ZONE) expect(reasons[key], key).toBe('Docker')
    for (const key of SAFE_ZONE) expect(reasons[key], key).toBeNull()
  })

  it('takes the safe paths: full sanitising, no entities, no unpacking, no evaluation; nothing gets solved', async () => {
    shop = shopWithFiles({}, { docker: true })
    const feedback = await postFeedback(shop.app, { comment: '<<script>x</script>iframe src="javascript:alert(`xss`)">', rating: 1 })
    expect(feedback.body.data.comment).not.toContain('<iframe')
    const xxe = await upload(shop.app, 'order.xml', '<?xml version="1.0"?><!DOCTYPE o [<!ENTITY x SYSTEM "file:///etc/passwd">]><o>&x;</o>').set('Accept', 'application/json')
    expect(xxe.status).toBe(410)
    expect(xxe.body.error.message).not.toContain('root:x:0:0')
    const dos = await upload(shop.app, 'order.xml', '<?xml version="1.0"?><!DOCTYPE o [<!ENTITY x SYSTEM "file:///dev/random">]><o>&x;</o>')
    expect(dos.status).toBe(410)
    expect((await upload(shop.app, 'evidence.zip', zipOf({ '../../ftp/legal.md': 'overwritten' }))).status).toBe(204)
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    const order = await request(shop.app).post('/b2b/v2/orders').set('Authorization', `Bearer ${token}`).send({ cid: 'x', orderLinesData: 'while (true);' })
    expect(order.status).toBe(200)
    for (const key of DANGER_ZONE) expect(shop.ctx.training.isSolved(key), key).toBe(false)
  })
})
