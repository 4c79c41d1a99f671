import { Suspense, useEffect, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { SEARCH_PAGE_SIZE, type Product } from '@pulp/shared'
import { Pager } from '@/components/pager'
import { lazyNamed } from '@/lib/lazy-named'
import { useSession } from '@/lib/session'
import { getSocket } from '@/lib/socket'
import { useProductSearch, useStockByProduct } from '../api/search-products'
import { useGridColumns } from '../hooks/use-grid-columns'
import { NoResultsCard } from './no-results-card'
import { ProductTile } from './product-tile'
import { SearchQueryHeading } from './search-query-heading'

// Only a click opens it: its reviews, forms and dialog code load then, not with the product grid.
const ProductDetailsDialog = lazyNamed(() => import('./product-details-dialog'), 'ProductDetailsDialog')

const PAGE_SIZE_OPTIONS = [SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE * 2, SEARCH_PAGE_SIZE * 3]

/** The product grid for one search; mount it with key={query} so paging starts over for a new query. */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation()
  const { role } = useSession()
  const search = useProductSearch(query)
  const stockByProduct = useStockByProduct()
  const columns = useGridColumns()
  const [page, setPage] = useState(0)
  const [pageSize, setPageSize] = useState(SEARCH_PAGE_SIZE)
  const [selectedProduct, setSelectedProduct] = useState<Product | null>(null)
  const [detailsOpen, setDetailsOpen] = useState(false)
  const openDetails = (product: Product) => {
    setSelectedProduct(product)
    setDetailsOpen(true)
  }

  useEffect(() => {
    getSocket().emit('verifyLocalXssChallenge', query)
  }, [query])

  const priceOf = (product: Product) => (role === 'deluxe' ? product.deluxePrice : product.price)
  const products = search.data ?? []
  const visibleProducts = products.slice(page * pageSize, (page + 1) * pageSize)

  return (
    <Stack spacing={2}>
      <SearchQueryHeading query={query} />
      {search.isPending && <LinearProgress aria-label={t('LOADING')} />}
      {search.isError && <Alert severity="error">{search.error.message}</Alert>}
      {search.isSuccess && products.length === 0 && <NoResultsCard />}
      {products.length > 0 && (
        <>
          <Box
            data-testid="product-grid"
            data-columns={columns}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {visibleProducts.map((product) => (
              <ProductTile
                key={product.id}
                product={product}
                price={priceOf(product)}
                stock={stockByProduct.get(product.id)}
                onOpen={openDetails}
              />
            ))}
          </Box>
          <Pager
            count={products.length}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            pageSizeLabel={t('ITEMS_PER_PAGE')}
            onPageSizeChange={(nextPageSize) => {
              setPageSize(nextPageSize)
              setPage(0)
            }}
          />
        </>
      )}
      {selectedProduct && (
        <Suspense fallback={null}>
          <ProductDetailsDialog
            open={detailsOpen}
            product={selectedProduct}
            price={priceOf(selectedProduct)}
            onClose={() => setDetailsOpen(false)}
          />
        </Suspense>
      )}
    </Stack>
  )
}
