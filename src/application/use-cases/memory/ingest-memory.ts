import { EmbeddingUnavailableError, NotFoundError } from '../../../domain/errors.js'
import type { MemoryDraft, MemoryPeriod } from '../../../domain/memory/memory.js'
import { lastCompletePeriod, lookbackStart, type PeriodWindow } from '../../../domain/memory/period.js'
import { summarize } from '../../../domain/memory/summary.js'
import type { ActivityReader } from '../../ports/activity-reader.js'
import type { Clock } from '../../ports/clock.js'
import type { Embedder } from '../../ports/embedder.js'
import type { Log } from '../../ports/log.js'
import type { MemoryStore } from '../../ports/memory-store.js'
import { countOutcomes, type IngestionOutcome, type IngestionReport } from './ingestion-report.js'
import { writeIsolated } from './write-isolated.js'

export interface IngestMemoryDeps {
  activityReader: ActivityReader
  embedder: Embedder
  memoryStore: MemoryStore
  clock: Clock
  log: Log
  ingestionPolicy: { readonly embedBatchSize: number }
}

export interface IngestMemoryInput {
  readonly userIds: readonly string[]
  readonly periods: readonly MemoryPeriod[]
  /** The instant the run is for (default now): each period is the last complete one before it. */
  readonly at?: Date
  /** The manual trigger: an unknown user is a NotFoundError and a failure is thrown, not reported. */
  readonly strict?: boolean
}

interface Pending {
  readonly userId: string
  readonly window: PeriodWindow
  readonly content: string
}

/**
 * Summarises, embeds (in batches) and upserts (in bulk) the memories of a page of users for the
 * given periods. One user's failure is logged and reported; the others go on. With the embedding
 * server down nothing is written and every summary is reported skipped (docs/api.md "Degraded mode").
 */
export class IngestMemory {
  readonly #deps: IngestMemoryDeps

  constructor(deps: IngestMemoryDeps) {
    const { activityReader, embedder, memoryStore, clock, log, ingestionPolicy } = deps
    this.#deps = { activityReader, embedder, memoryStore, clock, log, ingestionPolicy }
  }

  async execute(input: IngestMemoryInput): Promise<IngestionReport> {
    const started = performance.now()
    const { log } = this.#deps
    const at = input.at ?? this.#deps.clock.now()
    const windows = input.periods.map((p) => lastCompletePeriod(p, at))
    const outcomes = new Map<string, IngestionOutcome>()
    const settle = (
      userId: string,
      w: PeriodWindow,
      status: IngestionOutcome['status'],
      reason: IngestionOutcome['reason'],
    ) =>
      outcomes.set(`${userId}|${w.period}`, {
        userId,
        period: w.period,
        periodStart: w.periodStart,
        status,
        reason,
      })
    if (windows.length === 0 || input.userIds.length === 0) return this.#report([], 0, started, {})

    const from = new Date(Math.min(...windows.map((w) => lookbackStart(w).getTime())))
    const to = new Date(Math.max(...windows.map((w) => w.end.getTime())))
    const activities = await this.#deps.activityReader.load(input.userIds, from, to, {
      holdings: input.periods.includes('monthly'),
    })
    const readMs = performance.now() - started

    const pending: Pending[] = []
    for (const userId of input.userIds) {
      const activity = activities.get(userId)
      if (!activity && input.strict) throw new NotFoundError('user')
      for (const w of windows) {
        if (!activity) {
          settle(userId, w, 'skipped', 'unknown_user')
          continue
        }
        try {
          const content = summarize(w, activity)
          if (content === undefined) settle(userId, w, 'skipped', 'no_activity')
          else pending.push({ userId, window: w, content })
        } catch (error) {
          if (input.strict) throw error
          log.error({ err: error, userId, period: w.period }, 'memory summary failed; the other users go on')
          settle(userId, w, 'failed', 'error')
        }
      }
    }
    const summarizedAt = performance.now()

    const { drafts, embedCalls } = await this.#embed(pending, input.strict ?? false, settle)
    const embeddedAt = performance.now()
    const failedWrites = await writeIsolated(this.#deps.memoryStore, drafts, input.strict ?? false, log)
    for (const d of drafts) {
      const w = windows.find((x) => x.period === d.period)!
      settle(d.userId, w, failedWrites.has(d) ? 'failed' : 'ingested', failedWrites.has(d) ? 'error' : null)
    }
    const ordered = input.userIds.flatMap((u) => windows.map((w) => outcomes.get(`${u}|${w.period}`)!))
    return this.#report(ordered, embedCalls, started, {
      readMs,
      summarizeMs: summarizedAt - started - readMs,
      embedMs: embeddedAt - summarizedAt,
      writeMs: performance.now() - embeddedAt,
    })
  }

  async #embed(
    pending: readonly Pending[],
    strict: boolean,
    settle: (
      userId: string,
      w: PeriodWindow,
      status: IngestionOutcome['status'],
      reason: IngestionOutcome['reason'],
    ) => void,
  ): Promise<{ drafts: MemoryDraft[]; embedCalls: number }> {
    const { embedder, log, ingestionPolicy } = this.#deps
    const drafts: MemoryDraft[] = []
    let embedCalls = 0
    for (let i = 0; i < pending.length; i += ingestionPolicy.embedBatchSize) {
      const batch = pending.slice(i, i + ingestionPolicy.embedBatchSize)
      try {
        embedCalls++
        const vectors = await embedder.embed(batch.map((p) => p.content))
        if (vectors.length !== batch.length)
          throw new Error(`the embedder returned ${vectors.length} vectors for ${batch.length} texts`)
        batch.forEach((p, j) =>
          drafts.push({
            userId: p.userId,
            period: p.window.period,
            periodStart: p.window.periodStart,
            content: p.content,
            embedding: vectors[j]!,
            model: embedder.model,
          }),
        )
      } catch (error) {
        if (error instanceof EmbeddingUnavailableError) {
          log.warn(
            { reason: error.message, summaries: pending.length - i },
            'memory ingestion skipped: the embedding server is unavailable',
          )
          for (const p of pending.slice(i)) settle(p.userId, p.window, 'skipped', 'embedding_unavailable')
          break
        }
        if (strict) throw error
        log.error(
          { err: error, users: batch.map((p) => p.userId) },
          'embedding a batch failed; the other batches go on',
        )
        for (const p of batch) settle(p.userId, p.window, 'failed', 'error')
      }
    }
    return { drafts, embedCalls }
  }

  #report(
    outcomes: readonly IngestionOutcome[],
    embedCalls: number,
    started: number,
    t: Partial<IngestionReport['timings']>,
  ): IngestionReport {
    const counts = countOutcomes(outcomes)
    const timings = {
      readMs: 0,
      summarizeMs: 0,
      embedMs: 0,
      writeMs: 0,
      ...t,
      totalMs: performance.now() - started,
    }
    const periods = [...new Set(outcomes.map((o) => o.period))]
    this.#deps.log.info(
      {
        periods,
        users: new Set(outcomes.map((o) => o.userId)).size,
        ...counts,
        embedCalls,
        ...roundAll(timings),
      },
      'memory ingestion finished',
    )
    return { outcomes, counts, embedCalls, timings }
  }
}

function roundAll(t: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.round(v)]))
}
