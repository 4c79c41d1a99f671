// Turns the measurements into a table with the targets, and into bench/results.json.
import { writeFileSync } from 'node:fs'

export const targets = {
  startMs: 1000,
  idleRssMb: 120,
  firstLoadKb: 400,
}

const verdict = (met) => (met ? 'met' : 'NOT met')
const round = (value, digits = 1) => Number(value.toFixed(digits))

function printTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)))
  const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')
  console.log(line(header))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of rows) console.log(line(row))
}

/** Prints both tables and writes the JSON; returns the results object. */
export function report({ startMs, startSamplesMs, idleRssMb, loadedRssMb, loads, firstLoad }, outputFile) {
  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    startup: { medianMs: Math.round(startMs), samplesMs: startSamplesMs.map(Math.round), targetMs: targets.startMs, met: startMs < targets.startMs },
    memory: { idleRssMb: round(idleRssMb), afterLoadRssMb: round(loadedRssMb), targetIdleMb: targets.idleRssMb, met: idleRssMb < targets.idleRssMb },
    firstLoad: { kilobytes: round(firstLoad.kilobytes), responses: firstLoad.responses, targetKb: targets.firstLoadKb, met: firstLoad.kilobytes < targets.firstLoadKb },
    throughput: loads,
  }
  console.log()
  printTable(['measure', 'value', 'target', 'status'], [
    ['start to first 200 (median of 5)', `${results.startup.medianMs} ms`, `< ${targets.startMs} ms`, verdict(results.startup.met)],
    ['RSS idle', `${results.memory.idleRssMb} MB`, `< ${targets.idleRssMb} MB`, verdict(results.memory.met)],
    ['RSS after load', `${results.memory.afterLoadRssMb} MB`, '-', '-'],
    ['first load of / (compressed)', `${results.firstLoad.kilobytes} kB in ${firstLoad.responses} responses`, `< ${targets.firstLoadKb} kB`, verdict(results.firstLoad.met)],
  ])
  console.log()
  const statusMix = (statusCodes) => Object.entries(statusCodes).map(([code, count]) => `${code}: ${count}`).join(', ')
  printTable(['endpoint', 'req/s', 'p99', 'answers', 'errors'], loads.map((load) => [
    `${load.title} (${load.method} ${load.path})`, load.requestsPerSecond, `${load.p99LatencyMs} ms`, statusMix(load.statusCodes), load.errors,
  ]))
  writeFileSync(outputFile, `${JSON.stringify(results, null, 2)}\n`)
  console.log(`\nresults written to ${outputFile}`)
  return results
}
