import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** Asks the shop whether a wallet minted a Honey Pot (which solves the challenge when it did). */
export const useVerifyMinter = () =>
  useMutation({
    mutationFn: (walletAddress: string) =>
      apiRequest<{ success: boolean; message: string }>('/rest/web3/walletNFTVerify', { method: 'POST', body: { walletAddress } }),
  })
