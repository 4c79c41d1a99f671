import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** Asks the shop to listen for Honey Pot mints (GET /rest/web3/nftMintListen), once per page visit. */
export const useMintListener = () =>
  useQuery({
    queryKey: ['web3', 'mint-listener'],
    queryFn: () => apiRequest<{ success: boolean; message: string }>('/rest/web3/nftMintListen'),
    staleTime: Infinity,
    retry: false,
  })
