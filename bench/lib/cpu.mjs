// CPU time of a process from /proc/<pid>/stat (user + system, in clock ticks of 10 ms on Linux).
import { readFileSync } from 'node:fs'

const TICK_MS = 10

/** User plus system CPU milliseconds the process has used so far. */
export function cpuMilliseconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // the fields after the command name, which is in parentheses and may hold spaces
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

/** The machine's 1-minute load average, as /proc/loadavg gives it. */
export const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0])
