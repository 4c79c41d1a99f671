import { accessLogAttacks } from '../features/access-log/access-log.attacks'
import { b2bAttacks } from '../features/b2b/b2b.attacks'
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
import { ordersAttacks } from '../features/orders/orders.attacks'
import { platformAttacks } from '../features/platform/platform.attacks'
import { privacyAttacks } from '../features/privacy/privacy.attacks'
import { productsAttacks } from '../features/products/products.attacks'
import { profileAttacks } from '../features/profile/profile.attacks'
import { redirectAttacks } from '../features/redirect/redirect.attacks'
import { reviewsAttacks } from '../features/reviews/reviews.attacks'
import { securityTxtAttacks } from '../features/security-txt/security-txt.attacks'
import { usersAttacks } from '../features/users/users.attacks'
import { walletAttacks } from '../features/wallet/wallet.attacks'
import { web3Attacks } from '../features/web3/web3.attacks'
import { trainingAttacks } from '../training/training.attacks'
import type { Attacks } from '../lib/attacks'

/** Every published attack that a feature's exploit test runs too: one line per feature. */
export const allAttacks: Attacks = {
  ...accessLogAttacks,
  ...b2bAttacks,
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
  ...ordersAttacks,
  ...platformAttacks,
  ...privacyAttacks,
  ...productsAttacks,
  ...profileAttacks,
  ...redirectAttacks,
  ...reviewsAttacks,
  ...securityTxtAttacks,
  ...trainingAttacks,
  ...usersAttacks,
  ...walletAttacks,
  ...web3Attacks,
}
