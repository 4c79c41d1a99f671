import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'
import { downloadAccessLogHolding } from './access-log.attacks'
import { accessLogName, createAccessLog } from './access-log.writer'

const today = () => accessLogName(new Date())

describe('accessLogDisclosureChallenge (Access Log)', () => {
  it('is solved by browsing /support/logs and downloading the access log, which holds real requests', async () => {
    const { app, ctx } = createTestShop()
    const marker = `/rest/products/search?q=${randomUUID()}`
    await request(app).get(marker).set('User-Agent', 'log-test')
    const listing = await request(app).get('/support/logs').set('Accept', 'text/html')
    expect(listing.status).toBe(200)
    expect(listing.text).toContain(today())
    expect(ctx.training.isSolved('accessLogDisclosureChallenge')).toBe(false)

    expect(await downloadAccessLogHolding(app, `"GET ${marker} HTTP/1.1"`)).toContain(`"GET ${marker} HTTP/1.1"`)
    expect(ctx.training.isSolved('accessLogDisclosureChallenge')).toBe(true)
  })

  it('is not solved by the listing alone, and refuses names that leave the folder', async () => {
    const { app, ctx } = createTestShop()
    await request(app).get('/support/logs/').set('Accept', 'text/html').expect(200)
    expect((await request(app).get('/support/logs/..%2Fuploads').set('Accept', 'application/json')).status).toBe(403)
    expect((await request(app).get('/support/logs/nothing-here.txt').set('Accept', 'application/json')).status).toBe(404)
    expect(ctx.training.isSolved('accessLogDisclosureChallenge')).toBe(false)
  })
})

describe('the access log writer', () => {
  let folder = ''
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it('writes each line to the file of its day and keeps only the newest days', async () => {
    folder = mkdtempSync(join(tmpdir(), 'pulp-logs-'))
    for (const day of ['2026-01-01', '2026-01-02', '2026-01-03']) writeFileSync(join(folder, `access.log.${day}`), 'old\n')
    const log = createAccessLog(folder, { keepDays: 2, maxPendingLines: 100 })
    log.write('first', new Date('2026-01-04T10:00:00Z'))
    log.write('second\n', new Date('2026-01-04T23:59:59Z'))
    log.write('third', new Date('2026-01-05T00:00:01Z'))
    await log.settled()
    await expect.poll(() => readdirSync(folder).sort()).toEqual(['access.log.2026-01-04', 'access.log.2026-01-05'])
    expect(readFileSync(join(folder, 'access.log.2026-01-04'), 'utf8')).toBe('first\nsecond\n')
    expect(readFileSync(join(folder, 'access.log.2026-01-05'), 'utf8')).toBe('third\n')
  })

  it('gathers the lines of a moment and writes them together, by itself, shortly after', async () => {
    folder = mkdtempSync(join(tmpdir(), 'pulp-logs-'))
    const log = createAccessLog(folder)
    const file = join(folder, 'access.log.2026-03-02')
    const at = new Date('2026-03-02T12:00:00Z')
    log.write('one', at)
    log.write('two', at)
    expect(existsSync(file) ? readFileSync(file, 'utf8') : '').toBe('')
    await expect.poll(() => (existsSync(file) ? readFileSync(file, 'utf8') : '')).toBe('one\ntwo\n')
    await log.close()
  })

  it('closes its file with the shop: queued lines are written, later ones ignored', async () => {
    folder = mkdtempSync(join(tmpdir(), 'pulp-logs-'))
    const log = createAccessLog(folder)
    const at = new Date('2026-03-01T12:00:00Z')
    log.write('before closing', at)
    await log.close()
    log.write('after closing', at)
    await log.settled()
    expect(readFileSync(join(folder, 'access.log.2026-03-01'), 'utf8')).toBe('before closing\n')
  })

  it('drops lines instead of growing without bound when the disk falls behind', async () => {
    folder = mkdtempSync(join(tmpdir(), 'pulp-logs-'))
    const log = createAccessLog(folder, { keepDays: 2, maxPendingLines: 3 })
    const at = new Date('2026-02-01T12:00:00Z')
    for (let line = 0; line < 10; line += 1) log.write(`line ${line}`, at)
    await log.settled()
    const written = readFileSync(join(folder, 'access.log.2026-02-01'), 'utf8').trim().split('\n')
    expect(written.length + log.droppedLines()).toBe(10)
    expect(log.droppedLines()).toBeGreaterThan(0)
    expect(existsSync(join(folder, 'access.log.2026-02-02'))).toBe(false)
  })
})
