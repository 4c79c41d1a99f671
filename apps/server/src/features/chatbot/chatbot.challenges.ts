import { defineDetectors } from '../../training/detectors'

/** Bully Chatbot: it handed out a coupon; Kill Chatbot: its own self-test failed. */
export const chatbotDetectors = defineDetectors(['bullyChatbotChallenge', 'killChatbotChallenge'], (ctx) => {
  ctx.bus.on('chatbot:coupon-given', () => ctx.training.solve('bullyChatbotChallenge'))
  ctx.bus.on('chatbot:broken', () => ctx.training.solve('killChatbotChallenge'))
})
