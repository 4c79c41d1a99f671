import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ordersQueryKey } from '@/features/orders'
import { apiRequest } from '@/lib/api-client'

/** Flips an order between in transit and delivered; the server expects the status it has now. */
export function useToggleDeliveryStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ documentId, delivered }: { documentId: string; delivered: boolean }) =>
      apiRequest(`/rest/order-history/${encodeURIComponent(documentId)}/delivery-status`, {
        method: 'PUT',
        body: { deliveryStatus: delivered },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}
