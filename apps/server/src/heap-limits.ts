import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

// Imported first by main.ts, before the heap has grown. V8 doubles the young generation up to 16 MB semi-spaces
// under load, which made the peak RSS of 20 busy connections some 40 MB higher; V8 reads the growth factor at each
// growth, so 1 keeps the semi-spaces at their start size, for a few per cent more scavenging (bench/README.md).
setFlagsFromString('--semi-space-growth-factor=1')

/**
 * One full garbage collection a second after start: seeding the database leaves megabytes of garbage in the old
 * generation, which V8 would otherwise keep (and count in the RSS) until the heap grows again.
 */
export function compactHeapAfterStart(): void {
  setFlagsFromString('--expose-gc')
  const collectGarbage = runInNewContext('gc') as () => void
  setFlagsFromString('--no-expose-gc')
  setTimeout(collectGarbage, 1000).unref()
}
