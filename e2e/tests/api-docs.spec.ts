// /api-docs: Swagger UI for the B2B API, served entirely by the shop.
import { expect, test } from '../support/fixtures'

test('the B2B API documentation renders from the shop alone', async ({ page, baseURL }) => {
  const foreignRequests: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '')) foreignRequests.push(request.url())
  })
  await page.goto('/api-docs')
  await expect(page).toHaveURL(/\/api-docs\/$/)
  await expect(page.getByRole('heading', { name: /Pulp B2B API/ })).toBeVisible()
  const operation = page.locator('.opblock-post')
  await expect(operation).toContainText('/orders')
  await operation.locator('.opblock-summary').click()
  await expect(page.getByText('orderLinesData').first()).toBeVisible()
  expect(foreignRequests).toEqual([])
})
