import type { Feature } from '../../context'
import { memoriesDetectors } from './memories.challenges'
import { memoriesRouter, memoriesStaticRouter } from './memories.router'

export const memories: Feature = { name: 'memories', staticRouter: memoriesStaticRouter, router: memoriesRouter, detectors: memoriesDetectors }
