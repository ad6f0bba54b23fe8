import type { Owned } from '../../../domain/ledger/owned.js'

/**
 * What the three ledger mappers share: the server's fields. Wire shapes (docs/api.md "Ledger"): snake_case, money as
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
