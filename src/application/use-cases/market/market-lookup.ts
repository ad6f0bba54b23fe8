import { DomainError, type ErrorCode } from '../../../domain/errors.js'

/** A batch item that could not be served; the others still come. */
export interface ItemError {
  /** The symbol, crypto id or "BASE/QUOTE" pair as normalised. */
  readonly item: string
  readonly code: ErrorCode
  readonly detail: string
}

export interface Lookup<T> {
  /** In input order. */
  readonly found: T[]
  readonly errors: ItemError[]
}

/** Input order kept; absent keys become symbol_not_found. */
export function splitFound<K, T>(
  keys: readonly K[],
  map: ReadonlyMap<K, T>,
  label: (key: K) => string,
  what: string,
): Lookup<T> {
  const found: T[] = []
  const errors: ItemError[] = []
  for (const key of keys) {
    const value = map.get(key)
    if (value !== undefined) found.push(value)
    else errors.push({ item: label(key), code: 'symbol_not_found', detail: `unknown ${what}: ${label(key)}` })
  }
  return { found, errors }
}

/** Every item of a provider that failed carries that provider's error (used where partial results are allowed). */
export function failedLookup<K>(
  keys: readonly K[],
  error: DomainError,
  label: (key: K) => string,
): Lookup<never> {
  return { found: [], errors: keys.map((k) => ({ item: label(k), code: error.code, detail: error.message })) }
}

/** Runs a lookup; a DomainError becomes per-item errors, anything else propagates. */
export async function settleLookup<K, T>(
  keys: readonly K[],
  run: () => Promise<Lookup<T>>,
  label: (key: K) => string,
): Promise<Lookup<T> & { failure?: DomainError }> {
  if (keys.length === 0) return { found: [], errors: [] }
  try {
    return await run()
  } catch (error) {
    if (error instanceof DomainError) return { ...failedLookup(keys, error, label), failure: error }
    throw error
  }
}
