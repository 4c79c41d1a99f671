import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { SnackbarProvider } from '@/components/snackbar-provider'

export { testConfig } from './test-config'

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/** Renders routes in a memory router with the app's providers; returns the router to inspect the location. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] })
  const view = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  )
  return { router, ...view }
}

/** Renders one screen at a path; other paths render a marker so navigation can be asserted. */
export function renderScreen(screen: ReactElement, initialPath = '/') {
  const path = initialPath.split('?')[0]
  return renderRoutes(
    [
      { path, element: screen },
      { path: '*', element: <p data-testid="navigated-away" /> },
    ],
    initialPath,
  )
}

/** A JWT-shaped token whose payload carries the given user data (the browser never verifies the signature). */
export function tokenWithData(data: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
  return `${encode({ typ: 'JWT', alg: 'RS256' })}.${encode({ data, bid: 1 })}.signature`
}

/** A token of a user with the given role. */
export function tokenWithRole(role: string): string {
  return tokenWithData({ email: `${role}@juice-sh.op`, role })
}
