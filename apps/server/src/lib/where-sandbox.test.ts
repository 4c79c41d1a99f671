import { describe, expect, it } from 'vitest'
import { WhereSandbox, type WhereOutcome } from './where-sandbox'

const documents = [
  { _id: 'review-a', product: 1, author: 'admin@juice-sh.op', likedBy: ['jim@juice-sh.op'] },
  { _id: 'review-b', product: 1, author: 'jim@juice-sh.op', likedBy: [] },
  { _id: 'review-c', product: 2, author: 'bender@juice-sh.op', likedBy: ['admin@juice-sh.op', 'jim@juice-sh.op'] },
  { _id: 'review-d', product: 3, author: 'morty@juice-sh.op', likedBy: [] },
]

const sandbox = new WhereSandbox(2000)
const find = (expression: string): Promise<WhereOutcome> => sandbox.find(documents, expression)
const matched = (...indexes: number[]): WhereOutcome => ({ status: 'matched', indexes })

describe('WhereSandbox', () => {
  it('evaluates the expression per document with this bound to the document', async () => {
    expect(await find('this.product == 1')).toEqual(matched(0, 1))
    expect(await find("this.likedBy.indexOf('jim@juice-sh.op') >= 0 && this.product > 1")).toEqual(matched(2))
  })

  it('is the classic injection sink: a tautology matches every document', async () => {
    expect(await find(`this._id === '' || true || ''`)).toEqual(matched(0, 1, 2, 3))
  })

  it('offers no require, process or host objects, and no file access', async () => {
    expect(await find("typeof require === 'undefined' && typeof process === 'undefined'")).toEqual(matched(0, 1, 2, 3))
    expect(await find("(function () { return this })().constructor.constructor('return typeof process')() === 'undefined'")).toMatchObject({
      status: 'error',
    })
    expect(await find("this.constructor.constructor('return process')().mainModule.require('fs').writeFileSync('/tmp/x', '')")).toMatchObject({
      status: 'error',
    })
  })

  it('offers a capped sleep(ms) that blocks per document', async () => {
    const started = Date.now()
    expect(await find('this.product == sleep(30)')).toEqual(matched())
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 30 - 5)
  })

  it('answers an error when the expression throws or is not JavaScript', async () => {
    expect(await find('this.nothing.deeper')).toEqual({ status: 'error', message: expect.stringMatching(/threw an error: .*undefined/) })
    expect(await find('this.product ==')).toEqual({ status: 'error', message: 'The $where expression is not valid JavaScript' })
  })

  it('stops an endless loop, endless promises and a memory bomb within its time limit, without blocking this process', async () => {
    const quick = new WhereSandbox(200)
    let ticks = 0
    const ticker = setInterval(() => ticks++, 50)
    const started = Date.now()
    expect(await quick.find(documents, '(function () { while (true) {} })()')).toEqual({ status: 'timeout' })
    expect(await quick.find(documents, 'Promise.resolve().then(function () { while (true) {} }) && true')).toEqual({ status: 'timeout' })
    // an expression that closes the function around it to run code at the top is refused before it runs
    expect(await quick.find(documents, "1) }; while (true) {}; var rest = function () { return (1")).toEqual({
      status: 'error',
      message: 'The $where expression is not valid JavaScript',
    })
    expect((await quick.find(documents, 'Array(2**26).fill(0).map(String).length')).status).not.toBe('matched')
    clearInterval(ticker)
    expect(Date.now() - started).toBeLessThan(8000)
    expect(ticks).toBeGreaterThan(5)
  })

  it('refuses work beyond its capacity', async () => {
    const single = new WhereSandbox(2000, 1)
    const slow = single.find(documents, 'sleep(200) || true')
    expect(await single.find(documents, 'true')).toEqual({ status: 'busy' })
    expect(await slow).toEqual(matched(0, 1, 2, 3))
  })
})
