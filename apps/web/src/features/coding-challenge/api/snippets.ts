import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { CodeFixes, CodeSnippet, FindItRequest, FindItVerdict, FixItRequest, FixItVerdict } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

const snippetQuery = (key: string) =>
  queryOptions({
    queryKey: ['snippets', key],
    queryFn: () => apiRequest<CodeSnippet>(`/snippets/${encodeURIComponent(key)}`),
    staleTime: Infinity,
  })

const fixesQuery = (key: string) =>
  queryOptions({
    queryKey: ['snippets', key, 'fixes'],
    queryFn: () => apiRequest<CodeFixes>(`/snippets/fixes/${encodeURIComponent(key)}`),
    staleTime: Infinity,
  })

/** The vulnerable region of Pulp's own source for a coding challenge. */
export function useSnippet(key: string) {
  return useQuery(snippetQuery(key))
}

/** The alternative versions of the region, in the server's option order. */
export function useFixes(key: string) {
  return useQuery(fixesQuery(key))
}

/** Find It: are these the vulnerable lines? (A right answer reaches the score board by the socket.) */
export function useFindItVerdict() {
  return useMutation({
    mutationFn: (request: FindItRequest) => apiRequest<FindItVerdict>('/snippets/verdict', { method: 'POST', body: request }),
  })
}

/** Fix It: is this the right fix? */
export function useFixItVerdict() {
  return useMutation({
    mutationFn: (request: FixItRequest) => apiRequest<FixItVerdict>('/snippets/fixes', { method: 'POST', body: request }),
  })
}
