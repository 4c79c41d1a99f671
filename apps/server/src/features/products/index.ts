import type { Feature } from '../../context'
import { productsDetectors } from './products.challenges'
import { productsRouter } from './products.router'

export const products: Feature = { name: 'products', router: productsRouter, detectors: productsDetectors }
