import { accessLogAttacks } from '../features/access-log/access-log.attacks'
import { b2bAttacks } from '../features/b2b/b2b.attacks'
import { basketAttacks } from '../features/basket/basket.attacks'
import { filesAttacks } from '../features/files/files.attacks'
import { ftpAttacks } from '../features/ftp/ftp.attacks'
import { hiddenAttacks } from '../features/hidden/hidden.attacks'
import { metricsAttacks } from '../features/metrics/metrics.attacks'
import { ordersAttacks } from '../features/orders/orders.attacks'
import { platformAttacks } from '../features/platform/platform.attacks'
import { privacyAttacks } from '../features/privacy/privacy.attacks'
import { productsAttacks } from '../features/products/products.attacks'
import { profileAttacks } from '../features/profile/profile.attacks'
import { redirectAttacks } from '../features/redirect/redirect.attacks'
import { securityTxtAttacks } from '../features/security-txt/security-txt.attacks'
import { usersAttacks } from '../features/users/users.attacks'
import { walletAttacks } from '../features/wallet/wallet.attacks'
import type { Attacks } from '../lib/attacks'
import { trainingAttacks } from '../training/training.attacks'

/** Every published attack that a feature's exploit test runs too: one line per feature. */
export const allAttacks: Attacks = {
  ...accessLogAttacks,
  ...b2bAttacks,
  ...basketAttacks,
  ...filesAttacks,
  ...ftpAttacks,
  ...hiddenAttacks,
  ...metricsAttacks,
  ...ordersAttacks,
  ...platformAttacks,
  ...privacyAttacks,
  ...productsAttacks,
  ...profileAttacks,
  ...redirectAttacks,
  ...securityTxtAttacks,
  ...trainingAttacks,
  ...usersAttacks,
  ...walletAttacks,
}
