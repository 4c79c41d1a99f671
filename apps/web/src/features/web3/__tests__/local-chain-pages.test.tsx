import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { abiCall, abiWord, type LocalChainInfo } from '@pulp/shared'
import BeeHavenPage from '@/app/routes/bee-haven'
import WalletWeb3Page from '@/app/routes/wallet-web3'
import { stubServer } from '@/testing/fake-server'
import { renderScreen } from '@/testing/render'

const PLAYER = `0x${'a1'.repeat(20)}`
const CHAIN: LocalChainInfo = {
  chainId: '0x7a69',
  rpcPath: '/rest/web3/rpc',
  accounts: [`0x${'d0'.repeat(20)}`, PLAYER],
  contracts: {
    BeeToken: { address: `0x${'be'.repeat(20)}`, selectors: { 'balanceOf(address)': '70a08231', 'faucet(uint256)': 'b86d1d63', 'approve(address,uint256)': '095ea7b3' } },
    HoneyPot: { address: `0x${'70'.repeat(20)}`, selectors: { 'mint()': '1249c58b' } },
    EthWalletBank: { address: `0x${'ba'.repeat(20)}`, selectors: { 'balances(address)': '27e235e3', 'deposit()': 'd0e30db0', 'withdraw(uint256)': '2e1a7d4d' } },
  },
}

interface RpcCall {
  method: string
  params: { from?: string; to?: string; data?: string; value?: string }[]
}

/** A local chain that answers every read with 1000 units and mines every transaction successfully. */
function stubLocalChain(extra: Parameters<typeof stubServer>[0] = {}) {
  const sent: RpcCall['params'][0][] = []
  const server = stubServer({
    'GET /rest/web3/localChain': { json: CHAIN },
    'GET /rest/web3/nftMintListen': { json: { success: true, message: 'Event Listener Created' } },
    'POST /rest/web3/rpc': ({ body }) => {
      const { method, params } = body as RpcCall
      if (method === 'eth_call') return { json: { jsonrpc: '2.0', id: 1, result: `0x${abiWord(1000n * 10n ** 18n)}` } }
      if (method === 'eth_sendTransaction') sent.push(params[0])
      if (method === 'eth_getTransactionReceipt') return { json: { jsonrpc: '2.0', id: 1, result: { status: '0x1' } } }
      return { json: { jsonrpc: '2.0', id: 1, result: `0x${'11'.repeat(32)}` } }
    },
    ...extra,
  })
  return { server, sent }
}

describe('the blockchain pages', () => {
  afterEach(() => {
    delete window.ethereum
  })

  it('say how a trainer switches the local chain on while it is off', async () => {
    stubServer({ 'GET /rest/web3/localChain': { status: 503, json: { message: 'switched off' } } })
    renderScreen(<BeeHavenPage />, '/bee-haven')
    expect(await screen.findByText(/switches it on with application\.web3\.localChain: true/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Mint a Honey Pot/ })).not.toBeInTheDocument()
  })

  it('let the built-in wallet claim BEE, mint a Honey Pot (approve, then mint) and ask the shop to verify the mint', async () => {
    const { server, sent } = stubLocalChain({
      'POST /rest/web3/walletNFTVerify': { json: { success: true, message: 'Challenge successfully solved' } },
    })
    renderScreen(<BeeHavenPage />, '/bee-haven')
    expect(await screen.findByText('Your BEE: 1000')).toBeInTheDocument()
    expect(server.requestsTo('GET', '/rest/web3/nftMintListen')).toHaveLength(1)

    const amount = screen.getByRole('textbox', { name: 'BEE to claim' })
    await userEvent.clear(amount)
    await userEvent.type(amount, '1000')
    await userEvent.click(screen.getByRole('button', { name: 'Claim from the faucet' }))
    expect(await screen.findByText('Done: the transaction is in a block.')).toBeInTheDocument()
    expect(sent[0]).toMatchObject({ from: PLAYER, to: CHAIN.contracts.BeeToken.address, data: abiCall('b86d1d63', [1000n * 10n ** 18n]) })

    await userEvent.click(screen.getByRole('button', { name: 'Mint a Honey Pot (1000 BEE)' }))
    await waitFor(() => expect(sent).toHaveLength(3))
    expect(sent[1].data).toBe(abiCall('095ea7b3', [CHAIN.contracts.HoneyPot.address, 1000n * 10n ** 18n]))
    expect(sent[2]).toMatchObject({ to: CHAIN.contracts.HoneyPot.address, data: '0x1249c58b' })

    await userEvent.click(screen.getByRole('button', { name: 'Verify my mint' }))
    expect(await screen.findByText('Verified: this wallet minted a Honey Pot.')).toBeInTheDocument()
    expect(server.requestsTo('POST', '/rest/web3/walletNFTVerify')[0].body).toEqual({ walletAddress: PLAYER })
  })

  it('refuse an amount that is not a number before anything is sent', async () => {
    const { sent } = stubLocalChain()
    renderScreen(<BeeHavenPage />, '/bee-haven')
    const amount = await screen.findByRole('textbox', { name: 'BEE to claim' })
    await userEvent.clear(amount)
    await userEvent.type(amount, 'lots')
    expect(screen.getByText(/Enter a positive number/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Claim from the faucet' })).toBeDisabled()
    expect(sent).toHaveLength(0)
  })

  it('let the built-in wallet deposit ether into the wallet bank and register the wallet for exploits', async () => {
    const { server, sent } = stubLocalChain({
      'POST /rest/web3/walletExploitAddress': { json: { success: true, message: 'Event Listener Created' } },
    })
    renderScreen(<WalletWeb3Page />, '/wallet-web3')
    expect(await screen.findByText('Your balance in the bank: 1000 ETH')).toBeInTheDocument()
    const amount = screen.getByRole('textbox', { name: 'Ether' })
    await userEvent.clear(amount)
    await userEvent.type(amount, '0.5')
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ from: PLAYER, to: CHAIN.contracts.EthWalletBank.address, data: '0xd0e30db0', value: `0x${(5n * 10n ** 17n).toString(16)}` })

    await userEvent.click(screen.getByRole('button', { name: 'Watch this wallet for exploits' }))
    expect(await screen.findByText(`The shop now listens for exploits of the bank by ${PLAYER}.`)).toBeInTheDocument()
    expect(server.requestsTo('POST', '/rest/web3/walletExploitAddress')[0].body).toEqual({ walletAddress: PLAYER })
  })

  it('send through a browser wallet after adding the local chain to it, when the player chooses one', async () => {
    const { sent } = stubLocalChain()
    const walletCalls: { method: string; params?: unknown[] }[] = []
    const browserAccount = `0x${'cc'.repeat(20)}`
    window.ethereum = {
      request: vi.fn(async (call: { method: string; params?: unknown[] }) => {
        walletCalls.push(call)
        if (call.method === 'eth_requestAccounts') return [browserAccount]
        if (call.method === 'wallet_switchEthereumChain') throw new Error('Unrecognized chain ID')
        if (call.method === 'eth_getTransactionReceipt') return { status: '0x1' }
        return null
      }),
    }
    renderScreen(<BeeHavenPage />, '/bee-haven')
    await userEvent.click(await screen.findByRole('button', { name: 'Browser wallet' }))
    await userEvent.click(screen.getByRole('button', { name: 'Connect browser wallet' }))
    expect(await screen.findByText(browserAccount)).toBeInTheDocument()
    const added = walletCalls.find(({ method }) => method === 'wallet_addEthereumChain')
    expect(added?.params?.[0]).toMatchObject({ chainId: '0x7a69', rpcUrls: [expect.stringMatching(/\/rest\/web3\/rpc$/)] })

    await userEvent.click(screen.getByRole('button', { name: 'Claim from the faucet' }))
    expect(await screen.findByText('Done: the transaction is in a block.')).toBeInTheDocument()
    const sentByWallet = walletCalls.find(({ method }) => method === 'eth_sendTransaction')
    expect(sentByWallet?.params?.[0]).toMatchObject({ from: browserAccount, to: CHAIN.contracts.BeeToken.address })
    expect(sent).toHaveLength(0)
  })
})
