import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import type { DiffLine, SideBySideRow } from './line-diff'
import { diffLines, sideBySide } from './line-diff'

export type DiffFormat = 'LineByLine' | 'SideBySide'

const MARK = { same: ' ', removed: '-', added: '+' } as const
const BACKGROUND = { same: 'transparent', removed: 'rgba(244, 67, 54, 0.18)', added: 'rgba(76, 175, 80, 0.2)' } as const

const codeBox = {
  fontFamily: 'monospace',
  fontSize: 13,
  overflowX: 'auto',
  maxHeight: '50vh',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  m: 0,
} as const

function Cell({ line, number }: { line?: DiffLine; number?: number }) {
  return (
    <>
      <Box component="td" sx={{ px: 1, color: 'text.secondary', textAlign: 'right', userSelect: 'none', verticalAlign: 'top' }}>
        {number}
      </Box>
      <Box
        component="td"
        data-kind={line?.kind}
        sx={{ whiteSpace: 'pre', pr: 2, bgcolor: line ? BACKGROUND[line.kind] : 'action.hover', verticalAlign: 'top' }}
      >
        {line ? `${MARK[line.kind]} ${line.text}` : ''}
      </Box>
    </>
  )
}

function SideBySideRows({ rows }: { rows: SideBySideRow[] }) {
  return rows.map((row, index) => (
    <tr key={index}>
      <Cell line={row.left} number={row.left?.oldNumber} />
      <Cell line={row.right} number={row.right?.newNumber} />
    </tr>
  ))
}

/** The chosen fix against the snippet: line by line (one column) or side by side (old left, new right). */
export function DiffView({ original, changed, format }: { original: string; changed: string; format: DiffFormat }) {
  const { t } = useTranslation()
  const lines = diffLines(original, changed)
  return (
    // focusable, so that keyboard users can scroll a long or wide diff
    <Box sx={codeBox} tabIndex={0}>
      <Box component="table" aria-label={t('LABEL_FIX_DIFF')} sx={{ borderCollapse: 'collapse', minWidth: '100%' }}>
        <tbody>
          {format === 'SideBySide' ? (
            <SideBySideRows rows={sideBySide(lines)} />
          ) : (
            lines.map((line, index) => (
              <tr key={index}>
                <Cell line={line} number={line.newNumber ?? line.oldNumber} />
              </tr>
            ))
          )}
        </tbody>
      </Box>
    </Box>
  )
}
