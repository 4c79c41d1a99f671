import type { Feature } from './context'
import { accessLog } from './features/access-log'
import { addresses } from './features/addresses'
import { b2b } from './features/b2b'
import { basket } from './features/basket'
import { chatbot } from './features/chatbot'
import { clientSide } from './features/client-side'
import { feedback } from './features/feedback'
import { files } from './features/files'
import { ftp } from './features/ftp'
import { hidden } from './features/hidden'
import { metrics } from './features/metrics'
import { orders } from './features/orders'
import { memories } from './features/memories'
import { platform } from './features/platform'
import { products } from './features/products'
import { promotion } from './features/promotion'
import { privacy } from './features/privacy'
import { profile } from './features/profile'
import { redirect } from './features/redirect'
import { securityTxt } from './features/security-txt'
import { recycles } from './features/recycles'
import { reviews } from './features/reviews'
import { users } from './features/users'
import { wallet } from './features/wallet'
import { web3 } from './features/web3'
import { codingChallenges, training } from './training'

/**
 * THE route table: every feature of the shop, one line each, mounted in this order
 * (static routers first, then API routers; custom resources before generic ones).
 */
export const features: readonly Feature[] = [
  metrics,
  accessLog,
  platform,
  training,
  codingChallenges,
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
  addresses,
  basket,
  orders,
  feedback,
  files,
  b2b,
  redirect,
  securityTxt,
  hidden,
  web3,
]
