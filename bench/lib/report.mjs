// Turns the measurements into tables with the targets, and into bench/results.json.
import { writeFileSync } from 'node:fs'

export const targets = {
  startMs: 1000,
  idleRssMb: 80,
  peakRssMb: 150,
  firstLoadKb: 190,
  /** share of the bare Node server's req/s, per row (issue #8) */
  shareOfBareNode: { 'application version': 0.25, 'product list': 0.125, 'product search': 0.125, 'failed login': 0.125, 'index.html': 0.33 },
}

const verdict = (met) => (met ? 'met' : 'NOT met')
const round = (value, digits = 1) => Number(value.toFixed(digits))
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function printTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)))
  const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')
  console.log(line(header))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of rows) console.log(line(row))
}

const percent = (share) => (share === undefined ? '-' : `${(share * 100).toFixed(1)} %`)
const cpu = (ms) => (ms === undefined ? '-' : `${ms.toFixed(3)} ms`)

/** Prints the tables and writes the JSON; returns the results object. */
export function report({ startMs, startSamplesMs, idleRssMb, loadedRssMb, peakRssMb, loads, firstLoad }, outputFile) {
  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    loadAverage: median(loads.filter((load) => load.loadAverage !== undefined).map((load) => load.loadAverage)),
    startup: startSamplesMs.length ? { medianMs: Math.round(startMs), samplesMs: startSamplesMs.map(Math.round), targetMs: targets.startMs, met: startMs < targets.startMs } : undefined,
    memory: {
      idleRssMb: round(idleRssMb), afterLoadRssMb: round(loadedRssMb), peakRssMb: round(peakRssMb),
      targetIdleMb: targets.idleRssMb, targetPeakMb: targets.peakRssMb, met: idleRssMb < targets.idleRssMb && peakRssMb < targets.peakRssMb,
    },
    firstLoad: firstLoad ? { kilobytes: round(firstLoad.kilobytes), responses: firstLoad.responses, targetKb: targets.firstLoadKb, met: firstLoad.kilobytes < targets.firstLoadKb } : undefined,
    throughput: loads.map((load) => {
      const target = targets.shareOfBareNode[load.title]
      return { ...load, targetShare: target, met: target === undefined ? undefined : load.shareOfBareNode >= target }
    }),
  }
  console.log()
  printTable(['measure', 'value', 'target', 'status'], [
    ...(results.startup ? [['start to first 200 (median of 5)', `${results.startup.medianMs} ms`, `< ${targets.startMs} ms`, verdict(results.startup.met)]] : []),
    ['RSS idle', `${results.memory.idleRssMb} MB`, `< ${targets.idleRssMb} MB`, verdict(idleRssMb < targets.idleRssMb)],
    ['RSS peak under load', `${results.memory.peakRssMb} MB`, `< ${targets.peakRssMb} MB`, verdict(peakRssMb < targets.peakRssMb)],
    ...(results.firstLoad ? [['first load of / (compressed)', `${results.firstLoad.kilobytes} kB in ${firstLoad.responses} responses`, `< ${targets.firstLoadKb} kB`, verdict(results.firstLoad.met)]] : []),
  ])
  console.log()
  const statusMix = (statusCodes) => Object.entries(statusCodes).map(([code, count]) => `${code}: ${count}`).join(', ')
  const withJuiceShop = results.throughput.some((load) => load.juiceShop)
  printTable(
    ['endpoint', 'req/s', 'CPU/req', 'share of bare Node', 'target', ...(withJuiceShop ? ['Juice Shop req/s'] : []), 'p99', 'answers', 'errors'],
    results.throughput.map((load) => [
      `${load.title} (${load.method} ${load.path})`, load.requestsPerSecond, cpu(load.cpuMsPerRequest), percent(load.shareOfBareNode),
      load.targetShare === undefined ? '-' : `≥ ${percent(load.targetShare)} ${verdict(load.met)}`,
      ...(withJuiceShop ? [load.juiceShop?.requestsPerSecond ?? '-'] : []),
      `${load.p99LatencyMs} ms`, statusMix(load.statusCodes), load.errors,
    ]),
  )
  const bare = results.throughput.find((load) => load.bareNode)?.bareNode
  if (bare) console.log(`\nbare Node http server in the same run: ${median(results.throughput.filter((l) => l.bareNode).map((l) => l.bareNode.requestsPerSecond))} req/s, ${cpu(bare.cpuMsPerRequest)} CPU/req; load average ${results.loadAverage}`)
  writeFileSync(outputFile, `${JSON.stringify(results, null, 2)}\n`)
  console.log(`\nresults written to ${outputFile}`)
  return results
}
