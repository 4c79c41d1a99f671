import Alert from '@mui/material/Alert'

/** What came of a form's last submission: a confirmation or the reason it failed. */
export interface Outcome {
  severity: 'success' | 'error'
  text: string
}

/** Shows the outcome above a form; nothing before the first submission. */
export function OutcomeAlert({ outcome, testId }: { outcome: Outcome | null; testId?: string }) {
  if (outcome === null) return null
  return (
    <Alert severity={outcome.severity} data-testid={testId} role={outcome.severity === 'error' ? 'alert' : 'status'}>
      {outcome.text}
    </Alert>
  )
}
