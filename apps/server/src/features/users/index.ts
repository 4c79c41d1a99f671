import type { Feature } from '../../context'
import { usersDetectors } from './users.challenges'
import { usersRouter } from './users.router'

export const users: Feature = { name: 'users', router: usersRouter, detectors: usersDetectors }
