import type { AppContext } from '../../context'
import { seededProducts } from '../../db/seed/data'
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
const searchDetectors = (ctx: AppContext): void => {
  ctx.bus.on('products:searched', ({ rows }) => {
    const answer = JSON.stringify(rows)
    if (!ctx.training.isSolved('unionSqlInjectionChallenge') && leaksAllCredentials(ctx, answer)) ctx.training.solve('unionSqlInjectionChallenge')
    if (!ctx.training.isSolved('dbSchemaChallenge') && leaksSchema(ctx, answer)) ctx.training.solve('dbSchemaChallenge')
  })
}

/** The XSS payload the API-only XSS challenge asks for (backticks included). */
const IFRAME_PAYLOAD = '<iframe src="javascript:alert(`xss`)">'
/** The link Product Tampering asks to put into O-Saft's description. */
const TAMPERED_LINK = '<a href="https://owasp.slack.com" target="_blank">'

/** O-Saft no longer links to its project page but to the chat instead. */
function productTampered(row: Record<string, unknown>): boolean {
  const products = seededProducts()
  const oSaftIndex = products.findIndex((product) => product.urlForProductTamperingChallenge !== undefined)
  const oSaftId = oSaftIndex + 1
  const originalUrl = products[oSaftIndex]?.urlForProductTamperingChallenge
  const description = typeof row.description === 'string' ? row.description : ''
  return row.id === oSaftId && originalUrl !== undefined && !description.includes(originalUrl) && description.includes(TAMPERED_LINK)
}

/** Writes through the generic /api/Products resource: a stored IFRAME payload, a tampered O-Saft link. */
const writeDetectors = (ctx: AppContext): void => {
  ctx.bus.on('crud:written', ({ resource, action, row }) => {
    if (resource !== 'Products' || action === 'delete') return
    if (typeof row.description === 'string' && row.description.includes(IFRAME_PAYLOAD)) ctx.training.solve('restfulXssChallenge')
    if (action === 'update' && productTampered(row)) ctx.training.solve('changeProductChallenge')
  })
}

export const productsDetectors = defineDetectors(
  ['unionSqlInjectionChallenge', 'dbSchemaChallenge', 'restfulXssChallenge', 'changeProductChallenge'],
  (ctx) => {
    searchDetectors(ctx)
    writeDetectors(ctx)
  },
)
