import type { Feature } from '../../context'
import { recyclesRouter } from './recycles.router'

export const recycles: Feature = { name: 'recycles', router: recyclesRouter }
