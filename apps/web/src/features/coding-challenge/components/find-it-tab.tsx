import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FindItVerdict } from '@pulp/shared'
import { errorMessage } from '@/lib/api-client'
import { useFindItVerdict } from '../api/snippets'

interface FindItTabProps {
  challengeKey: string
  snippet: string
  solved: boolean
  onSolved: () => void
}

/** Find It: mark the lines that hold the hole (numbered from 1, like the server counts them), then submit. */
export function FindItTab({ challengeKey, snippet, solved, onSolved }: FindItTabProps) {
  const { t } = useTranslation()
  const [selected, setSelected] = useState<number[]>([])
  const [verdict, setVerdict] = useState<FindItVerdict | null>(null)
  const findIt = useFindItVerdict()
  const lines = snippet.split('\n')

  const toggle = (lineNumber: number) => {
    setVerdict(null)
    setSelected((chosen) => (chosen.includes(lineNumber) ? chosen.filter((n) => n !== lineNumber) : [...chosen, lineNumber].sort((a, b) => a - b)))
  }

  const submit = () =>
    findIt.mutate(
      { key: challengeKey, selectedLines: selected },
      {
        onSuccess: (answer) => {
          setVerdict(answer)
          if (answer.verdict) onSolved()
        },
      },
    )

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t(solved ? 'FIND_IT_DONE' : 'FIND_IT_INSTRUCTIONS')}</Typography>
      <Box
        role="group"
        aria-label={t('LABEL_SNIPPET')}
        sx={{ fontFamily: 'monospace', fontSize: 13, overflowX: 'auto', maxHeight: '55vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {lines.map((text, index) => {
          const lineNumber = index + 1
          const checked = selected.includes(lineNumber)
          return (
            <Box
              key={lineNumber}
              data-testid="snippet-line"
              sx={{ display: 'flex', alignItems: 'center', bgcolor: checked ? 'rgba(244, 67, 54, 0.15)' : undefined, minWidth: 'max-content' }}
            >
              <Checkbox
                size="small"
                checked={checked}
                onChange={() => toggle(lineNumber)}
                slotProps={{ input: { 'aria-label': t('LABEL_SNIPPET_LINE', { line: lineNumber }) } }}
                sx={{ p: 0.25 }}
              />
              <Box component="span" sx={{ width: '3ch', textAlign: 'right', color: 'text.secondary', mr: 1.5, userSelect: 'none' }}>
                {lineNumber}
              </Box>
              <Box component="code" sx={{ whiteSpace: 'pre', pr: 2 }} onClick={() => toggle(lineNumber)}>
                {text}
              </Box>
            </Box>
          )
        })}
      </Box>
      {verdict?.verdict === true && <Alert severity="success">{t('FIND_IT_CORRECT')}</Alert>}
      {verdict?.verdict === false && (
        <Alert severity="error">
          {t('FIND_IT_WRONG')}
          {verdict.hint && <Typography variant="body2" data-testid="find-it-hint">{verdict.hint}</Typography>}
        </Alert>
      )}
      {findIt.isError && <Alert severity="error">{errorMessage(findIt.error)}</Alert>}
      <Box>
        <Button variant="contained" onClick={submit} disabled={selected.length === 0} loading={findIt.isPending}>
          {t('BTN_SUBMIT')}
        </Button>
      </Box>
    </Stack>
  )
}
