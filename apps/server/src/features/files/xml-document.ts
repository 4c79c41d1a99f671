import { createRequire } from 'node:module'
import type { ChildSandbox } from '../../lib/child-sandbox'

export type DocumentOutcome =
  | { outcome: 'parsed'; text: string }
  | { outcome: 'error'; text: string }
  | { outcome: 'timeout' | 'bomb' | 'busy'; text: '' }

export const PARSE_TIMEOUT_MS = 2000

/** The parser runs in a child process: libxml2 is native code, which only a killed process is sure to stop. */
const PARSER_SOURCE = String.raw`
readInput().then(({ modulePath, xml, withEntities }) => {
  const libxml = require(modulePath);
  try {
    const options = withEntities ? { noent: true, nonet: true, dtdload: true } : { noent: false, nonet: true, dtdload: false };
    reply({ outcome: 'parsed', text: libxml.parseXml(xml, options).toString() });
  } catch (error) {
    reply({ outcome: 'error', text: String(error && error.message) });
  }
});
`

/**
 * An external entity that reads a device or stream which never ends (/dev/random, /dev/zero, a file descriptor):
 * expanding it would keep the parser busy until the deadline, so the parse is cut off before it starts.
 */
const ENDLESS_ENTITY = /<!ENTITY\s+(?:%\s*)?[^\s>]+\s+(?:SYSTEM|PUBLIC\s+(?:"[^"]*"|'[^']*'))\s+["']\s*(?:file:\/\/)?\/(?:dev|proc\/self\/fd|proc\/\d+\/fd)\//i

export async function parseXmlDocument(sandbox: ChildSandbox, xml: string, withEntities: boolean): Promise<DocumentOutcome> {
  if (withEntities && ENDLESS_ENTITY.test(xml)) return { outcome: 'timeout', text: '' }
  const modulePath = createRequire(import.meta.url).resolve('libxmljs2')
  const result = await sandbox.run({ source: PARSER_SOURCE, input: { modulePath, xml, withEntities }, timeoutMs: PARSE_TIMEOUT_MS })
  if (result.status === 'timeout') return { outcome: 'timeout', text: '' }
  if (result.status === 'busy') return { outcome: 'busy', text: '' }
  if (result.status === 'failed') return { outcome: 'error', text: result.reason }
  const answer = result.output as { outcome?: unknown; text?: unknown }
  const text = typeof answer?.text === 'string' ? answer.text : ''
  return answer?.outcome === 'parsed' ? { outcome: 'parsed', text } : { outcome: 'error', text }
}
