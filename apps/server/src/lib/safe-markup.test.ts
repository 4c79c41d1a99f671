import { describe, expect, it } from 'vitest'
import { safeMarkup } from './safe-markup'

describe('safeMarkup', () => {
  it('keeps formatting and http links', () => {
    expect(safeMarkup('<b>Fresh</b> <a href="https://example.org/x" onclick="x()">More</a>')).toBe(
      '<b>Fresh</b> <a href="https://example.org/x" target="_blank" rel="noopener noreferrer">More</a>',
    )
  })

  it('drops scripts, iframes, event handlers and javascript links', () => {
    expect(safeMarkup('<iframe src="javascript:alert(`xss`)">')).toBe('')
    expect(safeMarkup('<script>alert(1)</script>')).toBe('alert(1)')
    expect(safeMarkup('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(safeMarkup('<img src=x onerror=alert(1)>')).toBe('')
  })

  it('escapes what only looks like markup after the tags are gone', () => {
    expect(safeMarkup('<<script>x</script>iframe src="javascript:alert(`xss`)">')).toBe('&lt;xiframe src="javascript:alert(`xss`)"&gt;')
    expect(safeMarkup('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0')
  })
})
