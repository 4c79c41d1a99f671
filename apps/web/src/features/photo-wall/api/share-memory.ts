import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { memoriesQueryKey, type Memory } from './get-memories'

/** POST /rest/memories: a png or jpeg photo with its caption, as multipart. */
export function useShareMemory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ image, caption }: { image: File; caption: string }) => {
      const form = new FormData()
      form.append('image', image)
      form.append('caption', caption)
      return (await apiRequest<{ data: Memory }>('/rest/memories', { method: 'POST', body: form })).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey }),
  })
}
