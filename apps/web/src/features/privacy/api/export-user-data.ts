import { apiRequest } from '@/lib/api-client'

export interface DataExportRequest {
  format: string
  /** Only when the server asked for a captcha (an export in the last five minutes). */
  answer?: string
}

export interface DataExport {
  /** The exported data as pretty-printed JSON text. */
  userData: string
  confirmation: string
}

/** Everything the shop stores about the logged-in user. */
export function exportUserData(request: DataExportRequest): Promise<DataExport> {
  return apiRequest<DataExport>('/rest/user/data-export', { method: 'POST', body: request })
}
