import type { Feature } from '../../context'
import { addressesRouter } from './addresses.router'

export const addresses: Feature = { name: 'addresses', router: addressesRouter }
