import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendAndConfirm, type ChainTransaction, type EthereumProvider } from '../wallet/ethereum-provider'
import { CHAIN_READS } from './read-chain'

/** Sends transactions through the chosen wallet, one after the other; answers false as soon as one is reverted. */
export function useSendChainTransactions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ provider, transactions }: { provider: EthereumProvider; transactions: ChainTransaction[] }) => {
      for (const transaction of transactions) if (!(await sendAndConfirm(provider, transaction))) return false
      return true
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAIN_READS }),
  })
}
