/** One value of a shared cache: its encoded form (undefined: the provider does not know the key) and its expiry. */
export interface SharedEntry {
  readonly payload: string | undefined
  /** ms since the epoch, on the Clock port's time: served while now < expiresAt. */
  readonly expiresAt: number
}

export type SharedOutcome = SharedEntry | { readonly error: unknown }

export interface SharedLoadRequest {
  /** The cache's name: keys of different caches never meet. */
  readonly namespace: string
  /** Distinct keys to answer. */
  readonly keys: readonly string[]
  readonly ttlMs: number
  /** Most keys one `load` may be given (a provider call's limit). */
  readonly maxBatch: number
  readonly now: () => number
  /** One provider call: the encoded value of each key it knows (absent: unknown). Rejects on failure. */
  readonly load: (keys: readonly string[]) => Promise<ReadonlyMap<string, string>>
}

/**
 * A cache every instance of the service shares (docs/scale-out.md), in front of the provider:
 * - a key held and younger than its TTL is answered from it;
 * - a key nobody holds is loaded by exactly one instance (a short lock with a fencing token);
 *   the others wait for it (woken by a message, or a bounded poll), and a holder that dies is
 *   replaced when its lease ends;
 * - the keys one instance loads go to the provider `maxBatch` at a time.
 * It never fails for its own reasons: when the shared store is away it loads in process instead.
 * A key's outcome is an error only when the provider call that loads it failed.
 */
export interface SharedCache {
  getOrLoad(request: SharedLoadRequest): Promise<ReadonlyMap<string, SharedOutcome>>
}

/** Loads `keys` in process, `maxBatch` per provider call: what a shared cache falls back to. */
export async function loadInChunks(
  request: Pick<SharedLoadRequest, 'keys' | 'ttlMs' | 'maxBatch' | 'now' | 'load'>,
  keys: readonly string[] = request.keys,
): Promise<Map<string, SharedOutcome>> {
  const out = new Map<string, SharedOutcome>()
  const chunks: string[][] = []
  for (let i = 0; i < keys.length; i += request.maxBatch) chunks.push(keys.slice(i, i + request.maxBatch))
  await Promise.all(
    chunks.map(async (chunk) => {
      try {
        const values = await request.load(chunk)
        const expiresAt = request.now() + request.ttlMs
        for (const key of chunk) out.set(key, { payload: values.get(key), expiresAt })
      } catch (error) {
        for (const key of chunk) out.set(key, { error })
      }
    }),
  )
  return out
}
