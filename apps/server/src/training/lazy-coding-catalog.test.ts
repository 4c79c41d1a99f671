import { CodingChallengeCatalog } from '@pulp/challenges'
import { describe, expect, it } from 'vitest'
import { paths } from '../paths'
import { lazyCodingCatalog } from './lazy-coding-catalog'

describe('the coding challenges read on first lookup', () => {
  const eager = CodingChallengeCatalog.load(paths.repo)

  it('serves the same snippets and playable keys as the catalogue read at start', () => {
    const lazy = lazyCodingCatalog(paths.repo, undefined)
    expect(lazy.playableKeys()).toEqual(eager.playableKeys())
    for (const key of ['loginAdminChallenge', 'restfulXssChallenge', 'scoreBoardChallenge']) expect(lazy.lookup(key)).toEqual(eager.lookup(key))
  })

  it('gives the playable keys the build computed without reading the repository', () => {
    const lazy = lazyCodingCatalog('/nowhere/at/all', ['loginAdminChallenge'])
    expect(lazy.playableKeys()).toEqual(['loginAdminChallenge'])
    expect(lazy.lookup('loginAdminChallenge')).toEqual({ status: 'missing' })
  })
})
