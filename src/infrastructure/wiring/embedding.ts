import { asFunction, type AwilixContainer } from 'awilix'
import type { Embedder } from '../../application/ports/embedder.js'
import { DisabledEmbedder } from '../../adapters/embedding/disabled-embedder.js'
import { EmbeddingHealth } from '../../adapters/embedding/embedding-health.js'
import { HttpEmbedder } from '../../adapters/embedding/http-embedder.js'
import type { Config } from '../config/config.js'
import type { Cradle } from '../container.js'

/** The embedding server's client (`embedder`) and its /ready entry; DisabledEmbedder without EMBEDDING_SERVER_URL. */
export function registerEmbedding(container: AwilixContainer<Cradle>, config: Config): void {
  const { serverUrl, timeoutMs, batchSize, recheckAfterMs } = config.embedding
  container.register({
    embedder: asFunction((c: Cradle): Embedder =>
      serverUrl
        ? new HttpEmbedder({ serverUrl, timeoutMs, batchSize, recheckAfterMs, log: c.log })
        : new DisabledEmbedder(),
    ).singleton(),
    embeddingHealth: asFunction((c: Cradle) => new EmbeddingHealth(c)).singleton(),
  })
}
