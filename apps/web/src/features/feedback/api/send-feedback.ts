import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export interface NewFeedback {
  UserId?: number
  captchaId: number
  captcha: string
  comment: string
  rating: number
}

/** The administration page lists feedback under this key. */
const FEEDBACK_LIST_KEY = ['feedbacks']

/** POST /api/Feedbacks; the feedback lists reload afterwards. */
export function useSendFeedback() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (feedback: NewFeedback) => apiRequest('/api/Feedbacks/', { method: 'POST', body: feedback }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_LIST_KEY }),
  })
}
