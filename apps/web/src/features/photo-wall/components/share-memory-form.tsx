import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import PhotoCamera from '@mui/icons-material/PhotoCamera'
import { useTranslation } from 'react-i18next'
import { MEMORY_CAPTION_MAX, MEMORY_IMAGE_MAX_BYTES } from '@pulp/shared'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { useSubmit } from '@/lib/use-submit'
import { useShareMemory } from '../api/share-memory'

const IMAGE_TYPES = ['image/png', 'image/jpeg']

/** Why the chosen file cannot go on the wall, as a translation key, or null when it can. */
function imageProblem(file: File | null): string | null {
  if (!file) return null
  if (!IMAGE_TYPES.includes(file.type)) return 'INVALID_PHOTO_TYPE'
  if (file.size > MEMORY_IMAGE_MAX_BYTES) return 'INVALID_PHOTO_SIZE'
  return null
}

/** Upload form (logged-in users): one png or jpeg image and a caption. */
export function ShareMemoryForm() {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const shareMemory = useShareMemory()
  const [image, setImage] = useState<File | null>(null)
  const [caption, setCaption] = useState('')
  const [formKey, setFormKey] = useState(0)
  const problem = imageProblem(image)
  const ready = image !== null && problem === null && caption.trim() !== ''
  const { pending, onSubmit } = useSubmit(
    ready,
    async () => {
      await shareMemory.mutateAsync({ image: image as File, caption })
      setImage(null)
      setCaption('')
      setFormKey((key) => key + 1)
      showSnackbar(t('CONFIRM_PHOTO_SHARED'))
    },
    (error) => showSnackbar(errorMessage(error), { severity: 'error' }),
  )
  return (
    <Box key={formKey} component="form" onSubmit={onSubmit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}>
      <Button component="label" variant="outlined" startIcon={<PhotoCamera />}>
        {t('BTN_CHOOSE_PHOTO')}
        <input
          hidden
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-label={t('LABEL_PHOTO')}
          onChange={(event) => setImage(event.target.files?.[0] ?? null)}
        />
      </Button>
      <Box sx={{ flex: '1 1 240px' }}>
        <TextField
          label={t('LABEL_CAPTION')}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: MEMORY_CAPTION_MAX } }}
        />
        <Typography variant="caption" color={problem ? 'error' : 'text.secondary'} role={problem ? 'alert' : undefined}>
          {problem ? t(problem, { size: `${MEMORY_IMAGE_MAX_BYTES / 1_000_000} MB` }) : (image?.name ?? t('LABEL_NO_PHOTO_CHOSEN'))}
        </Typography>
      </Box>
      <Button type="submit" variant="contained" disabled={!ready || pending}>
        {t('BTN_SHARE_PHOTO')}
      </Button>
    </Box>
  )
}
