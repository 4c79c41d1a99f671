import { useEffect, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CHAT_MESSAGE_MAX, SHOW_TOOL_CALLS_COOKIE, type ChatMessage } from '@pulp/shared'
import { errorMessage } from '@/lib/api-client'
import { COOKIE_LIFETIME, getCookie, removeCookie, setCookie } from '@/lib/cookies'
import { useSession } from '@/lib/session'
import { useStreamChat } from '../api/stream-chat'
import { EMPTY_REPLY, withEvent, type ChatReply } from './chat-reply'

interface Exchange {
  question: string
  reply: ChatReply
}

function ReplyBubble({ reply, showToolCalls, botName }: { reply: ChatReply; showToolCalls: boolean; botName: string }) {
  const { t } = useTranslation()
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 1, maxWidth: '85%', alignSelf: 'flex-start' }} aria-label={botName}>
      {showToolCalls &&
        reply.toolCalls.map((call) => (
          <Typography key={call.id} component="code" variant="body2" sx={{ display: 'block', fontFamily: 'monospace', color: 'text.secondary' }}>
            {t('LABEL_TOOL_CALL', { name: call.function.name, arguments: call.function.arguments })}
          </Typography>
        ))}
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{reply.text || (reply.finished ? '' : '…')}</Typography>
      {reply.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {reply.error}
        </Alert>
      )}
    </Paper>
  )
}

/** A conversation with the AI shop assistant: each answer streams in as the model writes it. */
export function AssistantChat({ botName }: { botName: string }) {
  const { t } = useTranslation()
  const { role } = useSession()
  const streamChat = useStreamChat()
  const [exchanges, setExchanges] = useState<Exchange[]>([])
  const [draft, setDraft] = useState('')
  const [showToolCalls, setShowToolCalls] = useState(() => getCookie(SHOW_TOOL_CALLS_COOKIE) === 'true')
  const end = useRef<HTMLDivElement>(null)

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' })
  }, [exchanges])

  const toggleToolCalls = (shown: boolean) => {
    if (shown) setCookie(SHOW_TOOL_CALLS_COOKIE, 'true', COOKIE_LIFETIME.oneYear)
    else removeCookie(SHOW_TOOL_CALLS_COOKIE)
    setShowToolCalls(shown)
  }

  const updateLastReply = (update: (reply: ChatReply) => ChatReply) =>
    setExchanges((previous) => previous.map((exchange, index) => (index === previous.length - 1 ? { ...exchange, reply: update(exchange.reply) } : exchange)))

  const send = (event: React.FormEvent) => {
    event.preventDefault()
    const question = draft.trim()
    if (question === '' || streamChat.isPending) return
    const messages: ChatMessage[] = exchanges.flatMap((exchange) => [
      { role: 'user' as const, content: exchange.question },
      { role: 'assistant' as const, content: exchange.reply.text },
    ])
    messages.push({ role: 'user', content: question })
    setDraft('')
    setExchanges((previous) => [...previous, { question, reply: EMPTY_REPLY }])
    streamChat.mutate(
      { messages, onEvent: (streamed) => updateLastReply((reply) => withEvent(reply, streamed)) },
      {
        onSuccess: () => updateLastReply((reply) => ({ ...reply, finished: true })),
        onError: (error) => updateLastReply((reply) => ({ ...reply, error: errorMessage(error), finished: true })),
      },
    )
  }

  return (
    <Box>
      {role === 'admin' && (
        <FormControlLabel control={<Switch checked={showToolCalls} onChange={(_event, checked) => toggleToolCalls(checked)} />} label={t('LABEL_SHOW_TOOL_CALLS')} />
      )}
      <Stack spacing={1.5} role="log" aria-label={t('LABEL_CHAT_HISTORY')} aria-busy={streamChat.isPending} sx={{ maxHeight: 460, overflowY: 'auto', mb: 2, p: 1 }}>
        <Typography color="text.secondary">{t('ASSISTANT_GREETING', { name: botName })}</Typography>
        {exchanges.map((exchange, index) => (
          <Stack key={index} spacing={1}>
            <Paper sx={{ px: 1.5, py: 1, maxWidth: '85%', alignSelf: 'flex-end', bgcolor: 'primary.main', color: 'primary.contrastText' }}>{exchange.question}</Paper>
            <ReplyBubble reply={exchange.reply} showToolCalls={showToolCalls} botName={botName} />
          </Stack>
        ))}
        <div ref={end} />
      </Stack>
      <Box component="form" onSubmit={send} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          fullWidth
          size="small"
          label={t('LABEL_CHAT_MESSAGE')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX } }}
        />
        <Button type="submit" variant="contained" disabled={streamChat.isPending || draft.trim() === ''}>
          {t('BTN_SEND')}
        </Button>
      </Box>
    </Box>
  )
}
