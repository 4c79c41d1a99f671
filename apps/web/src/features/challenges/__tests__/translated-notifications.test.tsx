import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createFakeSocket } from '@/testing/fake-socket'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, testConfig } from '@/testing/render'
import { listAnswer } from '@/testing/shop-fixtures'
import { useChallenges } from '../api/get-challenges'
import { SolvedNotifications } from '../components/solved-notifications'
import { challenge } from './challenge-fixtures'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))

function ScoreBoardWithNotifications() {
  const names = useChallenges().data?.map(({ name }) => name) ?? []
  return (
    <>
      <SolvedNotifications />
      <ul>{names.map((name) => <li key={name}>{name}</li>)}</ul>
    </>
  )
}

describe('challenge solved notifications in another language', () => {
  it('name the challenge as the translated challenge list does, not by the English name the server announces', async () => {
    fakeSocket.current = createFakeSocket()
    stubServer({
      'GET /rest/admin/application-configuration': { json: { config: testConfig() } },
      'GET /rest/continue-code': { json: { continueCode: 'yXjv6Z5jWJnzD6a3YvmwPRXK7roAyzHDde2Og19yEN84plqxkMBbLVQrDeoY' } },
      'GET /api/Challenges/?sort=name': { json: listAnswer([challenge({ key: 'scoreBoardChallenge', name: 'Punkteübersicht' })]) },
    })
    renderScreen(<ScoreBoardWithNotifications />)
    expect(await screen.findByText('Punkteübersicht')).toBeInTheDocument()
    act(() => fakeSocket.current!.serverSends('challenge solved', {
      key: 'scoreBoardChallenge', name: 'Score Board', challenge: 'Score Board (…)', flag: 'f', hidden: false, isRestore: false, codingChallenge: false,
    }))
    expect(await screen.findByText('You successfully solved a challenge: Punkteübersicht')).toBeInTheDocument()
  })
})
