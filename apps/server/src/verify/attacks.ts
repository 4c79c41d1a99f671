import { accessLogAttacks } from '../features/access-log/access-log.attacks'
import { basketAttacks } from '../features/basket/basket.attacks'
import { filesAttacks } from '../features/files/files.attacks'
import { ftpAttacks } from '../features/ftp/ftp.attacks'
import { hiddenAttacks } from '../features/hidden/hidden.attacks'
import { metricsAttacks } from '../features/metrics/metrics.attacks'
import { platformAttacks } from '../features/platform/platform.attacks'
import { productsAttacks } from '../features/products/products.attacks'
import { redirectAttacks } from '../features/redirect/redirect.attacks'
import { securityTxtAttacks } from '../features/security-txt/security-txt.attacks'
import { usersAttacks } from '../features/users/users.attacks'
import type { Attacks } from '../lib/attacks'

/** Every published attack that a feature's exploit test runs too: one line per feature. */
export const allAttacks: Attacks = {
  ...accessLogAttacks,
  ...basketAttacks,
  ...filesAttacks,
  ...ftpAttacks,
  ...hiddenAttacks,
  ...metricsAttacks,
  ...platformAttacks,
  ...productsAttacks,
  ...redirectAttacks,
  ...securityTxtAttacks,
  ...usersAttacks,
}
