import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { LlmTier, LlmUsage } from '../../application/ports/llm.js'
import type { JobOutcome, LlmOutcome, Metrics, UpstreamOutcome } from '../../application/ports/metrics.js'

/** What the gauges read at scrape time (nothing is polled in between). */
export interface GaugeSources {
  /** The embedding server answers (1) or not (0); absent: not configured, not reported. */
  readonly embedderUp?: () => Promise<boolean>
  /** Redis (shared caches and limits) answers (1) or not (0); absent: not configured. */
  readonly redisUp?: () => Promise<boolean>
  readonly pool?: () => { readonly total: number; readonly idle: number; readonly waiting: number }
}

/**
 * The Metrics port on prom-client, plus the HTTP histogram and the scrape. One registry per
 * instance (not prom-client's global one), so several apps in one process (the tests) keep
 * their counts apart.
 */
export class PrometheusMetrics implements Metrics {
  readonly registry = new Registry()
  readonly #http: Histogram<'method' | 'route' | 'status'>
  readonly #upstream: Counter<'provider' | 'outcome'>
  readonly #cache: Counter<'cache' | 'result'>
  readonly #llmRequests: Counter<'tier' | 'outcome'>
  readonly #llmTokens: Counter<'tier' | 'kind'>
  readonly #jobs: Counter<'name' | 'outcome'>

  constructor(sources: GaugeSources = {}) {
    const registers = [this.registry]
    collectDefaultMetrics({ register: this.registry })
    this.#http = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status, and how long they took',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    })
    this.#upstream = new Counter({
      name: 'upstream_calls_total',
      help: 'Calls to market providers by provider and outcome (ok, error, timeout, rate_limited)',
      labelNames: ['provider', 'outcome'],
      registers,
    })
    this.#cache = new Counter({
      name: 'cache_lookups_total',
      help: 'Cache lookups by cache and result (hit, miss)',
      labelNames: ['cache', 'result'],
      registers,
    })
    this.#llmRequests = new Counter({
      name: 'llm_requests_total',
      help: 'Language-model requests by tier and outcome (ok, error, aborted)',
      labelNames: ['tier', 'outcome'],
      registers,
    })
    this.#llmTokens = new Counter({
      name: 'llm_tokens_total',
      help: 'Language-model tokens by tier and kind (input, output)',
      labelNames: ['tier', 'kind'],
      registers,
    })
    this.#jobs = new Counter({
      name: 'job_runs_total',
      help: 'Job runs by job name and outcome (ok, failed)',
      labelNames: ['name', 'outcome'],
      registers,
    })
    const { embedderUp, pool, redisUp } = sources
    if (redisUp) {
      new Gauge({
        name: 'redis_up',
        help: 'Whether Redis answers (1) or not (0: caches, coalescing and limits are per instance meanwhile)',
        registers,
        async collect() {
          this.set((await redisUp().catch(() => false)) ? 1 : 0)
        },
      })
    }
    if (embedderUp) {
      new Gauge({
        name: 'embedder_up',
        help: 'Whether the embedding server answers (1) or not (0)',
        registers,
        async collect() {
          this.set((await embedderUp().catch(() => false)) ? 1 : 0)
        },
      })
    }
    if (pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database pool connections by state (in_use, idle, waiting: requests waiting for one)',
        labelNames: ['state'],
        registers,
        collect() {
          const { total, idle, waiting } = pool()
          this.set({ state: 'in_use' }, total - idle)
          this.set({ state: 'idle' }, idle)
          this.set({ state: 'waiting' }, waiting)
        },
      })
    }
  }

  httpRequest(method: string, route: string, status: number, seconds: number): void {
    this.#http.observe({ method, route, status: String(status) }, seconds)
  }

  upstreamCall(provider: string, outcome: UpstreamOutcome): void {
    this.#upstream.inc({ provider, outcome })
  }

  cacheLookups(cache: string, hit: boolean, count: number): void {
    if (count > 0) this.#cache.inc({ cache, result: hit ? 'hit' : 'miss' }, count)
  }

  llmRequest(tier: LlmTier, outcome: LlmOutcome, usage?: LlmUsage): void {
    this.#llmRequests.inc({ tier, outcome })
    if (usage) {
      this.#llmTokens.inc({ tier, kind: 'input' }, usage.inputTokens)
      this.#llmTokens.inc({ tier, kind: 'output' }, usage.outputTokens)
    }
  }

  jobRun(name: string, outcome: JobOutcome): void {
    this.#jobs.inc({ name, outcome })
  }

  /** The Prometheus text exposition of everything above. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() }
  }
}
