import type { Embedder, EmbedderStatus } from '../../application/ports/embedder.js'
import { EmbeddingUnavailableError } from '../../domain/errors.js'

/** The Embedder when EMBEDDING_SERVER_URL is unset: memory features are off (docs/api.md "Degraded mode"). */
export class DisabledEmbedder implements Embedder {
  readonly dimensions = 384
  readonly model = 'none'

  async embed(): Promise<number[][]> {
    throw new EmbeddingUnavailableError(
      'the embedding server is not configured (EMBEDDING_SERVER_URL is unset)',
    )
  }

  async status(): Promise<EmbedderStatus> {
    return 'not_configured'
  }
}
