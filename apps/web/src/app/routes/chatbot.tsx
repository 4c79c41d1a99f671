import { PageCard } from '@/components/page-card'
import { ChatbotConversation } from '@/features/chatbot/components/chatbot-conversation'
import { useApplicationConfig } from '@/lib/app-config'

export default function ChatbotPage() {
  const botName = useApplicationConfig()?.application.chatBot.name ?? 'Juicy'
  return (
    <PageCard titleKey="TITLE_CHATBOT" maxWidth={720}>
      <ChatbotConversation botName={botName} />
    </PageCard>
  )
}
