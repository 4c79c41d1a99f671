import type { Feature } from '../../context'
import { ordersDetectors } from './orders.challenges'
import { ordersRouter } from './orders.router'

export const orders: Feature = { name: 'orders', router: ordersRouter, detectors: ordersDetectors }
