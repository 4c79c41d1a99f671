import type { Feature } from '../../context'
import { llmChatDetectors } from './llm-chat.challenges'
import { llmChatRouter } from './llm-chat.router'

export const llmChat: Feature = { name: 'llm-chat', router: llmChatRouter, detectors: llmChatDetectors }
