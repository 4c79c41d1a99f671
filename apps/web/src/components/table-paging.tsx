import { useState } from 'react'
import { Pager } from './pager'

/** Spec: the administration tables show ten rows per page. */
export const ADMIN_PAGE_SIZE = 10

/** The rows of the current page; the page moves back when rows disappear from the last one. */
export function usePagedRows<Row>(rows: Row[]) {
  const [page, setPage] = useState(0)
  const lastPage = Math.max(0, Math.ceil(rows.length / ADMIN_PAGE_SIZE) - 1)
  const shownPage = Math.min(page, lastPage)
  return {
    rows: rows.slice(shownPage * ADMIN_PAGE_SIZE, (shownPage + 1) * ADMIN_PAGE_SIZE),
    page: shownPage,
    setPage,
    count: rows.length,
  }
}

interface TablePagingProps {
  count: number
  page: number
  setPage: (page: number) => void
}

/** Page controls for a table with the fixed administration page size. */
export function TablePaging({ count, page, setPage }: TablePagingProps) {
  return <Pager count={count} page={page} pageSize={ADMIN_PAGE_SIZE} onPageChange={setPage} />
}
