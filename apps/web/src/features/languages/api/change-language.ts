import { useMutation, useQueryClient } from '@tanstack/react-query'
import { changeLanguage } from '@/lib/i18n'

/**
 * Switches the shop's language. The server sends challenge names, descriptions and hints (and whatever else it
 * translates) in the language of the cookie this sets, so every loaded answer is fetched again.
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeLanguage,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
