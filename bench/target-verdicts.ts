/**
 * Issue 17's targets beside what one run of the performance benchmark measured: for each row, the
 * service's figure, its best ceiling's figure (the same work done with nothing of ours around it:
 * contract-koa.ts, database-ceiling.ts, stream-ceiling.ts) and the target. A ceiling that misses
 * its target says that on this machine no change to the service can reach it; run the bench on
 * another machine and this table says at once whether that one can.
 */

/** A throughput row's target: its req/s over bare node:http's, at least. */
const RATIO_TARGETS: Record<string, number> = {
  'GET /health': 0.45,
  'GET /market/stock/AAPL (cached, JWT)': 0.4,
  'POST /market/batch (50 cached)': 0.3,
  'GET /transactions/?limit=50 (10k rows)': 0.25,
  'POST /transactions/ (Idempotency-Key)': 0.12,
}

/** The /ai/stream figures' targets: p99 in ms, at most. */
export const STREAM_TARGETS = {
  firstByte: { name: '/ai/stream: request -> first SSE byte, p99', ms: 20 },
  toModel: { name: "/ai/stream: request -> the model's first call, p99", ms: 25 },
  tokenToDelta: { name: "/ai/stream: model's first token -> our text-delta, p99", ms: 5 },
} as const

/**
 * Ceilings printed for reference, not counted against a target: insert-only keeps a row with no
 * Idempotency-Key, so it does less than the create row's target asks.
 */
const REFERENCE_ONLY = new Set(['insert-only'])

export type StreamFigures = Record<keyof typeof STREAM_TARGETS, number>

interface Verdict {
  readonly name: string
  readonly target: string
  readonly service: string
  readonly ceiling: string
  readonly serviceMeets: boolean
  /** The ceiling meets the target, or the service does (then it is reachable whatever the ceiling read). */
  readonly reachable: boolean
}

export class TargetVerdicts {
  readonly #ratios = new Map<string, { service?: number; ceiling?: { name: string; ratio: number } }>()
  #streams?: { service?: StreamFigures; ceiling?: StreamFigures }

  /** The service's ratio for a row of the table (rows without a target are ignored). */
  service(row: string, ratio: number): void {
    if (row in RATIO_TARGETS) this.#ratios.set(row, { ...this.#ratios.get(row), service: ratio })
  }

  /** A ceiling's ratio for a row; the best of a row's ceilings is kept (none of REFERENCE_ONLY). */
  ceiling(row: string, ceiling: string, ratio: number): void {
    if (REFERENCE_ONLY.has(ceiling)) return
    const entry = this.#ratios.get(row) ?? {}
    if (row in RATIO_TARGETS && (entry.ceiling === undefined || ratio > entry.ceiling.ratio))
      this.#ratios.set(row, { ...entry, ceiling: { name: ceiling, ratio } })
  }

  streams(who: 'service' | 'ceiling', figures: StreamFigures): void {
    this.#streams = { ...this.#streams, [who]: figures }
  }

  /** The table, one line a target measured in this run. */
  lines(): string[] {
    const verdicts: Verdict[] = []
    for (const [name, { service, ceiling }] of this.#ratios) {
      const target = RATIO_TARGETS[name]!
      verdicts.push({
        name,
        target: `>= ${target}`,
        service: service === undefined ? '' : service.toFixed(2),
        ceiling: ceiling === undefined ? '' : `${ceiling.ratio.toFixed(2)} (${ceiling.name})`,
        serviceMeets: service !== undefined && service >= target,
        reachable: ceiling !== undefined && (ceiling.ratio >= target || (service ?? 0) >= target),
      })
    }
    const { service, ceiling } = this.#streams ?? {}
    const streamRows = service === undefined && ceiling === undefined ? [] : Object.keys(STREAM_TARGETS)
    for (const key of streamRows as (keyof typeof STREAM_TARGETS)[]) {
      const { name, ms } = STREAM_TARGETS[key]
      verdicts.push({
        name,
        target: `<= ${ms} ms`,
        service: service === undefined ? '' : `${service[key].toFixed(1)} ms`,
        ceiling: ceiling === undefined ? '' : `${ceiling[key].toFixed(1)} ms (stream ceiling)`,
        serviceMeets: service !== undefined && service[key] <= ms,
        reachable: ceiling !== undefined && (ceiling[key] <= ms || (service?.[key] ?? Infinity) <= ms),
      })
    }
    if (verdicts.length === 0) return []
    const yes = (measured: string, meets: boolean) => (measured === '' ? '' : meets ? 'yes' : 'no')
    return [
      'The targets in this run (a ceiling that misses its target: out of reach on this machine whatever the service does)',
      `${'target'.padEnd(56)} ${'wanted'.padStart(9)} ${'service'.padStart(9)} ${'met'.padStart(4)}   ${'best ceiling'.padEnd(36)} ${'reachable'.padStart(9)}`,
      ...verdicts.map(
        (v) =>
          `${v.name.padEnd(56)} ${v.target.padStart(9)} ${v.service.padStart(9)} ${yes(v.service, v.serviceMeets).padStart(4)}` +
          `   ${v.ceiling.padEnd(36)} ${yes(v.ceiling, v.reachable).padStart(9)}`,
      ),
    ]
  }
}
