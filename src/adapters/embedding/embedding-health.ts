import type { ComponentHealth, ComponentStatus } from '../../application/ports/component-health.js'
import type { Embedder } from '../../application/ports/embedder.js'

const BY_STATUS = { up: 'ok', down: 'degraded', not_configured: 'disabled' } as const

/** /ready's embedding entry: an optional part, so a down server is 'degraded', never 'down'. */
export class EmbeddingHealth implements ComponentHealth {
  readonly #embedder: Embedder
  constructor({ embedder }: { embedder: Embedder }) {
    this.#embedder = embedder
  }

  async check(): Promise<ComponentStatus> {
    return BY_STATUS[await this.#embedder.status().catch(() => 'down' as const)]
  }
}
