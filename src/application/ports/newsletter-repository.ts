import type { Newsletter, NewsletterDraft } from '../../domain/newsletter/newsletter.js'

/** Stored newsletters, one per user per UTC day. Every method names the owner. */
export interface NewsletterRepository {
  /** Inserts the day's newsletter or replaces it (a forced regeneration keeps the id). */
  save(userId: string, id: string, date: string, draft: NewsletterDraft, now: Date): Promise<Newsletter>
  forDay(userId: string, date: string): Promise<Newsletter | undefined>
  /** The newest by date; undefined when the user has none. */
  latest(userId: string): Promise<Newsletter | undefined>
  /** Users with newsletter_enabled, in id order after `afterId`: how the daily run pages through them. */
  subscribersAfter(afterId: string | undefined, limit: number): Promise<string[]>
}

export type GenerationStatus = 'queued' | 'running' | 'completed' | 'failed'

/** One requested generation of a user's newsletter for a day (what POST /newsletter/generate returns). */
export interface GenerationRun {
  readonly id: string
  readonly userId: string
  readonly date: string
  readonly status: GenerationStatus
  readonly force: boolean
  readonly updatedAt: Date
}

/**
 * The generation runs, one row per user and day. `start` is atomic: of two concurrent calls only
 * one creates a run; the other gets the active one. A run whose status has not changed for
 * `staleAfterMs` (a crashed worker) no longer counts as active.
 */
export interface GenerationRunRepository {
  /** Returns the active run (queued or running) when there is one, else a new queued run. `created` says which. */
  start(
    run: { id: string; userId: string; date: string; force: boolean },
    now: Date,
    staleAfterMs: number,
  ): Promise<{ run: GenerationRun; created: boolean }>
  get(userId: string, date: string): Promise<GenerationRun | undefined>
  setStatus(userId: string, runId: string, status: GenerationStatus, now: Date): Promise<void>
}
