import { describe, expect, it } from 'vitest'
import { extractSnippet, MarkerSyntaxError, markerKeys, SnippetBoundaryError } from './markers'

const lines = (...source: string[]) => source.join('\n')

describe('extractSnippet', () => {
  it('extracts the region between start and end and numbers its lines from 1', () => {
    const source = lines(
      "import { db } from './db'",
      '// vuln-code-snippet start loginAdminChallenge',
      'export function login(email: string) {',
      "  return db.query(`SELECT * FROM Users WHERE email = '${email}'`) // vuln-code-snippet vuln-line loginAdminChallenge",
      '}',
      '// vuln-code-snippet end loginAdminChallenge',
      'export const unrelated = 1',
    )
    expect(extractSnippet(source, 'loginAdminChallenge')).toEqual({
      snippet: lines(
        'export function login(email: string) {',
        "  return db.query(`SELECT * FROM Users WHERE email = '${email}'`)",
        '}',
      ),
      vulnLines: [2],
      neutralLines: [],
    })
  })

  it('lets one region serve several keys, each with its own vuln and neutral lines', () => {
    const source = lines(
      '// vuln-code-snippet start loginAdminChallenge loginBenderChallenge',
      'const query = build(email) // vuln-code-snippet vuln-line loginAdminChallenge loginBenderChallenge',
      'run(query) // vuln-code-snippet neutral-line loginAdminChallenge',
      'check(result) // vuln-code-snippet vuln-line loginBenderChallenge',
      '// vuln-code-snippet end loginAdminChallenge loginBenderChallenge',
    )
    const admin = extractSnippet(source, 'loginAdminChallenge')
    const bender = extractSnippet(source, 'loginBenderChallenge')
    expect(admin.snippet).toBe(bender.snippet)
    expect(admin.snippet).toBe(lines('const query = build(email)', 'run(query)', 'check(result)'))
    expect(admin).toMatchObject({ vulnLines: [1], neutralLines: [2] })
    expect(bender).toMatchObject({ vulnLines: [1, 3], neutralLines: [] })
  })

  it('drops hidden lines and hidden blocks before numbering', () => {
    const source = lines(
      '// vuln-code-snippet start keyA',
      'const user = find(email)',
      'detectSolve(user) // vuln-code-snippet hide-line',
      'if (user) { // vuln-code-snippet hide-start',
      '  solve()',
      '} // vuln-code-snippet hide-end',
      'return user.password // vuln-code-snippet vuln-line keyA',
      '// vuln-code-snippet end keyA',
    )
    expect(extractSnippet(source, 'keyA')).toEqual({
      snippet: lines('const user = find(email)', 'return user.password'),
      vulnLines: [2],
      neutralLines: [],
    })
  })

  it('pairs every hide-start with the next hide-end, keeping the code between two hidden blocks', () => {
    const source = lines(
      '// vuln-code-snippet start keyA',
      '// vuln-code-snippet hide-start',
      'hiddenOne()',
      '// vuln-code-snippet hide-end',
      'visible() // vuln-code-snippet vuln-line keyA',
      '// vuln-code-snippet hide-start',
      'hiddenTwo()',
      '// vuln-code-snippet hide-end',
      '// vuln-code-snippet end keyA',
    )
    expect(extractSnippet(source, 'keyA')).toEqual({ snippet: 'visible()', vulnLines: [1], neutralLines: [] })
  })

  it('keeps code in front of the end marker but not code in front of the start marker', () => {
    const source = lines(
      'const rules = { // vuln-code-snippet start weakPasswordChallenge',
      "  password: 'admin123', // vuln-code-snippet vuln-line weakPasswordChallenge",
      '}, // vuln-code-snippet end weakPasswordChallenge',
    )
    expect(extractSnippet(source, 'weakPasswordChallenge')).toEqual({
      snippet: lines("  password: 'admin123',", '},'),
      vulnLines: [1],
      neutralLines: [],
    })
  })

  it('trims blank edges and common indentation without moving line numbers', () => {
    const source = lines(
      'class Shop {',
      '  // vuln-code-snippet start keyA',
      '',
      '  method() {',
      '',
      '    risky() // vuln-code-snippet vuln-line keyA',
      '  }',
      '',
      '  // vuln-code-snippet end keyA',
      '}',
    )
    expect(extractSnippet(source, 'keyA')).toEqual({
      snippet: lines('method() {', '', '  risky()', '}'),
      vulnLines: [3],
      neutralLines: [],
    })
  })

  it('leaves out marker-only lines of nested regions and strips markers of other keys', () => {
    const source = lines(
      '// vuln-code-snippet start outerKey',
      'first() // vuln-code-snippet neutral-line innerKey',
      '// vuln-code-snippet start innerKey',
      'second() // vuln-code-snippet vuln-line outerKey innerKey',
      '// vuln-code-snippet end innerKey',
      'third()',
      '// vuln-code-snippet end outerKey',
    )
    expect(extractSnippet(source, 'outerKey')).toEqual({
      snippet: lines('first()', 'second()', 'third()'),
      vulnLines: [2],
      neutralLines: [],
    })
    expect(extractSnippet(source, 'innerKey')).toEqual({ snippet: 'second()', vulnLines: [1], neutralLines: [] })
  })

  it('reads YAML markers written with #', () => {
    const source = lines(
      '# vuln-code-snippet start resetPasswordJimChallenge resetPasswordBenderChallenge',
      '- # vuln-code-snippet neutral-line resetPasswordJimChallenge',
      "  question: 'Your eldest siblings middle name?' # vuln-code-snippet vuln-line resetPasswordJimChallenge",
      '- # vuln-code-snippet neutral-line resetPasswordBenderChallenge',
      "  question: 'Company you first worked for as an adult?' # vuln-code-snippet vuln-line resetPasswordBenderChallenge",
      '# vuln-code-snippet end resetPasswordJimChallenge resetPasswordBenderChallenge',
    )
    expect(extractSnippet(source, 'resetPasswordJimChallenge')).toMatchObject({ vulnLines: [2], neutralLines: [1] })
    expect(extractSnippet(source, 'resetPasswordBenderChallenge')).toEqual({
      snippet: lines(
        '-',
        "  question: 'Your eldest siblings middle name?'",
        '-',
        "  question: 'Company you first worked for as an adult?'",
      ),
      vulnLines: [4],
      neutralLines: [3],
    })
  })

  it('reads JSX markers written as {/* … */} and block comments', () => {
    const source = lines(
      'return (',
      '  <div>',
      '    {/* vuln-code-snippet start localXssChallenge */}',
      '    <span dangerouslySetInnerHTML={{ __html: query }} /> {/* vuln-code-snippet vuln-line localXssChallenge */}',
      '    <Results items={items} /> /* vuln-code-snippet neutral-line localXssChallenge */',
      '    {/* vuln-code-snippet end localXssChallenge */}',
      '  </div>',
      ')',
    )
    expect(extractSnippet(source, 'localXssChallenge')).toEqual({
      snippet: lines('<span dangerouslySetInnerHTML={{ __html: query }} />', '<Results items={items} />'),
      vulnLines: [1],
      neutralLines: [2],
    })
  })

  it('accepts several markers on one line', () => {
    const source = lines(
      '// vuln-code-snippet start keyA keyB',
      'risky() // vuln-code-snippet vuln-line keyA // vuln-code-snippet neutral-line keyB',
      '// vuln-code-snippet end keyA keyB',
    )
    expect(extractSnippet(source, 'keyA')).toMatchObject({ snippet: 'risky()', vulnLines: [1], neutralLines: [] })
    expect(extractSnippet(source, 'keyB')).toMatchObject({ snippet: 'risky()', vulnLines: [], neutralLines: [1] })
  })

  it('handles Windows line endings', () => {
    const source = ['// vuln-code-snippet start keyA', 'a() // vuln-code-snippet vuln-line keyA', '// vuln-code-snippet end keyA'].join('\r\n')
    expect(extractSnippet(source, 'keyA')).toEqual({ snippet: 'a()', vulnLines: [1], neutralLines: [] })
  })

  it('does not mistake other keys with a common prefix for the requested key', () => {
    const source = lines(
      '// vuln-code-snippet start redirectCryptoCurrencyChallenge',
      'a()',
      '// vuln-code-snippet end redirectCryptoCurrencyChallenge',
    )
    expect(() => extractSnippet(source, 'redirectChallenge')).toThrow(SnippetBoundaryError)
  })

  describe('broken boundaries', () => {
    const cases: [string, string, RegExp][] = [
      ['no start', lines('a()', '// vuln-code-snippet end keyA'), /no start marker/],
      ['no end', lines('// vuln-code-snippet start keyA', 'a()'), /no end marker/],
      ['end before start', lines('// vuln-code-snippet end keyA', 'a()', '// vuln-code-snippet start keyA'), /not after the start/],
      [
        'two starts',
        lines('// vuln-code-snippet start keyA', '// vuln-code-snippet start keyA', '// vuln-code-snippet end keyA'),
        /more than one start marker \(lines 1, 2\)/,
      ],
      [
        'two ends',
        lines('// vuln-code-snippet start keyA', '// vuln-code-snippet end keyA', '// vuln-code-snippet end keyA'),
        /more than one end marker/,
      ],
      [
        'unterminated hidden block',
        lines('// vuln-code-snippet start keyA', 'x() // vuln-code-snippet hide-start', '// vuln-code-snippet end keyA'),
        /has no hide-end/,
      ],
      [
        'hide-end without hide-start',
        lines('// vuln-code-snippet start keyA', 'x() // vuln-code-snippet hide-end', '// vuln-code-snippet end keyA'),
        /without a hide-start/,
      ],
      [
        'nested hidden blocks',
        lines(
          '// vuln-code-snippet start keyA',
          '// vuln-code-snippet hide-start',
          '// vuln-code-snippet hide-start',
          '// vuln-code-snippet hide-end',
          '// vuln-code-snippet end keyA',
        ),
        /inside the hidden block of line 2/,
      ],
    ]
    it.each(cases)('throws SnippetBoundaryError for %s', (_case, source, message) => {
      expect(() => extractSnippet(source, 'keyA')).toThrow(SnippetBoundaryError)
      expect(() => extractSnippet(source, 'keyA')).toThrow(message)
    })
  })

  it.each([
    ['an unknown directive', 'a() // vuln-code-snippet vuln-lines keyA', /unknown vuln-code-snippet directive "vuln-lines"/],
    ['a start without keys', '// vuln-code-snippet start', /"start" needs at least one key/],
    ['a hide-line with keys', 'a() // vuln-code-snippet hide-line keyA', /"hide-line" takes no keys/],
  ])('reports %s with its line number', (_case, markerLine, message) => {
    const source = lines('const x = 1', markerLine)
    expect(() => extractSnippet(source, 'keyA')).toThrow(MarkerSyntaxError)
    expect(() => extractSnippet(source, 'keyA')).toThrow(/^Line 2: /)
    expect(() => extractSnippet(source, 'keyA')).toThrow(message)
  })
})

describe('markerKeys', () => {
  it('lists every key named by any marker once, in order of appearance', () => {
    const source = lines(
      '// vuln-code-snippet start keyA keyB',
      'x() // vuln-code-snippet vuln-line keyC',
      'y() // vuln-code-snippet hide-line',
      'z() // vuln-code-snippet neutral-line keyA keyD',
      '# vuln-code-snippet end keyB keyA',
      '{/* vuln-code-snippet start keyE */}',
    )
    expect(markerKeys(source)).toEqual(['keyA', 'keyB', 'keyC', 'keyD', 'keyE'])
  })

  it('returns nothing for unmarked code, even when it mentions the marker word in a string', () => {
    expect(markerKeys(lines("const word = 'vuln-code-snippet start keyA'", 'const url = "http://example.com"'))).toEqual([])
  })
})
