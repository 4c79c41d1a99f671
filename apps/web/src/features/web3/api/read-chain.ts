import { useQuery } from '@tanstack/react-query'
import type { LocalChainInfo } from '@pulp/shared'
import { builtInWallet, readUint } from '../wallet/ethereum-provider'

export const CHAIN_READS = ['web3', 'chain-reads']

/** An integer a contract reports (a balance), read from the shop's chain; refreshed after every transaction the page sends. */
export const useChainNumber = (chain: LocalChainInfo, to: string, data: string) =>
  useQuery({
    queryKey: [...CHAIN_READS, to, data],
    queryFn: () => readUint(builtInWallet(chain.rpcPath), to, data),
  })
