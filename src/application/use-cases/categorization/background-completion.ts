/** How a user's new transactions are gathered before the steps that ask a server run on them. */
export interface BackgroundCompletionOptions {
  /** How long the first transaction of a batch waits for others of the same user. */
  readonly windowMs: number
  /** A batch runs at once when it has this many (the model step's cap per batch). */
  readonly maxBatch: number
}

type RunBatch = (userId: string, ids: readonly string[]) => Promise<void>

/**
 * The background half of a create's categorisation (docs/categories.md "Where it runs"): the
 * transactions the local steps left open wait here, per user, for `windowMs` or until `maxBatch`
 * of them wait, and then go through the steps that ask a server (embedder, model) as one batch.
 * A burst of creates then costs a few model calls instead of one each; no answer waits on it.
 * Batches of one user may overlap (a full batch starts at once); each writes only what is still
 * not the user's choice (CategorizableTransactions.assign). `run` logs its own failures.
 */
export class BackgroundCompletion {
  readonly #run: RunBatch
  readonly #options: BackgroundCompletionOptions
  readonly #waiting = new Map<string, { ids: string[]; timer: NodeJS.Timeout }>()
  readonly #running = new Set<Promise<void>>()

  constructor(run: RunBatch, options: BackgroundCompletionOptions) {
    this.#run = run
    this.#options = options
  }

  /** Queues the user's saved transactions; returns at once. */
  add(userId: string, ids: readonly string[]): void {
    let batch = this.#waiting.get(userId)
    if (!batch) {
      const timer = setTimeout(() => this.#flush(userId), this.#options.windowMs)
      timer.unref()
      batch = { ids: [], timer }
      this.#waiting.set(userId, batch)
    }
    batch.ids.push(...ids)
    if (batch.ids.length >= this.#options.maxBatch) this.#flush(userId)
  }

  /** Runs every waiting batch now and resolves once all batches have finished (at shutdown). */
  async drain(): Promise<void> {
    for (const userId of [...this.#waiting.keys()]) this.#flush(userId)
    while (this.#running.size > 0) await Promise.all(this.#running)
  }

  #flush(userId: string): void {
    const batch = this.#waiting.get(userId)
    if (!batch) return
    clearTimeout(batch.timer)
    this.#waiting.delete(userId)
    for (let start = 0; start < batch.ids.length; start += this.#options.maxBatch) {
      const running = this.#run(userId, batch.ids.slice(start, start + this.#options.maxBatch))
        .catch(() => undefined)
        .finally(() => this.#running.delete(running))
      this.#running.add(running)
    }
  }
}
