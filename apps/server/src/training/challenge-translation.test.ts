import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { challenges } from '@pulp/challenges'
import { createTestShop } from '../testing/test-app'

describe('challenge texts in the language of the cookie', () => {
  it('keeps English without a cookie, with an unknown language and with a cookie that names a path', async () => {
    const { app } = createTestShop()
    for (const cookie of [undefined, 'language=xx_XX', 'language=..%2F..%2Fpackage', 'language=tlh_AA']) {
      const call = request(app).get('/api/Challenges/?name=Score%20Board')
      const response = cookie ? await call.set('Cookie', cookie) : await call
      expect(response.status).toBe(200)
      expect(response.body.data[0]).toMatchObject({ key: 'scoreBoardChallenge', name: 'Score Board' })
    }
  })
})

describe('challenge texts in German (language=de_DE)', () => {
  const german = 'language=de_DE'

  it('translates names, descriptions and first hints on the score board, while the English name stays the filter', async () => {
    const { app } = createTestShop()
    const response = await request(app).get('/api/Challenges/?name=Score%20Board').set('Cookie', german)
    expect(response.body.data).toHaveLength(1)
    expect(response.body.data[0]).toMatchObject({
      key: 'scoreBoardChallenge',
      name: 'Punkteübersicht',
      description: 'Finde die Seite, die deinen Fortschritt festhält.',
      hint: 'Es gibt eine Seite mit allen Herausforderungen, aber kein Link führt dorthin.',
    })
    const all = await request(app).get('/api/Challenges').set('Cookie', german)
    const dom = all.body.data.find((challenge: { key: string }) => challenge.key === 'localXssChallenge')
    expect(dom.description).toContain('Führ einen DOM-basierten XSS-Angriff mit <code>&lt;iframe src=&quot;javascript:alert(`xss`)&quot;&gt;</code> aus.')
  })

  it('puts the configured domain into translated texts and notes in German where a challenge could harm its host', async () => {
    const { app } = createTestShop({ application: { domain: 'acme.test' } }, { docker: true })
    const response = await request(app).get('/api/Challenges/?key=ephemeralAccountantChallenge').set('Cookie', german)
    expect(response.body.data[0].description).toContain('acc0unt4nt@acme.test')
    const harmful = await request(app).get('/api/Challenges/?key=persistedXssUserChallenge').set('Cookie', german)
    expect(harmful.body.data[0].description).toMatch(/<em>\(Diese Herausforderung ist auf Docker <strong>möglicherweise schädlich<\/strong>!\)<\/em>$/)
  })

  it('translates every hint in /api/Hints, in its order', async () => {
    const { app } = createTestShop()
    const response = await request(app).get('/api/Hints').set('Cookie', german)
    const scoreBoardId = challenges.findIndex(({ key }) => key === 'scoreBoardChallenge') + 1
    const texts = response.body.data
      .filter((hint: { ChallengeId: number }) => hint.ChallengeId === scoreBoardId)
      .map((hint: { text: string }) => hint.text)
    expect(texts).toEqual([
      'Es gibt eine Seite mit allen Herausforderungen, aber kein Link führt dorthin.',
      'Rate ihren Namen oder durchsuch das JavaScript-Bundle nach Routendefinitionen.',
      'Probier #/score-board.',
    ])
  })

  it('replays a notification asked for by the translated name, with the English name it was solved under', async () => {
    const { app, ctx } = createTestShop()
    const sent: string[] = []
    ctx.training.notifications.attach({ challengeSolved: (n) => sent.push(`${n.name}:${n.isRestore}`), codeChallengeSolved: () => {} })
    ctx.training.solve('scoreBoardChallenge')
    await request(app).get('/rest/repeat-notification?challenge=Punkte%C3%BCbersicht').set('Cookie', german).expect(200)
    expect(sent).toEqual(['Score Board:false', 'Score Board:true'])
  })
})
