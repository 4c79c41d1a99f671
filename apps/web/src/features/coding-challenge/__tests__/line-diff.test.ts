import { describe, expect, it } from 'vitest'
import { diffLines, sideBySide } from '../components/line-diff'
import { shuffledOrder } from '../components/fix-it-tab'

describe('line diff', () => {
  it('keeps common lines and marks what was removed and added, with both line numbers', () => {
    expect(diffLines('a\nb\nc', 'a\nB\nc\nd')).toEqual([
      { kind: 'same', text: 'a', oldNumber: 1, newNumber: 1 },
      { kind: 'removed', text: 'b', oldNumber: 2 },
      { kind: 'added', text: 'B', newNumber: 2 },
      { kind: 'same', text: 'c', oldNumber: 3, newNumber: 3 },
      { kind: 'added', text: 'd', newNumber: 4 },
    ])
  })

  it('pairs a replaced run side by side and leaves the rest of the longer side alone', () => {
    const rows = sideBySide(diffLines('a\nb\nc\nz', 'a\nX\nz'))
    expect(rows.map(({ left, right }) => [left?.text, right?.text])).toEqual([
      ['a', 'a'],
      ['b', 'X'],
      ['c', undefined],
      ['z', 'z'],
    ])
  })

  it('shuffles the fix options into a permutation', () => {
    const draws = [0.9, 0.1, 0.5]
    const order = shuffledOrder(4, () => draws.shift() ?? 0)
    expect([...order].sort()).toEqual([0, 1, 2, 3])
    expect(order).not.toEqual([0, 1, 2, 3])
  })
})
