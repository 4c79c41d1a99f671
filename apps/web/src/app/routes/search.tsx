import { useSearchParams } from 'react-router'
import { SearchResults } from '@/features/products/components/search-results'

/** Also the page behind /hacking-instructor and the catch-all. */
export default function SearchPage() {
  const [searchParams] = useSearchParams()
  const query = searchParams.get('q') ?? ''
  return <SearchResults key={query} query={query} />
}
