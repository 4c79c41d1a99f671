import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language, PublicConfig } from '@pulp/shared'
import { apiRequest } from './api-client'

export const applicationConfigQuery = queryOptions({
  queryKey: ['application-configuration'],
  queryFn: async () => (await apiRequest<{ config: PublicConfig }>('/rest/admin/application-configuration')).config,
  staleTime: Infinity,
})

/** The shop configuration; undefined until it has loaded (failures are only logged, as the spec says). */
export function useApplicationConfig(): PublicConfig | undefined {
  return useQuery(applicationConfigQuery).data
}

/** The shop's name until the configuration has loaded. */
export const APP_NAME_FALLBACK = 'Pulp'

/** The shop's name from the configuration. */
export function useApplicationName(): string {
  return useApplicationConfig()?.application.name ?? APP_NAME_FALLBACK
}

export const applicationVersionQuery = queryOptions({
  queryKey: ['application-version'],
  queryFn: async () => (await apiRequest<{ version: string }>('/rest/admin/application-version')).version,
  staleTime: Infinity,
})

export type { Language }

export const languagesQuery = queryOptions({
  queryKey: ['languages'],
  queryFn: () => apiRequest<Language[]>('/rest/languages'),
  staleTime: Infinity,
})
