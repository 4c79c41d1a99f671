import type { ChallengeKey } from '@pulp/challenges'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { FTP_DOWNLOADS } from './ftp.attacks'
import { download, ftpFile } from './ftp.testing'

const FTP_CHALLENGES: ChallengeKey[] = [
  'directoryListingChallenge',
  'easterEggLevelOneChallenge',
  'forgottenDevBackupChallenge',
  'forgottenBackupChallenge',
  'misplacedSignatureFileChallenge',
  'nullByteChallenge',
]

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const solved = (): ChallengeKey[] => FTP_CHALLENGES.filter((key) => shop.ctx.training.isSolved(key))

describe('ftp challenges', () => {
  it.each([
    [FTP_DOWNLOADS.directoryListingChallenge, 'acquisitions.md', ['directoryListingChallenge']],
    [FTP_DOWNLOADS.easterEggLevelOneChallenge, 'eastere.gg', ['easterEggLevelOneChallenge', 'nullByteChallenge']],
    [FTP_DOWNLOADS.forgottenDevBackupChallenge, 'package.json.bak', ['forgottenDevBackupChallenge', 'nullByteChallenge']],
    [FTP_DOWNLOADS.forgottenBackupChallenge, 'coupons_2013.md.bak', ['forgottenBackupChallenge', 'nullByteChallenge']],
    [FTP_DOWNLOADS.misplacedSignatureFileChallenge, 'suspicious_errors.yml', ['misplacedSignatureFileChallenge', 'nullByteChallenge']],
    [FTP_DOWNLOADS.nullByteChallenge, 'encrypt.pyc', ['nullByteChallenge']],
  ] as const)('%s hands out %s and solves %j', async (url, file, keys) => {
    const response = await download(shop.app, url)
    expect(response.status).toBe(200)
    expect(response.body.equals(ftpFile(file))).toBe(true)
    expect(solved()).toEqual(keys)
  })

  it.each(FTP_CHALLENGES)('does not solve %s by a harmless download', async (key) => {
    expect((await request(shop.app).get('/ftp/legal.md')).status).toBe(200)
    expect(shop.ctx.training.isSolved(key)).toBe(false)
  })

  it('solves nothing when the extension check blocks the backup', async () => {
    const response = await request(shop.app).get('/ftp/package.json.bak')
    expect(response.status).toBe(403)
    expect(response.text).toContain('Error: Only .md and .pdf files are allowed!')
    expect(solved()).toEqual([])
  })

  it('solves nothing for a missing file behind the null byte', async () => {
    expect((await request(shop.app).get('/ftp/no-such-egg.gg%2500.md')).status).toBe(404)
    expect(solved()).toEqual([])
  })
})
