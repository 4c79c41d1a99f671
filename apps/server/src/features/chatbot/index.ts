import type { Feature } from '../../context'
import { chatbotDetectors } from './chatbot.challenges'
import { chatbotRouter } from './chatbot.router'

export const chatbot: Feature = { name: 'chatbot', router: chatbotRouter, detectors: chatbotDetectors }
