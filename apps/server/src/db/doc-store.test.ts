import { beforeEach, describe, expect, it } from 'vitest'
import { Collection, createDocStore, type ReviewDoc } from './doc-store'

const review = (product: number, author: string, likedBy: string[] = []): Omit<ReviewDoc, '_id'> => ({
  product,
  message: `Review of ${product} by ${author}`,
  author,
  likesCount: likedBy.length,
  likedBy,
})

describe('Collection', () => {
  let reviews: Collection<ReviewDoc>

  beforeEach(() => {
    reviews = new Collection<ReviewDoc>()
    reviews.insert({ ...review(1, 'admin@juice-sh.op', ['jim@juice-sh.op']), _id: 'review-a' })
    reviews.insert({ ...review(1, 'jim@juice-sh.op'), _id: 'review-b' })
    reviews.insert({ ...review(2, 'bender@juice-sh.op', ['admin@juice-sh.op', 'jim@juice-sh.op']), _id: 'review-c' })
    reviews.insert({ ...review(3, 'morty@juice-sh.op'), _id: 'review-d' })
  })

  const ids = (docs: ReviewDoc[]): string[] => docs.map((doc) => doc._id)

  describe('insert', () => {
    it('generates a 17-character id when the document has none', () => {
      const stored = reviews.insert(review(4, 'stan@juice-sh.op'))
      expect(stored._id).toMatch(/^[23456789A-HJ-NP-Za-km-z]{17}$/)
      expect(reviews.findOne({ _id: stored._id })?.author).toBe('stan@juice-sh.op')
    })

    it('refuses a duplicate id', () => {
      expect(() => reviews.insert({ ...review(4, 'x'), _id: 'review-a' })).toThrow(/Duplicate/)
    })

    it('keeps its own copy of what was inserted', () => {
      const doc = { ...review(5, 'amy@juice-sh.op'), _id: 'review-e' }
      reviews.insert(doc)
      doc.likedBy.push('intruder')
      expect(reviews.findOne({ _id: 'review-e' })?.likedBy).toEqual([])
    })

    it('refuses keys that reach a prototype', () => {
      const poisoned = JSON.parse('{"product":1,"__proto__":{"polluted":true}}') as ReviewDoc
      expect(() => reviews.insert(poisoned)).toThrow(/Forbidden key/)
    })
  })

  describe('find', () => {
    it('returns every document for an empty query, in insertion order', () => {
      expect(ids(reviews.find())).toEqual(['review-a', 'review-b', 'review-c', 'review-d'])
    })

    it('matches fields by equality, including dotted paths and array membership', () => {
      expect(ids(reviews.find({ product: 1 }))).toEqual(['review-a', 'review-b'])
      expect(ids(reviews.find({ likedBy: 'admin@juice-sh.op' }))).toEqual(['review-c'])
      expect(ids(reviews.find({ 'likedBy.0': 'jim@juice-sh.op' }))).toEqual(['review-a'])
      expect(ids(reviews.find({ likedBy: [] }))).toEqual(['review-b', 'review-d'])
    })

    it('supports the comparison operators', () => {
      expect(ids(reviews.find({ product: { $eq: 2 } }))).toEqual(['review-c'])
      expect(ids(reviews.find({ product: { $ne: 1 } }))).toEqual(['review-c', 'review-d'])
      expect(ids(reviews.find({ product: { $gt: 1 } }))).toEqual(['review-c', 'review-d'])
      expect(ids(reviews.find({ product: { $gte: 2, $lt: 3 } }))).toEqual(['review-c'])
      expect(ids(reviews.find({ product: { $lte: 1 } }))).toEqual(['review-a', 'review-b'])
      expect(ids(reviews.find({ likesCount: { $gt: 1 } }))).toEqual(['review-c'])
    })

    it('does not compare values of different types', () => {
      expect(reviews.find({ product: { $gt: '0' } })).toEqual([])
    })

    it('supports $in, $nin and $exists', () => {
      expect(ids(reviews.find({ product: { $in: [2, 3] } }))).toEqual(['review-c', 'review-d'])
      expect(ids(reviews.find({ product: { $nin: [1, 2] } }))).toEqual(['review-d'])
      expect(ids(reviews.find({ likedBy: { $in: ['admin@juice-sh.op'] } }))).toEqual(['review-c'])
      expect(reviews.find({ message: { $exists: true } })).toHaveLength(4)
      expect(reviews.find({ liked: { $exists: true } })).toHaveLength(0)
      expect(reviews.find({ liked: { $exists: false } })).toHaveLength(4)
    })

    it('supports $regex with options and RegExp values', () => {
      expect(ids(reviews.find({ author: { $regex: '^JIM', $options: 'i' } }))).toEqual(['review-b'])
      expect(ids(reviews.find({ author: /^m/ }))).toEqual(['review-d'])
      expect(ids(reviews.find({ likedBy: { $regex: 'admin' } }))).toEqual(['review-c'])
    })

    it('supports $and, $or and $not', () => {
      expect(ids(reviews.find({ $and: [{ product: 1 }, { author: 'jim@juice-sh.op' }] }))).toEqual(['review-b'])
      expect(ids(reviews.find({ $or: [{ product: 3 }, { author: 'admin@juice-sh.op' }] }))).toEqual(['review-a', 'review-d'])
      expect(ids(reviews.find({ product: { $not: { $lt: 3 } } }))).toEqual(['review-d'])
    })

    it('matches every document with $ne against an impossible value (the NoSQL manipulation pattern)', () => {
      expect(reviews.find({ _id: { $ne: -1 } })).toHaveLength(4)
    })

    it('rejects unknown operators', () => {
      expect(() => reviews.find({ product: { $near: 1 } })).toThrow(/Unknown query operator: \$near/)
      expect(() => reviews.find({ $nor: [{ product: 1 }] })).toThrow(/Unknown query operator: \$nor/)
    })

    it('hands out copies', () => {
      const [first] = reviews.find({ _id: 'review-a' })
      first.likedBy.push('intruder')
      first.message = 'changed'
      expect(reviews.findOne({ _id: 'review-a' })).toMatchObject({ message: 'Review of 1 by admin@juice-sh.op', likedBy: ['jim@juice-sh.op'] })
    })

    it('findOne returns the first match or undefined', () => {
      expect(reviews.findOne({ product: 1 })?._id).toBe('review-a')
      expect(reviews.findOne({ product: 99 })).toBeUndefined()
      expect(reviews.count({ product: 1 })).toBe(2)
    })
  })

  it('runs no JavaScript: a $where query is refused (the holes use lib/where-sandbox)', () => {
    expect(() => reviews.find({ $where: 'true' })).toThrow(/not evaluated by the store/)
    expect(() => reviews.update({ $where: 'true' }, { $set: { message: 'x' } }, { multi: true })).toThrow(/not evaluated by the store/)
  })

  describe('update', () => {
    it('updates only the first match without multi', () => {
      const result = reviews.update({ product: 1 }, { $set: { message: 'edited' } })
      expect(result.modified).toBe(1)
      expect(result.original.map((doc) => doc.message)).toEqual(['Review of 1 by admin@juice-sh.op'])
      expect(result.updated.map((doc) => doc.message)).toEqual(['edited'])
      expect(reviews.find({ message: 'edited' })).toHaveLength(1)
    })

    it('updates every match with multi and counts them', () => {
      const result = reviews.update({ _id: { $ne: -1 } }, { $set: { message: 'all of them' } }, { multi: true })
      expect(result.modified).toBe(4)
      expect(result.original).toHaveLength(4)
      expect(result.updated.every((doc) => doc.message === 'all of them')).toBe(true)
      expect(reviews.count({ message: 'all of them' })).toBe(4)
    })

    it('reports zero when nothing matches', () => {
      expect(reviews.update({ _id: 'missing' }, { $set: { message: 'x' } }, { multi: true })).toEqual({ modified: 0, original: [], updated: [] })
    })

    it('supports $inc and $push together', () => {
      const result = reviews.update({ _id: 'review-b' }, { $inc: { likesCount: 1 }, $push: { likedBy: 'stan@juice-sh.op' } })
      expect(result.updated[0]).toMatchObject({ likesCount: 1, likedBy: ['stan@juice-sh.op'] })
      reviews.update({ _id: 'review-b' }, { $push: { likedBy: { $each: ['a', 'b'] } } })
      expect(reviews.findOne({ _id: 'review-b' })?.likedBy).toEqual(['stan@juice-sh.op', 'a', 'b'])
    })

    it('sets dotted paths and creates missing containers', () => {
      const orders = createDocStore().orders
      const order = orders.insert({ orderId: 'abcd-1', email: '*dm*n', totalPrice: 1, products: [], bonus: 0, eta: '1', delivered: false })
      orders.update({ orderId: 'abcd-1' }, { $set: { delivered: true, eta: '0' } })
      orders.update({ _id: order._id }, { $set: { 'extra.note': 'gift' } })
      expect(orders.findOne({ 'extra.note': 'gift' })).toMatchObject({ delivered: true, eta: '0' })
    })

    it('replaces fields with a plain object and keeps the id', () => {
      const result = reviews.update({ _id: 'review-d' }, { message: 'plain', _id: 'other' })
      expect(result.updated[0]).toMatchObject({ _id: 'review-d', message: 'plain', author: 'morty@juice-sh.op' })
    })

    it('refuses to change _id, unknown operators and mixed updates', () => {
      expect(() => reviews.update({ _id: 'review-a' }, { $set: { _id: 'x' } })).toThrow(/_id cannot be changed/)
      expect(() => reviews.update({ _id: 'review-a' }, { $rename: { message: 'text' } })).toThrow(/Unknown update operator/)
      expect(() => reviews.update({ _id: 'review-a' }, { $set: { message: 'x' }, author: 'y' })).toThrow(/cannot mix/)
      expect(() => reviews.update({ _id: 'review-a' }, { $inc: { message: 1 } })).toThrow(/not a number/)
      expect(() => reviews.update({ _id: 'review-a' }, { $set: { '__proto__.polluted': true } })).toThrow(/Forbidden key/)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    })

  })

  describe('remove', () => {
    it('removes every match and returns the count', () => {
      expect(reviews.remove({ product: 1 })).toBe(2)
      expect(ids(reviews.find())).toEqual(['review-c', 'review-d'])
      expect(reviews.remove({ product: 1 })).toBe(0)
    })
  })
})

describe('createDocStore', () => {
  it('creates independent review and order collections', () => {
    const first = createDocStore()
    const second = createDocStore()
    first.reviews.insert(review(1, 'admin@juice-sh.op'))
    expect(first.reviews.count()).toBe(1)
    expect(first.orders.count()).toBe(0)
    expect(second.reviews.count()).toBe(0)
  })
})
