import type { Feature } from './context'
import { chatbot } from './features/chatbot'
import { clientSide } from './features/client-side'
import { feedback } from './features/feedback'
import { ftp } from './features/ftp'
import { memories } from './features/memories'
import { platform } from './features/platform'
import { products } from './features/products'
import { promotion } from './features/promotion'
import { privacy } from './features/privacy'
import { profile } from './features/profile'
import { recycles } from './features/recycles'
import { reviews } from './features/reviews'
import { users } from './features/users'
import { wallet } from './features/wallet'
import { training } from './training'

/**
 * THE route table: every feature of the shop, one line each, mounted in this order
 * (static routers first, then API routers; custom resources before generic ones).
 */
export const features: readonly Feature[] = [
  platform,
  training,
  clientSide,
  ftp,
  products,
  reviews,
  memories,
  chatbot,
  recycles,
  promotion,
  users,
  profile,
  privacy,
  wallet,
  feedback,
]
