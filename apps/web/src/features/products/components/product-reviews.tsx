import { useState } from 'react'
import Avatar from '@mui/material/Avatar'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Edit from '@mui/icons-material/Edit'
import ThumbUp from '@mui/icons-material/ThumbUp'
import { useTranslation } from 'react-i18next'
import type { Review } from '@pulp/shared'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { decodeTokenPayload } from '@/lib/auth-storage'
import { useSession } from '@/lib/session'
import { useLikeReview } from '../api/like-review'
import { useProductReviews } from '../api/search-products'
import { EditReviewDialog } from './edit-review-dialog'
import { ReviewForm } from './review-form'

/** Likes: a logged-in user likes a review once; the button is disabled once liked. */
function LikeButton({ productId, review, canLike }: { productId: number; review: Review; canLike: boolean }) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const likeReview = useLikeReview(productId)
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton
        size="small"
        aria-label={t('LABEL_LIKE_REVIEW')}
        disabled={!canLike || review.liked === true || likeReview.isPending}
        onClick={() => likeReview.mutate(review._id, { onError: (error) => showSnackbar(errorMessage(error), { severity: 'error' }) })}
      >
        <ThumbUp fontSize="small" />
      </IconButton>
      <Typography variant="body2" aria-label={t('LIKES')}>
        {review.likesCount}
      </Typography>
    </Stack>
  )
}

/** The reviews of a product; logged-in users write, like and edit their own. */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation()
  const { token, isLoggedIn } = useSession()
  const email = decodeTokenPayload(token)?.data?.email
  const { data: reviews, isPending } = useProductReviews(productId)
  const [editing, setEditing] = useState<Review | null>(null)
  if (isPending) return <CircularProgress size={24} aria-label={t('LOADING')} />
  return (
    <>
      {reviews?.length ? (
        <List dense aria-label={t('LABEL_REVIEWS')}>
          {reviews.map((review) => (
            <ListItem
              key={review._id}
              secondaryAction={
                <Stack direction="row">
                  {isLoggedIn && email !== undefined && review.author === email && (
                    <IconButton size="small" aria-label={t('TITLE_EDIT_REVIEW')} onClick={() => setEditing(review)}>
                      <Edit fontSize="small" />
                    </IconButton>
                  )}
                  <LikeButton productId={productId} review={review} canLike={isLoggedIn} />
                </Stack>
              }
            >
              <ListItemAvatar>
                <Avatar>{(review.author || '?').charAt(0).toUpperCase()}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={review.message} secondary={review.author || t('ANONYMOUS')} sx={{ pr: 8 }} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('EMPTY_REVIEW_LIST')}
        </Typography>
      )}
      {isLoggedIn && email !== undefined && <ReviewForm productId={productId} author={email} />}
      {editing && <EditReviewDialog productId={productId} review={editing} onClose={() => setEditing(null)} />}
    </>
  )
}
