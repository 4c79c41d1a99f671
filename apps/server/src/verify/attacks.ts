import { accessLogAttacks } from '../features/access-log/access-log.attacks'
import { basketAttacks } from '../features/basket/basket.attacks'
import { chatbotAttacks } from '../features/chatbot/chatbot.attacks'
import { clientSideAttacks } from '../features/client-side/client-side.attacks'
import { feedbackAttacks } from '../features/feedback/feedback.attacks'
import { filesAttacks } from '../features/files/files.attacks'
import { ftpAttacks } from '../features/ftp/ftp.attacks'
import { hiddenAttacks } from '../features/hidden/hidden.attacks'
import { llmChatAttacks } from '../features/llm-chat/llm-chat.attacks'
import { memoriesAttacks } from '../features/memories/memories.attacks'
import { metricsAttacks } from '../features/metrics/metrics.attacks'
import { platformAttacks } from '../features/platform/platform.attacks'
import { productsAttacks } from '../features/products/products.attacks'
import { redirectAttacks } from '../features/redirect/redirect.attacks'
import { reviewsAttacks } from '../features/reviews/reviews.attacks'
import { securityTxtAttacks } from '../features/security-txt/security-txt.attacks'
import { usersAttacks } from '../features/users/users.attacks'
import { web3Attacks } from '../features/web3/web3.attacks'
import type { Attacks } from '../lib/attacks'

/** Every published attack that a feature's exploit test runs too: one line per feature. */
export const allAttacks: Attacks = {
  ...accessLogAttacks,
  ...basketAttacks,
  ...chatbotAttacks,
  ...clientSideAttacks,
  ...feedbackAttacks,
  ...filesAttacks,
  ...ftpAttacks,
  ...hiddenAttacks,
  ...llmChatAttacks,
  ...memoriesAttacks,
  ...metricsAttacks,
  ...platformAttacks,
  ...productsAttacks,
  ...redirectAttacks,
  ...reviewsAttacks,
  ...securityTxtAttacks,
  ...usersAttacks,
  ...web3Attacks,
}
