import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse, Product, Quantity, Review } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

const productSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['products', 'search', query],
    queryFn: async () =>
      (await apiRequest<ListResponse<Product>>(`/rest/products/search?q=${encodeURIComponent(query)}`)).data,
    placeholderData: keepPreviousData,
  })

export function useProductSearch(query: string) {
  return useQuery(productSearchQuery(query))
}

export const quantitiesQuery = queryOptions({
  queryKey: ['quantities'],
  queryFn: async () => (await apiRequest<ListResponse<Quantity>>('/api/Quantitys/')).data,
  select: (quantities) => new Map(quantities.map(({ ProductId, quantity }) => [ProductId, quantity])),
})

/** Stock per product id; empty until loaded. */
export function useStockByProduct(): Map<number, number> {
  return useQuery(quantitiesQuery).data ?? new Map<number, number>()
}

export const productReviewsQueryKey = (productId: number) => ['products', productId, 'reviews'] as const

const productReviewsQuery = (productId: number) =>
  queryOptions({
    queryKey: productReviewsQueryKey(productId),
    queryFn: async () => (await apiRequest<ListResponse<Review>>(`/rest/products/${productId}/reviews`)).data,
  })

export function useProductReviews(productId: number) {
  return useQuery(productReviewsQuery(productId))
}
