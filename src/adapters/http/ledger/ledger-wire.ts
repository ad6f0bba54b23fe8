import type { Owned } from '../../../domain/ledger/owned.js'
import { instantText } from '../instant-text.js'

/**
 * What the three ledger mappers share: the server's fields. Wire shapes (docs/api.md "Ledger"): snake_case, money as
 * decimal strings, instants in ISO 8601 UTC.
 */
export function ownedToWire(o: Owned) {
  return {
    id: o.id,
    created_at: instantText(o.createdAt),
    updated_at: instantText(o.updatedAt),
    version: o.version,
  }
}
