import { createRequire } from 'node:module'
import type { ChildSandbox } from '../../lib/child-sandbox'
import { PARSE_TIMEOUT_MS, type DocumentOutcome } from './xml-document'

/** More characters than any honest complaint needs; an alias bomb expands far beyond it. */
export const MAX_EXPANDED_CHARACTERS = 5_000_000

/**
 * js-yaml loads aliases as shared references, so a bomb loads quickly and only explodes when the document is
 * written out as text. The child measures the expanded size first (counting shared parts as often as they are
 * referenced, stopping at the limit) and reports a bomb instead of building the string.
 */
const LOADER_SOURCE = String.raw`
readInput().then(({ modulePath, yaml, limit }) => {
  const jsYaml = require(modulePath);
  const sizeOf = (value, budget) => {
    if (budget < 0) return budget;
    if (value === null || typeof value !== 'object') return budget - String(value).length - 2;
    let left = budget - 2;
    for (const key of Object.keys(value)) {
      left = sizeOf(value[key], left - key.length - 3);
      if (left < 0) return left;
    }
    return left;
  };
  try {
    const document = jsYaml.load(yaml);
    if (sizeOf(document, limit) < 0) return reply({ outcome: 'bomb', text: '' });
    reply({ outcome: 'parsed', text: JSON.stringify(document) ?? '' });
  } catch (error) {
    reply({ outcome: 'error', text: String(error && error.message) });
  }
});
`

export async function loadYamlDocument(sandbox: ChildSandbox, yaml: string): Promise<DocumentOutcome> {
  const modulePath = createRequire(import.meta.url).resolve('js-yaml')
  const input = { modulePath, yaml, limit: MAX_EXPANDED_CHARACTERS }
  const result = await sandbox.run({ source: LOADER_SOURCE, input, timeoutMs: PARSE_TIMEOUT_MS })
  if (result.status === 'timeout') return { outcome: 'timeout', text: '' }
  if (result.status === 'busy') return { outcome: 'busy', text: '' }
  // a child that ran out of memory did meet a bomb
  if (result.status === 'failed') return { outcome: 'bomb', text: '' }
  const answer = result.output as { outcome?: unknown; text?: unknown }
  const text = typeof answer?.text === 'string' ? answer.text : ''
  if (answer?.outcome === 'bomb') return { outcome: 'bomb', text: '' }
  return answer?.outcome === 'parsed' ? { outcome: 'parsed', text } : { outcome: 'error', text }
}
