import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListResponse, Product, Quantity } from '@pulp/shared'
import { quantitiesQuery } from '@/features/products'
import { apiRequest } from '@/lib/api-client'

export const catalogueQueryKey = ['products', 'all'] as const

const catalogueQuery = queryOptions({
  queryKey: catalogueQueryKey,
  queryFn: async () => (await apiRequest<ListResponse<Product>>('/api/Products')).data,
})

/** Every product on sale. */
export function useCatalogue() {
  return useQuery(catalogueQuery)
}

/** The stock rows by product id (each row has its own id, which a stock change needs). */
export function useStockRows() {
  return useQuery({
    ...quantitiesQuery,
    select: (rows: Quantity[]) => new Map(rows.map((row) => [row.ProductId, row])),
  })
}
