import { useMutation } from '@tanstack/react-query'
import type { DataExport } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

export type { DataExport }

export interface DataExportRequest {
  format: string
  /** Only when the server asked for a captcha (an export in the last five minutes). */
  answer?: string
}

/** Everything the shop stores about the logged-in user. */
export function exportUserData(request: DataExportRequest): Promise<DataExport> {
  return apiRequest<DataExport>('/rest/user/data-export', { method: 'POST', body: request })
}

/** Exporting the logged-in user's data. Nothing cached changes, so nothing is invalidated. */
export function useExportUserData() {
  return useMutation({ mutationFn: exportUserData })
}
