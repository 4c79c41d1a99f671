import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, testConfig } from '@/testing/render'
import { AboutUs } from '../components/about-us'

function stubAbout() {
  const config = testConfig()
  const application = {
    ...config.application,
    social: { twitterUrl: 'https://x.example/pulp', facebookUrl: null, slackUrl: 'https://chat.example/pulp', redditUrl: null, pressKitUrl: null, nftUrl: null, questionnaireUrl: null },
  }
  stubServer({
    'GET /rest/admin/application-configuration': { json: { config: { ...config, application } } },
    'GET /api/Feedbacks/': {
      json: { status: 'success', data: [{ id: 1, UserId: 1, comment: 'Great juice (***in@juice-sh.op)', rating: 5 }, { id: 2, UserId: null, comment: 'Too slow (anonymous)', rating: 2 }] },
    },
  })
}

/** Typing and clicking through a whole form takes a while on a busy machine. */
const SLOW_UI_TEST_MS = 20_000

describe('about page', () => {
  it('shows the feedback one at a time with stars, and the configured social links', async () => {
    stubAbout()
    renderScreen(<AboutUs />)
    const carousel = await screen.findByRole('region', { name: 'Customer feedback' })
    expect(within(carousel).getByText('Great juice (***in@juice-sh.op)')).toBeInTheDocument()
    expect(within(carousel).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument()
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next feedback' }))
    expect(within(carousel).getByText('Too slow (anonymous)')).toBeInTheDocument()
    expect(within(carousel).getByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument()
    const links = await screen.findByRole('navigation', { name: 'Follow us' })
    expect(within(links).getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute('href', 'https://x.example/pulp')
    expect(within(links).getByRole('link', { name: 'Community chat' })).toHaveAttribute('href', 'https://chat.example/pulp')
    expect(within(links).getAllByRole('link')).toHaveLength(2)
  }, SLOW_UI_TEST_MS)
})
