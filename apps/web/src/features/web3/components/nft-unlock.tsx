import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Key from '@mui/icons-material/Key'
import { errorMessage } from '@/lib/api-client'
import { useNftUnlocked } from '../api/get-nft-unlocked'
import { useSubmitKey } from '../api/submit-key'

/** The public address the soulbound token is bound to (public on any chain explorer). */
const OWNER_ADDRESS = '0x8343d2eb2B13A2495De435a1b15e85b98115Ce05'

/** The shop's soulbound NFT: locked until someone proves they hold its owner's private key. */
export function NftUnlock() {
  const { t } = useTranslation()
  const unlocked = useNftUnlocked().data === true
  const submitKey = useSubmitKey()
  const [privateKey, setPrivateKey] = useState('')

  function authenticate(event: FormEvent) {
    event.preventDefault()
    submitKey.mutate(privateKey.trim())
  }

  return (
    <Stack spacing={2}>
      <Box component="img" src="assets/public/images/juicy-sbt.svg" alt={t('NFT_IMAGE_ALT')} sx={{ width: 200, alignSelf: 'center' }} />
      {unlocked ? (
        <Alert severity="success" data-testid="nft-owner">
          {t('NFT_UNLOCKED', { address: OWNER_ADDRESS })}
        </Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={authenticate} noValidate>
          <Typography variant="body1">{t('NFT_LOCKED_INTRO')}</Typography>
          <TextField
            label={t('LABEL_PRIVATE_KEY')}
            value={privateKey}
            onChange={(event) => setPrivateKey(event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          />
          {submitKey.isError && (
            <Alert severity="error" data-testid="nft-key-refused">
              {errorMessage(submitKey.error)}
            </Alert>
          )}
          <Button type="submit" variant="contained" startIcon={<Key />} disabled={privateKey.trim() === '' || submitKey.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('BTN_AUTHENTICATE')}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}
