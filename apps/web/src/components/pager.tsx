import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import NativeSelect from '@mui/material/NativeSelect'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'

interface PagerProps {
  count: number
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  /** With two or more sizes (and a label), a native select offers them. */
  pageSizeOptions?: number[]
  pageSizeLabel?: string
  onPageSizeChange?: (pageSize: number) => void
}

/**
 * Page controls: "from–to of count", previous and next, optionally the page size. A native select keeps the first
 * page free of MUI's menu and popover code.
 */
export function Pager({ count, page, pageSize, onPageChange, pageSizeOptions = [], pageSizeLabel, onPageSizeChange }: PagerProps) {
  const { t } = useTranslation()
  const rtl = useTheme().direction === 'rtl'
  const sizeSelectId = useId()
  const from = count === 0 ? 0 : page * pageSize + 1
  const to = Math.min(count, (page + 1) * pageSize)
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2, px: 1 }}>
      {pageSizeOptions.length > 1 && pageSizeLabel && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="label" htmlFor={sizeSelectId} variant="body2">
            {pageSizeLabel}
          </Typography>
          <NativeSelect
            id={sizeSelectId}
            value={pageSize}
            disableUnderline
            onChange={(event) => onPageSizeChange?.(Number(event.target.value))}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </Box>
      )}
      <Typography variant="body2">{t('PAGINATION_RANGE', { from, to, count })}</Typography>
      <Box>
        <IconButton aria-label={t('PAGINATION_PREVIOUS_PAGE')} disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
          {rtl ? <ChevronRight /> : <ChevronLeft />}
        </IconButton>
        <IconButton aria-label={t('PAGINATION_NEXT_PAGE')} disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
          {rtl ? <ChevronLeft /> : <ChevronRight />}
        </IconButton>
      </Box>
    </Box>
  )
}
