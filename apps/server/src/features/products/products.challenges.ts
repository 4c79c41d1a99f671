import type { AppContext } from '../../context'
import { defineDetectors } from '../../training/detectors'
import { schemaStatements, userCredentials } from './products.repo'

/** Whether the serialised answer shows `value`, raw or JSON-escaped. */
const shows = (answer: string, value: string): boolean => answer.includes(value) || answer.includes(JSON.stringify(value).slice(1, -1))

function leaksAllCredentials(ctx: AppContext, answer: string): boolean {
  const users = userCredentials(ctx.db)
  return users.length > 0 && users.every(({ email, password }) => shows(answer, email ?? '') && shows(answer, password ?? ''))
}

const leaksSchema = (ctx: AppContext, answer: string): boolean => schemaStatements(ctx.db).every((sql) => shows(answer, sql))

/** UNION injections through the product search: every user's credentials, or the whole database schema, in the answer. */
export const productsDetectors = defineDetectors(['unionSqlInjectionChallenge', 'dbSchemaChallenge'], (ctx) => {
  ctx.bus.on('products:searched', ({ rows }) => {
    const answer = JSON.stringify(rows)
    if (!ctx.training.isSolved('unionSqlInjectionChallenge') && leaksAllCredentials(ctx, answer)) ctx.training.solve('unionSqlInjectionChallenge')
    if (!ctx.training.isSolved('dbSchemaChallenge') && leaksSchema(ctx, answer)) ctx.training.solve('dbSchemaChallenge')
  })
})
