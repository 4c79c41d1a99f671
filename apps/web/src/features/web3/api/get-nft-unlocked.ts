import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export const nftUnlockedQuery = queryOptions({
  queryKey: ['web3', 'nft-unlocked'],
  queryFn: async () => (await apiRequest<{ status: boolean }>('/rest/web3/nftUnlocked')).status,
})

/** Whether the soulbound NFT has been unlocked with its owner's private key. */
export const useNftUnlocked = () => useQuery(nftUnlockedQuery)
