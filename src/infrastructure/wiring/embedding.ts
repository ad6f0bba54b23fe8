import { asFunction } from 'awilix'
import type { ComponentHealth } from '../../application/ports/component-health.js'
import type { Embedder } from '../../application/ports/embedder.js'
import { DisabledEmbedder } from '../../adapters/embedding/disabled-embedder.js'
import { EmbeddingHealth } from '../../adapters/embedding/embedding-health.js'
import { HttpEmbedder } from '../../adapters/embedding/http-embedder.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface EmbeddingCradle {
  embedder: Embedder
  embeddingHealth: ComponentHealth
}

type EmbeddingNeeds = Pick<FoundationCradle, 'log'>

type Reads = EmbeddingCradle & EmbeddingNeeds
const singleton = singletonsOf<Reads>()

/** The embedding server's client (`embedder`) and its /ready entry; DisabledEmbedder without EMBEDDING_SERVER_URL. */
export const embeddingArea = defineArea<EmbeddingCradle, EmbeddingNeeds>('embedding', ({ config }) => {
  const { serverUrl, timeoutMs, batchSize, recheckAfterMs } = config.embedding
  return {
    embedder: asFunction((c: Reads): Embedder =>
      serverUrl
        ? new HttpEmbedder({ serverUrl, timeoutMs, batchSize, recheckAfterMs, log: c.log })
        : new DisabledEmbedder(),
    ).singleton(),
    embeddingHealth: singleton(EmbeddingHealth),
  }
})
