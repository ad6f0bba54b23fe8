/**
 * How long reading one upload holds the event loop, in process and in a worker thread:
 *   node --import tsx bench/statement-reader-loop-bench.ts [--leaves N] [--rows N]
 * Reads (1) an OFX SGML file of N short leaves and no statement (850,000 by default, about 10 MB:
 * refused with a 422 after the whole parse) and (2) a valid CSV of --rows lines (50,000), once
 * with FileStatementReader on the event loop and once with WorkerStatementReader, while
 * perf_hooks.monitorEventLoopDelay samples the loop every 10 ms. Reports the read's wall time and
 * the loop delay (max and p99): what any other request waits for at worst; first, the delay of
 * the idle loop over 3 s, the machine's own noise.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { FileStatementReader } from '../src/adapters/statements/file-statement-reader.js'
import { WorkerStatementReader } from '../src/adapters/statements/worker-statement-reader.js'
import type { StatementReader } from '../src/application/ports/statement-reader.js'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name)
  return at >= 0 ? Number(args[at + 1]) : fallback
}
const leaves = option('--leaves', 850_000)
const rows = option('--rows', 50_000)

function manyLeaves(n: number): Uint8Array {
  return new TextEncoder().encode(`OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n${'<MEMO>x\n'.repeat(n)}</OFX>\n`)
}

function csv(n: number): Uint8Array {
  const lines = ['Date,Description,Amount']
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + (i % 700) * 86_400_000).toISOString().slice(0, 10)
    lines.push(`${day},Shop number ${i % 977},-${(i % 5000) + 1}.${String(i % 100).padStart(2, '0')}`)
  }
  return new TextEncoder().encode(lines.join('\n'))
}

async function idle(ms: number): Promise<void> {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  await new Promise((resolve) => setTimeout(resolve, ms))
  histogram.disable()
  const max = (histogram.max / 1e6).toFixed(0)
  const p99 = (histogram.percentile(99) / 1e6).toFixed(0)
  console.log(`${'idle (the machine alone)'.padEnd(34)} ${ms} ms  loop delay max ${max} ms, p99 ${p99} ms`)
}

async function measure(label: string, reader: StatementReader, file: Uint8Array): Promise<void> {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  // A ticker beside it: the longest gap between two 10 ms ticks is the longest wait of a request.
  let last = performance.now()
  let longestGap = 0
  const ticker = setInterval(() => {
    const now = performance.now()
    longestGap = Math.max(longestGap, now - last)
    last = now
  }, 10)
  await new Promise((resolve) => setTimeout(resolve, 30))
  const started = performance.now()
  let outcome: string
  try {
    const parsed = await reader.read(file, { defaultCurrency: 'USD' })
    outcome = `${parsed.lines.length} lines`
  } catch (error) {
    outcome = `refused: ${(error as Error).message.slice(0, 60)}`
  }
  const wall = performance.now() - started
  // The delay of a loop held to the end is only recorded when the loop turns again.
  await new Promise((resolve) => setTimeout(resolve, 30))
  histogram.disable()
  clearInterval(ticker)
  const ms = (ns: number) => (ns / 1e6).toFixed(0)
  console.log(
    `${label.padEnd(34)} ${(file.length / 1e6).toFixed(1)} MB  wall ${wall.toFixed(0)} ms  loop delay max ${ms(histogram.max)} ms, p99 ${ms(histogram.percentile(99))} ms, longest gap between 10 ms ticks ${longestGap.toFixed(0)} ms  (${outcome})`,
  )
}

const inline = new FileStatementReader()
const worker = new WorkerStatementReader({ threads: 1 })
// The worker's first start (module loading) is not part of a read: warm both paths once.
await worker.read(csv(10), { defaultCurrency: 'USD' })
await inline.read(csv(10), { defaultCurrency: 'USD' })

await idle(3000)
const ofx = manyLeaves(leaves)
const table = csv(rows)
const only = args.includes('--worker-only')
if (!only) await measure(`OFX ${leaves} leaves, event loop`, inline, ofx)
await measure(`OFX ${leaves} leaves, worker`, worker, ofx)
if (!only) await measure(`CSV ${rows} rows, event loop`, inline, table)
await measure(`CSV ${rows} rows, worker`, worker, table)
await measure(`CSV ${rows} rows, worker`, worker, table)
await worker.close()
