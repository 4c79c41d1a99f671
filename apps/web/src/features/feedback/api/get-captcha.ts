import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export interface Captcha {
  captchaId: number
  captcha: string
}

export const captchaQueryKey = ['captcha'] as const

/** A math captcha for the feedback form; refetch() asks for a new one. */
export function useCaptcha() {
  return useQuery({
    queryKey: captchaQueryKey,
    queryFn: () => apiRequest<Captcha>('/rest/captcha/'),
    staleTime: Infinity,
    gcTime: 0,
  })
}
