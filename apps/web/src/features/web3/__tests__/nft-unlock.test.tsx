import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubServer } from '@/testing/fake-server'
import { renderScreen } from '@/testing/render'
import { NftUnlock } from '../components/nft-unlock'

const OWNER_KEY = '0x5bcc3e9d38baa06e7bfaab80ae5957bbe8ef059e640311d7d6d465e6bc948e3e'

describe('the juicy NFT', () => {
  it("shows the server's hint for a wrong key, and the owner once the right key unlocked it", async () => {
    let unlocked = false
    const server = stubServer({
      'GET /rest/web3/nftUnlocked': () => ({ json: { status: unlocked } }),
      'POST /rest/web3/submitKey': ({ body }) => {
        unlocked = (body as { privateKey: string }).privateKey === OWNER_KEY
        return unlocked
          ? { json: { success: true, message: 'Challenge successfully solved' } }
          : { status: 401, json: { success: false, message: "That is the wallet's address." } }
      },
    })
    const user = userEvent.setup()
    renderScreen(<NftUnlock />, '/juicy-nft')
    const field = await screen.findByRole('textbox', { name: "Private key of the owner's wallet" })

    await user.click(field)
    await user.paste('0x8343d2eb2B13A2495De435a1b15e85b98115Ce05')
    await user.click(screen.getByRole('button', { name: 'Authenticate' }))
    expect(await screen.findByTestId('nft-key-refused')).toHaveTextContent("That is the wallet's address.")

    await user.clear(field)
    await user.paste(` ${OWNER_KEY} `)
    await user.click(screen.getByRole('button', { name: 'Authenticate' }))
    expect(await screen.findByTestId('nft-owner')).toHaveTextContent('0x8343d2eb2B13A2495De435a1b15e85b98115Ce05')
    expect(server.requestsTo('POST', '/rest/web3/submitKey').map((request) => request.body)).toEqual([
      { privateKey: '0x8343d2eb2B13A2495De435a1b15e85b98115Ce05' },
      { privateKey: OWNER_KEY },
    ])
  })
})
