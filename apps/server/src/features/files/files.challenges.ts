import { defineDetectors } from '../../training/detectors'

/** The client's promise: at most this many bytes ... */
const CLIENT_SIZE_LIMIT = 100_000
/** ... of these types. */
const CLIENT_TYPES = ['.pdf', '.xml', '.zip', '.yml', '.yaml']
const B2B_TYPES = ['.xml', '.yml', '.yaml']
const SCRIPT_PAYLOAD = '<script>alert(`xss`)</script>'
/** a line of a Unix passwd file, or the marker line of Windows' system.ini */
const LOCAL_FILE_CONTENT = /(?:^|\n)[a-z_][a-z0-9_.-]*:[^:\n]*:\d+:\d+:[^:\n]*:[^:\n]*:[^:\n]*|; for 16-bit app support/i

const endsWithAny = (name: string, endings: readonly string[]): boolean => endings.some((ending) => name.toLowerCase().endsWith(ending))

/**
 * Upload Size / Upload Type: a file the web app would have refused reached the server.
 * Deprecated Interface: a B2B document (XML, YAML) was uploaded.
 * XXE Data Access: a parsed XML document holds a local system file. XXE DoS / Memory Bomb: a parse was cut off.
 * Arbitrary File Write: an archive entry overwrote the ftp folder's legal.md.
 * Video XSS: the promotion page was opened while its subtitles close the script block and run the payload.
 */
export const filesDetectors = defineDetectors(
  [
    'uploadSizeChallenge',
    'uploadTypeChallenge',
    'deprecatedInterfaceChallenge',
    'xxeFileDisclosureChallenge',
    'xxeDosChallenge',
    'yamlBombChallenge',
    'fileWriteChallenge',
    'videoXssChallenge',
  ],
  (ctx) => {
    ctx.bus.on('files:uploaded', ({ name, size }) => {
      if (size > CLIENT_SIZE_LIMIT) ctx.training.solve('uploadSizeChallenge')
      if (!endsWithAny(name, CLIENT_TYPES)) ctx.training.solve('uploadTypeChallenge')
      if (endsWithAny(name, B2B_TYPES)) ctx.training.solve('deprecatedInterfaceChallenge')
    })
    ctx.bus.on('files:document-parsed', ({ kind, outcome, text }) => {
      if (kind === 'xml' && outcome === 'parsed' && LOCAL_FILE_CONTENT.test(text)) ctx.training.solve('xxeFileDisclosureChallenge')
      if (kind === 'xml' && outcome === 'timeout') ctx.training.solve('xxeDosChallenge')
      if (kind === 'yaml' && (outcome === 'bomb' || outcome === 'timeout')) ctx.training.solve('yamlBombChallenge')
    })
    ctx.bus.on('files:zip-entry-written', ({ target }) => {
      if (target === 'ftp/legal.md') ctx.training.solve('fileWriteChallenge')
    })
    ctx.bus.on('promotion:rendered', ({ subtitles }) => {
      if (subtitles.includes(`</script>${SCRIPT_PAYLOAD}`)) ctx.training.solve('videoXssChallenge')
    })
  },
)
