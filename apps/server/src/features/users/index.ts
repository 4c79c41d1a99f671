import type { Feature } from '../../context'
import { defineDetectors, type DetectorModule } from '../../training/detectors'
import { usersDetectors } from './users.challenges'
import { passwordDetectors } from './users.password.challenges'
import { usersRouter } from './users.router'
import { tokenDetectors } from './users.tokens.challenges'

const allOf = (...modules: DetectorModule[]): DetectorModule =>
  defineDetectors(
    modules.flatMap((module) => module.keys),
    (ctx) => modules.forEach((module) => module.register(ctx)),
  )

export const users: Feature = { name: 'users', router: usersRouter, detectors: allOf(usersDetectors, passwordDetectors, tokenDetectors) }
