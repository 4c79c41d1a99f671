import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PageCard } from '@/components/page-card'
import { AssistantChat } from '@/features/assistant-chat'
import { ChatbotConversation } from '@/features/chatbot/components/chatbot-conversation'
import { useApplicationConfig } from '@/lib/app-config'

/** The AI shop assistant when an LLM is configured; otherwise the rule-based support bot, and a note saying so. */
export default function ChatbotPage() {
  const { t } = useTranslation()
  const chatBot = useApplicationConfig()?.application.chatBot
  const botName = chatBot?.name ?? 'Juicy'
  return (
    <PageCard titleKey="TITLE_CHATBOT" maxWidth={720}>
      {chatBot?.llmApiUrl ? (
        <AssistantChat botName={botName} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('ASSISTANT_NOT_CONFIGURED', { key: 'application.chatBot.llmApiUrl' })}
          </Typography>
          <ChatbotConversation botName={botName} />
        </>
      )}
    </PageCard>
  )
}
