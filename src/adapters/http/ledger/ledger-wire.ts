import type { Owned } from '../../../domain/ledger/owned.js'

/**
 * What the three ledger mappers share. Wire shapes (docs/api.md "Ledger"): snake_case, money as
 * decimal strings, instants in ISO 8601 UTC.
 */
export function ownedToWire(o: Owned) {
  return {
    id: o.id,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    version: o.version,
  }
}

/** A patch's fields without those the body left out: absent leaves the stored value, null clears it. */
export function presentFields<T extends object>(fields: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  // Object.entries loses the key types; the filter is all this adds.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}
