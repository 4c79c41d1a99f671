import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import type { FixItVerdict } from '@pulp/shared'
import { errorMessage } from '@/lib/api-client'
import { COOKIE_LIFETIME, getCookie, setCookie } from '@/lib/cookies'
import { useFixes, useFixItVerdict } from '../api/snippets'
import { DiffView, type DiffFormat } from './diff-view'

/** The player's diff layout, kept for a year (default: line by line). */
export const DIFF_FORMAT_COOKIE = 'code-fixes-component-format'

function savedDiffFormat(): DiffFormat {
  return getCookie(DIFF_FORMAT_COOKIE) === 'SideBySide' ? 'SideBySide' : 'LineByLine'
}

/** A random order of 0..count-1 (Fisher–Yates), so that the right fix is not always in the same place. */
export function shuffledOrder(count: number, random = Math.random): number[] {
  const order = Array.from({ length: count }, (_, index) => index)
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  return order
}

interface FixChoicesProps {
  challengeKey: string
  snippet: string
  fixes: string[]
  solved: boolean
  onSolved: () => void
}

function FixChoices({ challengeKey, snippet, fixes, solved, onSolved }: FixChoicesProps) {
  const { t } = useTranslation()
  const [order] = useState(() => shuffledOrder(fixes.length))
  const [chosen, setChosen] = useState(order[0])
  const [format, setFormat] = useState<DiffFormat>(savedDiffFormat)
  const [verdict, setVerdict] = useState<FixItVerdict | null>(null)
  const fixIt = useFixItVerdict()

  const submit = () =>
    fixIt.mutate(
      { key: challengeKey, selectedFix: chosen },
      {
        onSuccess: (answer) => {
          setVerdict(answer)
          if (answer.verdict) onSolved()
        },
      },
    )

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t(solved ? 'FIX_IT_DONE' : 'FIX_IT_INSTRUCTIONS')}</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <RadioGroup
          row
          aria-label={t('LABEL_FIX_OPTIONS')}
          value={String(chosen)}
          onChange={(event) => {
            setChosen(Number(event.target.value))
            setVerdict(null)
          }}
        >
          {order.map((fixIndex, position) => (
            <FormControlLabel key={fixIndex} value={String(fixIndex)} control={<Radio />} label={t('LABEL_FIX_OPTION', { number: position + 1 })} />
          ))}
        </RadioGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={format}
          aria-label={t('LABEL_DIFF_FORMAT')}
          onChange={(_event, next: DiffFormat | null) => {
            if (next === null) return
            setFormat(next)
            setCookie(DIFF_FORMAT_COOKIE, next, COOKIE_LIFETIME.oneYear)
          }}
        >
          <ToggleButton value="LineByLine">{t('DIFF_LINE_BY_LINE')}</ToggleButton>
          <ToggleButton value="SideBySide">{t('DIFF_SIDE_BY_SIDE')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <DiffView original={snippet} changed={fixes[chosen]} format={format} />
      {verdict && (
        <Alert severity={verdict.verdict ? 'success' : 'error'}>
          {t(verdict.verdict ? 'FIX_IT_CORRECT' : 'FIX_IT_WRONG')}
          {verdict.explanation && <Typography variant="body2" data-testid="fix-it-explanation">{verdict.explanation}</Typography>}
        </Alert>
      )}
      {fixIt.isError && <Alert severity="error">{errorMessage(fixIt.error)}</Alert>}
      <Box>
        <Button variant="contained" onClick={submit} loading={fixIt.isPending}>
          {t('BTN_SUBMIT')}
        </Button>
      </Box>
    </Stack>
  )
}

/** Fix It: choose the version of the snippet that closes the hole, comparing each with the original. */
export function FixItTab(props: Omit<FixChoicesProps, 'fixes'>) {
  const { t } = useTranslation()
  const fixes = useFixes(props.challengeKey)
  if (fixes.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (fixes.isError) return <Alert severity="error">{errorMessage(fixes.error)}</Alert>
  return <FixChoices {...props} fixes={fixes.data.fixes} />
}
