import type { LedgerChange } from './ledger-change.js'

/** The write a draft is prepared for: a create, or an update with the item before it and the change asked. */
export type LedgerWrite<Item, Draft> =
  | { readonly kind: 'create' }
  | { readonly kind: 'update'; readonly before: Item; readonly change: LedgerChange<Draft> }

/** The write a hook is told about afterwards: also a delete, told with the deleted item. */
export type LedgerWritten<Item, Draft> = LedgerWrite<Item, Draft> | { readonly kind: 'delete' }

/**
 * What one resource adds to the shared CRUD, each part optional (transactions: categories,
 * docs/categories.md). The generic use cases call them and know nothing of what they do.
 */
export interface LedgerHooks<Item, Draft, Filter> {
  /**
   * The draft about to be stored (after `LedgerKind.canonical`), completed or refused: throws a
   * ValidationError for a value that depends on the user's other data.
   */
  prepare?(userId: string, draft: Draft, write: LedgerWrite<Item, Draft>): Promise<Draft>
  /** Told after a create, update or delete is stored, in the same unit of work when the caller runs one. */
  written?(userId: string, item: Item, write: LedgerWritten<Item, Draft>): Promise<void>
  /** A list's filter as the repository reads it (e.g. a category and its children). */
  filter?(userId: string, filter: Filter): Promise<Filter>
}

/**
 * Several areas' hooks as one (transactions: categories, then budgets): `prepare` and `filter`
 * run in the order given, each on the previous one's result; `written` tells each in turn.
 */
export function joinLedgerHooks<Item, Draft, Filter>(
  ...parts: readonly LedgerHooks<Item, Draft, Filter>[]
): LedgerHooks<Item, Draft, Filter> {
  return {
    prepare: async (userId, draft, write) => {
      let prepared = draft
      for (const part of parts) if (part.prepare) prepared = await part.prepare(userId, prepared, write)
      return prepared
    },
    written: async (userId, item, write) => {
      for (const part of parts) await part.written?.(userId, item, write)
    },
    filter: async (userId, filter) => {
      let read = filter
      for (const part of parts) if (part.filter) read = await part.filter(userId, read)
      return read
    },
  }
}
