import { useMutation } from '@tanstack/react-query'
import { apiUpload } from '@/lib/api-client'

/** POST /file-upload: the invoice that goes with a complaint. */
export function useUploadInvoice() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData()
      form.append('file', file)
      await apiUpload('/file-upload', form)
    },
  })
}
