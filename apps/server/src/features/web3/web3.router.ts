import { Router } from 'express'
import { submitKeyRequestSchema, type SubmitKeyRequest } from '@pulp/shared'
import type { AppContext } from '../../context'
import { firstAccountOf } from '../../lib/ethereum-wallet'
import { validate } from '../../lib/validate'
import { toChallengeDto } from '../../training/challenge-store'

/** The wallet that owns the shop's soulbound NFT; its recovery phrase is what user "ethereum" posted as feedback. */
export const NFT_OWNER = firstAccountOf('purpose betray marriage blame crunch monitor spin slide donate sport lift clutch')

/** What a wrong guess was, so that the answer can nudge the player. */
function verdictOn(value: string): { success: boolean; message: string } {
  const lower = value.toLowerCase()
  if (lower === NFT_OWNER.privateKey) return { success: true, message: 'Challenge successfully solved' }
  if (lower === NFT_OWNER.address.toLowerCase()) return { success: false, message: "That is the wallet's address. Everybody may know it; the private key is the secret." }
  if (lower === NFT_OWNER.publicKey) return { success: false, message: "That is the wallet's public key. Close, but the private key is what signs for it." }
  return { success: false, message: 'That is not the private key of the wallet that owns the NFT.' }
}

/** The NFT page: unlocking it with the owner's private key (no blockchain needed). */
export function web3Router(ctx: AppContext): Router {
  const router = Router()
  const challengeState = () => toChallengeDto(ctx.training.row('nftUnlockChallenge'), ctx.config)
  router.post('/rest/web3/submitKey', validate(submitKeyRequestSchema), (req, res) => {
    const { privateKey } = req.body as SubmitKeyRequest
    ctx.bus.emit('web3:key-submitted', { privateKey, ownerPrivateKey: NFT_OWNER.privateKey })
    const { success, message } = verdictOn(privateKey)
    res.status(success ? 200 : 401).json({ success, message, status: challengeState() })
  })
  router.get('/rest/web3/nftUnlocked', (_req, res) => {
    res.json({ status: ctx.training.isSolved('nftUnlockChallenge') })
  })
  return router
}
