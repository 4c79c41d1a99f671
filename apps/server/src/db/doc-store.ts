/**
 * An in-memory, MongoDB-style document store for the two collections Juice Shop kept in MarsDB: product
 * reviews and orders (research/api.md §4.2). Queries understand field equality, the comparison operators and
 * `$and`/`$or`; updates understand `$set`, `$inc` and `$push`.
 *
 * The store itself is safe: documents are deep-copied on the way in and out, and it runs no JavaScript. The NoSQL
 * holes that paste user input into a `$where` expression evaluate it in `lib/where-sandbox.ts`, in a child process.
 */
import { randomInt } from 'node:crypto'
import type { Order, OrderLine, Review } from '@pulp/shared'

/** A review document (collection `reviews`; Juice Shop's `posts`). */
export type ReviewDoc = Omit<Review, 'liked'>

/** An order document (collection `orders`), as the shop's clients see it. */
export type OrderDoc = Order
export type { OrderLine }

export type Query = Record<string, unknown>
export type Update = Record<string, unknown>
export type NewDoc<T extends { _id: string }> = Omit<T, '_id'> & { _id?: string }

export interface UpdateResult<T> { modified: number; original: T[]; updated: T[] }

export interface DocStore {
  reviews: Collection<ReviewDoc>
  orders: Collection<OrderDoc>
}

const ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz'
const ID_LENGTH = 17
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

export function createDocStore(): DocStore {
  return { reviews: new Collection<ReviewDoc>(), orders: new Collection<OrderDoc>() }
}

export class Collection<T extends { _id: string }> {
  private readonly docs = new Map<string, T>()

  /** Stores a copy of the document; generates a 17-character `_id` when it has none. */
  insert(doc: NewDoc<T>): T {
    assertSafeKeys(doc)
    const stored = { ...structuredClone(doc), _id: doc._id ?? newId() } as T
    if (typeof stored._id !== 'string') throw new Error('_id must be a string')
    if (this.docs.has(stored._id)) throw new Error(`Duplicate _id: ${stored._id}`)
    this.docs.set(stored._id, stored)
    return structuredClone(stored)
  }

  find(query: Query = {}): T[] {
    return this.matching(query).map((doc) => structuredClone(doc))
  }

  findOne(query: Query = {}): T | undefined {
    const [first] = this.matching(query, 1)
    return first === undefined ? undefined : structuredClone(first)
  }

  count(query: Query = {}): number {
    return this.matching(query).length
  }

  /** Updates the first matching document, or every one with `multi`. `modified` counts the documents updated. */
  update(query: Query, update: Update, options: { multi?: boolean } = {}): UpdateResult<T> {
    const targets = this.matching(query, options.multi ? Infinity : 1)
    const changed = targets.map((doc) => applyUpdate(doc, update))
    const result: UpdateResult<T> = { modified: changed.length, original: [], updated: [] }
    targets.forEach((doc, index) => {
      this.docs.set(doc._id, changed[index])
      result.original.push(structuredClone(doc))
      result.updated.push(structuredClone(changed[index]))
    })
    return result
  }

  /** Removes every matching document and returns how many were removed. */
  remove(query: Query): number {
    const targets = this.matching(query)
    for (const doc of targets) this.docs.delete(doc._id)
    return targets.length
  }

  private matching(query: Query, limit = Infinity): T[] {
    const found: T[] = []
    for (const doc of this.docs.values()) {
      if (found.length >= limit) break
      if (matchesQuery(doc, query)) found.push(doc)
    }
    return found
  }
}

const newId = (): string => Array.from({ length: ID_LENGTH }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')

type Comparable = number | string
const ORDER_TESTS: Record<string, (order: number) => boolean> = {
  $gt: (order) => order > 0,
  $gte: (order) => order >= 0,
  $lt: (order) => order < 0,
  $lte: (order) => order <= 0,
}

function matchesQuery(doc: unknown, query: Query): boolean {
  if (!isPlainObject(query)) throw new Error('A query must be an object')
  return Object.entries(query).every(([key, condition]) => {
    switch (key) {
      case '$and':
        return subQueries(key, condition).every((part) => matchesQuery(doc, part))
      case '$or':
        return subQueries(key, condition).some((part) => matchesQuery(doc, part))
      case '$where':
        throw new Error('$where is not evaluated by the store; use lib/where-sandbox')
      default:
        if (key.startsWith('$')) throw new Error(`Unknown query operator: ${key}`)
        return matchesField(valueAt(doc, key), condition)
    }
  })
}

function subQueries(operator: string, condition: unknown): Query[] {
  if (!Array.isArray(condition) || condition.length === 0) throw new Error(`${operator} needs a non-empty array`)
  return condition as Query[]
}

function matchesField(value: unknown, condition: unknown): boolean {
  if (condition instanceof RegExp) return someValue(value, (item) => typeof item === 'string' && condition.test(item))
  if (!isOperatorObject(condition)) return equalsOrContains(value, condition)
  return Object.entries(condition).every(([operator, argument]) => applyOperator(operator, argument, value, condition))
}

function applyOperator(operator: string, argument: unknown, value: unknown, condition: Record<string, unknown>): boolean {
  switch (operator) {
    case '$eq':
      return equalsOrContains(value, argument)
    case '$ne':
      return !equalsOrContains(value, argument)
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return compareWith(value, argument, ORDER_TESTS[operator])
    case '$in':
      return listArgument(operator, argument).some((candidate) => equalsOrContains(value, candidate))
    case '$nin':
      return !listArgument(operator, argument).some((candidate) => equalsOrContains(value, candidate))
    case '$exists':
      return (value !== undefined) === Boolean(argument)
    case '$regex': {
      const pattern = toRegExp(argument, condition.$options)
      return someValue(value, (item) => typeof item === 'string' && pattern.test(item))
    }
    case '$options':
      return true
    case '$not':
      return !matchesField(value, argument)
    default:
      throw new Error(`Unknown query operator: ${operator}`)
  }
}

function listArgument(operator: string, argument: unknown): unknown[] {
  if (!Array.isArray(argument)) throw new Error(`${operator} needs an array`)
  return argument
}

function toRegExp(pattern: unknown, options: unknown): RegExp {
  const flags = typeof options === 'string' ? options : undefined
  if (pattern instanceof RegExp) return flags === undefined ? pattern : new RegExp(pattern.source, flags)
  if (typeof pattern !== 'string') throw new Error('$regex needs a string or a RegExp')
  return new RegExp(pattern, flags)
}

/** Only numbers with numbers and strings with strings compare. */
function compareWith(value: unknown, argument: unknown, accept: (order: number) => boolean): boolean {
  if (typeof argument !== 'number' && typeof argument !== 'string') return false
  return someValue(value, (item) => typeof item === typeof argument && accept(item === argument ? 0 : (item as Comparable) < argument ? -1 : 1))
}

/** Mongo semantics: a condition on an array field holds when it holds for the array or for one of its items. */
function someValue(value: unknown, test: (item: unknown) => boolean): boolean {
  return test(value) || (Array.isArray(value) && value.some(test))
}

const equalsOrContains = (value: unknown, target: unknown): boolean => someValue(value, (item) => deepEqual(item, target))

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]))
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
  }
  return false
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => key.startsWith('$'))
}

function valueAt(doc: unknown, path: string): unknown {
  let current = doc
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

function applyUpdate<T extends { _id: string }>(doc: T, update: Update): T {
  if (!isPlainObject(update)) throw new Error('An update must be an object')
  assertSafeKeys(update)
  const keys = Object.keys(update)
  const operators = keys.filter((key) => key.startsWith('$'))
  const next = structuredClone(doc) as Record<string, unknown>
  if (operators.length === 0) {
    Object.assign(next, structuredClone(update), { _id: doc._id })
    return next as T
  }
  if (operators.length !== keys.length) throw new Error('An update cannot mix operators and plain fields')
  for (const [operator, fields] of Object.entries(update)) {
    if (!isPlainObject(fields)) throw new Error(`${operator} needs an object of fields`)
    for (const [path, argument] of Object.entries(fields)) {
      if (path === '_id' || path.startsWith('_id.')) throw new Error('_id cannot be changed')
      applyFieldUpdate(next, operator, path, structuredClone(argument))
    }
  }
  return next as T
}

function applyFieldUpdate(doc: Record<string, unknown>, operator: string, path: string, argument: unknown): void {
  const { parent, key } = parentOf(doc, path)
  const current = parent[key]
  switch (operator) {
    case '$set':
      parent[key] = argument
      return
    case '$inc':
      if (typeof argument !== 'number') throw new Error(`$inc needs a number for ${path}`)
      if (current !== undefined && typeof current !== 'number') throw new Error(`$inc cannot change ${path}: not a number`)
      parent[key] = (current ?? 0) + argument
      return
    case '$push': {
      if (current !== undefined && !Array.isArray(current)) throw new Error(`$push cannot change ${path}: not an array`)
      const items = isPlainObject(argument) && Array.isArray(argument.$each) ? argument.$each : [argument]
      parent[key] = [...((current as unknown[] | undefined) ?? []), ...items]
      return
    }
    default:
      throw new Error(`Unknown update operator: ${operator}`)
  }
}

/** Walks a dotted path, creating missing objects on the way, and returns the last container and key. */
function parentOf(doc: Record<string, unknown>, path: string): { parent: Record<string, unknown>; key: string } {
  const keys = path.split('.')
  let parent = doc
  for (const key of keys.slice(0, -1)) {
    const next = parent[key]
    if (next === undefined) parent[key] = {}
    else if (typeof next !== 'object' || next === null) throw new Error(`Cannot update ${path}: ${key} is not an object`)
    parent = parent[key] as Record<string, unknown>
  }
  return { parent, key: keys[keys.length - 1] }
}

/** Refuses keys that could reach a prototype, at any depth and in dotted paths. */
function assertSafeKeys(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(assertSafeKeys)
  if (typeof value !== 'object' || value === null || value instanceof RegExp) return
  for (const [key, child] of Object.entries(value)) {
    if (key.split('.').some((part) => FORBIDDEN_KEYS.has(part))) throw new Error(`Forbidden key: ${key}`)
    assertSafeKeys(child)
  }
}
