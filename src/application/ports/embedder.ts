/** 'not_configured': no EMBEDDING_SERVER_URL; 'down': configured but not answering. */
export type EmbedderStatus = 'up' | 'down' | 'not_configured'

/**
 * Turns texts into unit-length vectors of `dimensions` floats, one per text, in input order.
 * Throws EmbeddingUnavailableError when the embedding server is not configured or not reachable;
 * callers degrade (docs/api.md "Degraded mode") instead of failing.
 */
export interface Embedder {
  readonly dimensions: number
  readonly model: string
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>
  /** Cheap: the last known state, refreshed by a probe when it is older than a few seconds. */
  status(): Promise<EmbedderStatus>
}
