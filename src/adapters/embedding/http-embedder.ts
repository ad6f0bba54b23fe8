import { setTimeout as sleep } from 'node:timers/promises'
import type { Embedder, EmbedderStatus } from '../../application/ports/embedder.js'
import type { Log } from '../../application/ports/log.js'
import { EmbeddingUnavailableError } from '../../domain/errors.js'
import { retryAfterSeconds } from '../retry-after.js'

export interface HttpEmbedderOptions {
  /** EMBEDDING_SERVER_URL */
  readonly serverUrl: string
  /** Per request to the server. */
  readonly timeoutMs: number
  /** Texts per POST /embed (the server takes at most 256). */
  readonly batchSize: number
  readonly dimensions?: number
  /** How long a known state is trusted before status() probes again or embed() retries a down server. */
  readonly recheckAfterMs?: number
  readonly probeTimeoutMs?: number
  readonly log?: Log
}

/** The server refuses texts over 10,000 characters; it reads only the first 256 tokens anyway. */
const MAX_TEXT_CHARS = 10_000
const MAX_BUSY_RETRIES = 2

const clip = (text: string): string =>
  text.length <= MAX_TEXT_CHARS ? text : [...text].slice(0, MAX_TEXT_CHARS).join('')

/**
 * The Embedder port over the embedding server's HTTP API (embedding/README.md). It remembers
 * whether the server answered lately: while it is down, embed() fails fast with
 * EmbeddingUnavailableError (callers degrade), and after `recheckAfterMs` the next call tries
 * again, so a restarted server is noticed without restarting the service.
 */
export class HttpEmbedder implements Embedder {
  readonly dimensions: number
  readonly #base: string
  readonly #options: HttpEmbedderOptions
  readonly #recheckAfterMs: number
  #state: 'unknown' | 'up' | 'down' = 'unknown'
  #checkedAt = 0
  #lastProblem = ''
  #model: string | undefined
  #probe: Promise<EmbedderStatus> | undefined

  constructor(options: HttpEmbedderOptions) {
    this.#options = options
    this.#base = options.serverUrl.replace(/\/+$/, '')
    this.dimensions = options.dimensions ?? 384
    this.#recheckAfterMs = options.recheckAfterMs ?? 5000
  }

  /** The model the server reported on /health ('unknown' before it first answered). */
  get model(): string {
    return this.#model ?? 'unknown'
  }

  async status(): Promise<EmbedderStatus> {
    if (this.#state !== 'unknown' && !this.#stale()) return this.#state
    this.#probe ??= this.#checkHealth().finally(() => (this.#probe = undefined))
    return this.#probe
  }

  async embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    if (texts.length === 0) return []
    if (this.#state === 'down' && !this.#stale()) throw this.#unavailable()
    // The first call learns the model and checks the dimensions before sending any text.
    if (this.#model === undefined && (await this.status()) === 'down') throw this.#unavailable()
    const vectors: number[][] = []
    for (let start = 0; start < texts.length; start += this.#options.batchSize) {
      const chunk = texts.slice(start, start + this.#options.batchSize).map(clip)
      vectors.push(...(await this.#post(chunk, signal)))
    }
    return vectors
  }

  async #post(texts: string[], signal: AbortSignal | undefined, attempt = 0): Promise<number[][]> {
    let res: Response
    try {
      res = await fetch(`${this.#base}/embed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ texts }),
        signal: this.#signal(this.#options.timeoutMs, signal),
      })
    } catch (error) {
      if (signal?.aborted) throw signal.reason // the caller gave up: says nothing about the server
      throw this.#markDown(describe(error, this.#options.timeoutMs), error)
    }
    if (res.status === 429 && attempt < MAX_BUSY_RETRIES) {
      // Busy, not down: wait as asked (briefly) and try again.
      await res.body?.cancel()
      const seconds = Math.min(5, Math.max(0.1, retryAfterSeconds(res.headers) || 1))
      await sleep(seconds * 1000, undefined, signal ? { signal } : {})
      return this.#post(texts, signal, attempt + 1)
    }
    if (res.status === 429) {
      await res.body?.cancel()
      throw new EmbeddingUnavailableError('the embedding server is busy (429); try later')
    }
    if (res.status !== 200) {
      const detail = `POST /embed answered ${res.status}: ${(await res.text().catch(() => '')).slice(0, 200)}`
      // 5xx (503 while loading): down. A 4xx is a bug on one side: unavailable for this call only.
      if (res.status >= 500) throw this.#markDown(detail)
      this.#options.log?.warn(
        { status: res.status, server: this.#base },
        'embedding server refused a request',
      )
      throw new EmbeddingUnavailableError(detail)
    }
    const body = (await res.json().catch(() => null)) as { embeddings?: unknown } | null
    const problem = this.#shapeProblem(body?.embeddings, texts.length)
    if (problem) throw this.#markDown(problem)
    this.#markUp()
    return body!.embeddings as number[][]
  }

  /** Count, dimension and finiteness of what came back: a wrong model must not reach user_embeddings. */
  #shapeProblem(embeddings: unknown, count: number): string | undefined {
    if (!Array.isArray(embeddings)) return 'the response has no embeddings array'
    if (embeddings.length !== count) return `asked for ${count} embeddings, got ${embeddings.length}`
    const bad = embeddings.findIndex(
      (v) =>
        !Array.isArray(v) ||
        v.length !== this.dimensions ||
        !v.every((x) => typeof x === 'number' && Number.isFinite(x)),
    )
    return bad === -1 ? undefined : `embedding ${bad} is not ${this.dimensions} finite numbers`
  }

  async #checkHealth(): Promise<EmbedderStatus> {
    const timeoutMs = Math.min(this.#options.timeoutMs, this.#options.probeTimeoutMs ?? 2000)
    try {
      const res = await fetch(`${this.#base}/health`, { signal: this.#signal(timeoutMs, undefined) })
      const body = (await res.json().catch(() => ({}))) as { model?: unknown; dimensions?: unknown }
      if (res.status !== 200) throw new Error(`GET /health answered ${res.status}`)
      if (body.dimensions !== this.dimensions)
        throw new Error(
          `the server's model has ${String(body.dimensions)} dimensions, not ${this.dimensions}`,
        )
      this.#model = typeof body.model === 'string' ? body.model : 'unknown'
      this.#markUp()
    } catch (error) {
      this.#markDown(describe(error, timeoutMs), error)
    }
    return this.#state === 'up' ? 'up' : 'down'
  }

  #signal(timeoutMs: number, caller: AbortSignal | undefined): AbortSignal {
    const timeout = AbortSignal.timeout(timeoutMs)
    return caller ? AbortSignal.any([caller, timeout]) : timeout
  }

  #stale(): boolean {
    return performance.now() - this.#checkedAt >= this.#recheckAfterMs
  }

  #markUp(): void {
    if (this.#state !== 'up') this.#options.log?.info({ server: this.#base }, 'embedding server available')
    this.#state = 'up'
    this.#checkedAt = performance.now()
  }

  #markDown(problem: string, cause?: unknown): EmbeddingUnavailableError {
    if (this.#state !== 'down')
      this.#options.log?.warn(
        { server: this.#base, problem },
        'embedding server unavailable; memory features degrade',
      )
    this.#state = 'down'
    this.#checkedAt = performance.now()
    this.#lastProblem = problem
    return this.#unavailable(cause)
  }

  #unavailable(cause?: unknown): EmbeddingUnavailableError {
    return new EmbeddingUnavailableError(
      `the embedding server at ${this.#base} is unavailable: ${this.#lastProblem}`,
      cause ? { cause } : undefined,
    )
  }
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${timeoutMs} ms`
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined
  return cause ?? (error instanceof Error ? error.message : String(error))
}
