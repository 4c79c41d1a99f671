import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export interface NewComplaint {
  UserId?: number
  message: string
  file?: string
}

interface FiledComplaint {
  id: number
}

export const complaintsQueryKey = ['complaints'] as const

/** POST /api/Complaints; answers the new complaint's id (the reference customer support quotes). */
export function useFileComplaint() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (complaint: NewComplaint) =>
      (await apiRequest<{ data: FiledComplaint }>('/api/Complaints/', { method: 'POST', body: complaint })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintsQueryKey }),
  })
}
