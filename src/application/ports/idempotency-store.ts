/** What a create answered, kept so a replay of the same request gets the same answer. */
export interface StoredResponse {
  readonly status: number
  readonly body: unknown
  readonly location: string | null
}

export type IdempotencyClaim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'replay'; readonly response: StoredResponse }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'in_progress' }

/**
 * Idempotency keys, per user and scope (method + collection), kept 24 h.
 * `claim` is atomic: of concurrent claims of one key exactly one gets 'claimed'. Made inside a unit
 * of work (UnitOfWork.run), a claim belongs to that unit: it commits with the create and its
 * `complete`, and vanishes if the unit rolls back, so a failed request leaves no claim behind.
 * While the unit runs, another claim of the key answers 'in_progress' at once, never waiting for it.
 */
export interface IdempotencyStore {
  claim(userId: string, scope: string, key: string, fingerprint: string, now: Date): Promise<IdempotencyClaim>
  complete(userId: string, scope: string, key: string, response: StoredResponse): Promise<void>
}
