export { AssistantChat } from './components/assistant-chat'
