import { Router, type Request } from 'express'
import { walletAddressRequestSchema, type WalletAddressRequest } from '@pulp/shared'
import type { AppContext } from '../../context'
import { validate } from '../../lib/validate'
import { toChallengeDto } from '../../training/challenge-store'
import { answerRpc, rpcRequestSchema } from './chain/rpc'
import { ChainUnavailable, ShopChain } from './chain/shop-chain'

const RPC_PATH = '/rest/web3/rpc'
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** Only loopback clients may use the chain's RPC, unless the configuration opens it to all. */
export const mayUseRpc = (req: Pick<Request, 'socket'>, ctx: AppContext): boolean =>
  LOOPBACK.has(req.socket.remoteAddress ?? '') || ctx.config.application.web3.rpcFromAnywhere

/** Runs a handler that needs the chain; a chain that is off or broken is reported as `onUnavailable` says. */
async function withChain(work: () => Promise<void>, onUnavailable: (message: string) => void): Promise<void> {
  try {
    await work()
  } catch (error) {
    if (!(error instanceof ChainUnavailable)) throw error
    onUnavailable(error.message)
  }
}

/** The two blockchain challenges against the shop's own local chain, and the chain's JSON-RPC endpoint for the pages. */
export function web3ChainRouter(ctx: AppContext): Router {
  const router = Router()
  const shopChain = new ShopChain(ctx)

  router.get('/rest/web3/localChain', async (_req, res) => {
    await withChain(
      async () => void res.json(await shopChain.info(RPC_PATH)),
      (message) => void res.status(503).json({ message }),
    )
  })

  router.post(RPC_PATH, async (req, res) => {
    const rpcError = (status: number, message: string) => res.status(status).json({ jsonrpc: '2.0', id: null, error: { code: -32000, message } })
    if (!mayUseRpc(req, ctx)) {
      rpcError(403, 'The local chain answers loopback clients only (application.web3.rpcFromAnywhere)')
      return
    }
    const parsed = rpcRequestSchema.safeParse(req.body)
    if (!parsed.success) {
      res.status(400).json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid JSON-RPC request' } })
      return
    }
    await withChain(
      async () => void res.json(await answerRpc(await shopChain.chain(), parsed.data)),
      (message) => rpcError(503, message),
    )
  })

  // Juice Shop answers a listener that cannot be created with 500 and a JSON string (research/api.md).
  router.get('/rest/web3/nftMintListen', async (_req, res) => {
    await withChain(
      async () => {
        await shopChain.listenForMints()
        res.json({ success: true, message: 'Event Listener Created' })
      },
      (message) => void res.status(500).json(message),
    )
  })

  router.post('/rest/web3/walletNFTVerify', validate(walletAddressRequestSchema), (req, res) => {
    const { walletAddress } = req.body as WalletAddressRequest
    shopChain.verifyMinter(walletAddress)
    const solved = ctx.training.isSolved('nftMintChallenge')
    res.json({
      success: solved,
      message: solved ? 'Challenge successfully solved' : 'Wallet did not mint the NFT',
      status: toChallengeDto(ctx.training.row('nftMintChallenge'), ctx.config),
    })
  })

  router.post('/rest/web3/walletExploitAddress', validate(walletAddressRequestSchema), async (req, res) => {
    const { walletAddress } = req.body as WalletAddressRequest
    await withChain(
      async () => {
        await shopChain.watchWallet(walletAddress)
        res.json({ success: true, message: 'Event Listener Created' })
      },
      (message) => void res.status(500).json(message),
    )
  })

  return router
}
