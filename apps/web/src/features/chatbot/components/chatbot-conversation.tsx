import { useEffect, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import SmartToy from '@mui/icons-material/SmartToy'
import { useTranslation } from 'react-i18next'
import { CHATBOT_QUERY_MAX, type ChatbotRequest } from '@pulp/shared'
import { errorMessage } from '@/lib/api-client'
import { useSubmit } from '@/lib/use-submit'
import { useChatbotStatus } from '../api/get-chatbot-status'
import { useSendChatbotMessage } from '../api/send-chatbot-message'

interface ChatLine {
  from: 'bot' | 'me'
  text: string
}

function Bubble({ line, botName }: { line: ChatLine; botName: string }) {
  const mine = line.from === 'me'
  return (
    <Stack direction={mine ? 'row-reverse' : 'row'} spacing={1} sx={{ alignItems: 'flex-end' }} aria-label={mine ? undefined : botName}>
      {!mine && (
        <Avatar sx={{ bgcolor: 'secondary.main', width: 32, height: 32 }}>
          <SmartToy fontSize="small" />
        </Avatar>
      )}
      <Paper
        variant="outlined"
        sx={{ px: 1.5, py: 1, maxWidth: '75%', bgcolor: mine ? 'primary.main' : 'background.paper', color: mine ? 'primary.contrastText' : 'text.primary' }}
      >
        {line.text}
      </Paper>
    </Stack>
  )
}

/** A conversation with the support bot; its answer decides whether the next message is a question or a name. */
export function ChatbotConversation({ botName }: { botName: string }) {
  const { t } = useTranslation()
  const status = useChatbotStatus()
  const sendMessage = useSendChatbotMessage()
  const [lines, setLines] = useState<ChatLine[]>([])
  const [nextAction, setNextAction] = useState<ChatbotRequest['action'] | undefined>(undefined)
  const [draft, setDraft] = useState('')
  const end = useRef<HTMLDivElement>(null)
  const action = nextAction ?? (status.data?.action === 'namequery' ? 'setname' : 'query')

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' })
  }, [lines])

  const { pending, onSubmit } = useSubmit(
    draft.trim() !== '',
    async () => {
      const text = draft
      setDraft('')
      setLines((previous) => [...previous, { from: 'me', text }])
      const answer = await sendMessage.mutateAsync({ action, query: text })
      setLines((previous) => [...previous, { from: 'bot', text: answer.body }])
      setNextAction(answer.action === 'namequery' ? 'setname' : 'query')
    },
    (error) => setLines((previous) => [...previous, { from: 'bot', text: errorMessage(error) }]),
  )

  if (status.isPending) return <CircularProgress aria-label={t('LOADING')} />
  if (status.error) return <Alert severity="error">{errorMessage(status.error)}</Alert>
  return (
    <Box>
      <Stack spacing={1.5} role="log" aria-label={t('LABEL_CHAT_HISTORY')} sx={{ maxHeight: 420, overflowY: 'auto', mb: 2, p: 1 }}>
        <Bubble line={{ from: 'bot', text: status.data.body }} botName={botName} />
        {lines.map((line, index) => (
          <Bubble key={index} line={line} botName={botName} />
        ))}
        <div ref={end} />
      </Stack>
      <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          fullWidth
          size="small"
          label={t(action === 'setname' ? 'LABEL_CHAT_NAME' : 'LABEL_CHAT_MESSAGE')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CHATBOT_QUERY_MAX } }}
        />
        <Button type="submit" variant="contained" disabled={pending || draft.trim() === ''}>
          {t('BTN_SEND')}
        </Button>
      </Box>
    </Box>
  )
}
