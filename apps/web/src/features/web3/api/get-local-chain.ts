import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LocalChainInfo } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export const localChainQuery = queryOptions({
  queryKey: ['web3', 'local-chain'],
  queryFn: () => apiRequest<LocalChainInfo>('/rest/web3/localChain'),
  staleTime: Infinity,
  retry: false,
})

/** The shop's local chain: its RPC path, development accounts and contracts (fails while it is switched off). */
export const useLocalChain = () => useQuery(localChainQuery)
