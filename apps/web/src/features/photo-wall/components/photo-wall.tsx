import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import ImageList from '@mui/material/ImageList'
import ImageListItem from '@mui/material/ImageListItem'
import ImageListItemBar from '@mui/material/ImageListItemBar'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { useMemories, type Memory } from '../api/get-memories'
import { ShareMemoryForm } from './share-memory-form'

// vuln-code-snippet start missingEncodingChallenge
/** The image address as stored: file names are used as they are, whatever characters they hold. */
const imageSource = (memory: Memory): string => memory.imagePath // vuln-code-snippet vuln-line missingEncodingChallenge
// vuln-code-snippet end missingEncodingChallenge

/** The photo wall: every shared memory with its caption; logged-in users add their own. */
export function PhotoWall() {
  const { t } = useTranslation()
  const { isLoggedIn } = useSession()
  const { data: memories, isPending, error } = useMemories()
  const wide = useMediaQuery('(min-width: 900px)')
  const medium = useMediaQuery('(min-width: 600px)')
  const columns = wide ? 3 : medium ? 2 : 1
  return (
    <>
      {isLoggedIn && <ShareMemoryForm />}
      {isPending && <CircularProgress aria-label={t('LOADING')} />}
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {memories?.length === 0 && <Alert severity="info">{t('EMPTY_PHOTO_WALL')}</Alert>}
      <ImageList cols={columns} gap={12} aria-label={t('TITLE_PHOTO_WALL')}>
        {(memories ?? []).map((memory) => (
          <ImageListItem key={memory.id}>
            <img src={imageSource(memory)} alt={memory.caption} loading="lazy" style={{ aspectRatio: '4 / 3', objectFit: 'cover' }} />
            <ImageListItemBar title={memory.caption} subtitle={memory.User?.username || undefined} sx={{ '& .MuiImageListItemBar-title': { whiteSpace: 'normal' } }} />
          </ImageListItem>
        ))}
      </ImageList>
    </>
  )
}
