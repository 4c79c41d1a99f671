import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ImageCaptcha } from '@pulp/shared'
import { apiRequest } from '@/lib/api-client'

const imageCaptchaQuery = (round: number) =>
  queryOptions({
    queryKey: ['image-captcha', round],
    queryFn: () => apiRequest<ImageCaptcha>('/rest/image-captcha'),
    staleTime: Infinity,
    gcTime: 0,
  })

/** A fresh picture captcha per `round` (each request also makes it the one the server expects next). */
export function useImageCaptcha(round: number, enabled: boolean) {
  return useQuery({ ...imageCaptchaQuery(round), enabled })
}
