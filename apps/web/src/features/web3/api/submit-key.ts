import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SubmitKeyAnswer } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'
import { nftUnlockedQuery } from './get-nft-unlocked'

/** Offers a private key for the NFT; a wrong key fails with the server's hint on what it was instead. */
export function useSubmitKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (privateKey: string) =>
      apiRequest<SubmitKeyAnswer>('/rest/web3/submitKey', { method: 'POST', body: { privateKey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nftUnlockedQuery.queryKey }),
  })
}
