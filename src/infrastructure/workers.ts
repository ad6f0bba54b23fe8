import cluster, { type Worker } from 'node:cluster'
import { configFromEnvironment } from './config/environment.js'
import { createLogger } from './logger.js'

/** `--workers N` (or `--workers=N`) on the command line; 1 when absent. */
export function workersFromArgs(args: readonly string[]): number {
  const i = args.findIndex((a) => a === '--workers' || a.startsWith('--workers='))
  if (i < 0) return 1
  const raw = args[i]!.includes('=') ? args[i]!.split('=')[1] : args[i + 1]
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    process.stderr.write(
      `ledgerline cannot start: --workers must be a whole number from 1 to 64 (got "${raw}")\n`,
    )
    process.exit(2)
  }
  return n
}

/**
 * `./ledgerline start --workers N` (docs/scale-out.md "Several instances on one machine"): this
 * process becomes a node:cluster primary that runs N instances of the service behind its port
 * (connections are handed to them round-robin) and serves nothing itself. Point them at one
 * Postgres (DATABASE_URL) and one Redis (REDIS_URL) so they share caches, limits and streams.
 * A worker that dies is replaced (at most once a second); SIGTERM/SIGINT stop every worker
 * gracefully and the primary exits when they have, 0 if they all did cleanly.
 */
export function runPrimary(workers: number): void {
  // The primary's own lines go at the configured level; a bad configuration stops here, once,
  // with the message every worker would print.
  let level: string
  try {
    level = configFromEnvironment().logLevel
  } catch (error) {
    process.stderr.write(
      `ledgerline cannot start: ${error instanceof Error ? error.message : String(error)}\n`,
    )
    process.exit(1)
  }
  const log = createLogger(level)
  let stopping = false
  let failed = false
  const started = new Map<Worker, number>()
  const fork = () => started.set(cluster.fork(), Date.now())
  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (started.get(worker) ?? 0)
    started.delete(worker)
    if (stopping) {
      if (code !== 0) failed = true
      if (started.size === 0) process.exit(failed ? 1 : 0)
      return
    }
    // A configuration error stops every worker the same way: no point in starting them again.
    if (code === 2) {
      log.error({ code }, 'a worker refused the configuration; stopping')
      stopping = true
      for (const w of started.keys()) w.process.kill('SIGTERM')
      if (started.size === 0) process.exit(2)
      return
    }
    log.warn({ code, signal }, 'a worker exited; starting another')
    setTimeout(fork, Math.max(0, 1000 - ranMs))
  })
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'stopping the workers')
    for (const w of started.keys()) w.process.kill('SIGTERM')
    if (started.size === 0) process.exit(0)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  for (let i = 0; i < workers; i++) fork()
  log.info({ workers }, 'ledgerline primary started')
}

/** True in the primary of `--workers N` (N > 1): main() then starts no service of its own. */
export function becomePrimary(args: readonly string[]): boolean {
  const n = workersFromArgs(args)
  if (n <= 1 || !cluster.isPrimary) return false
  runPrimary(n)
  return true
}
