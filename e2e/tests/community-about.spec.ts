// The About page: company text, the customer feedback carousel and the social links.
import { expect, test } from '../support/fixtures'
import { text } from '../support/texts'

test('the about carousel shows published feedback with its stars', async ({ page, request }) => {
  const { data: feedbacks } = (await (await request.get('/api/Feedbacks/')).json()) as { data: { comment: string; rating: number }[] }
  expect(feedbacks.length).toBeGreaterThan(1)
  await page.goto('/#/about')
  await expect(page.getByText(text('ABOUT_COMPANY_TEXT'))).toBeVisible()
  const carousel = page.getByRole('region', { name: text('TITLE_CUSTOMER_FEEDBACK') })
  await expect(carousel.getByText(feedbacks[0].comment)).toBeVisible()
  await expect(carousel.getByRole('img', { name: text('LABEL_STARS', { count: feedbacks[0].rating }) })).toBeVisible()
  await carousel.getByRole('button', { name: text('LABEL_NEXT_FEEDBACK') }).click()
  await expect(carousel.getByText(feedbacks[1].comment)).toBeVisible()
  await expect(page.getByRole('navigation', { name: text('TITLE_FOLLOW_US') }).getByRole('link', { name: text('LABEL_SOCIAL_TWITTER') })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
})
