import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '@/testing/render'
import { SupportLinks } from '../components/support-links'

describe('support links', () => {
  it('leave the shop through /redirect and no longer show the retired crypto donations', async () => {
    renderScreen(<SupportLinks />, '/payment/deluxe')
    expect(await screen.findByRole('link', { name: 'Stickers' })).toHaveAttribute(
      'href',
      './redirect?to=https://www.stickeryou.com/products/owasp-juice-shop/794',
    )
    expect(screen.getByRole('link', { name: 'The free companion book (Leanpub)' })).toHaveAttribute(
      'href',
      './redirect?to=http://leanpub.com/juice-shop',
    )
    expect(screen.getAllByRole('link')).toHaveLength(4)
    expect(screen.queryByRole('link', { name: /donate/i })).not.toBeInTheDocument()
  })
})
