import type { LedgerChange } from './update-ledger-item.js'

/** The write a hook is told about: a create, or an update with the item before it and the change asked. */
export type LedgerWrite<Item, Draft> =
  | { readonly kind: 'create' }
  | { readonly kind: 'update'; readonly before: Item; readonly change: LedgerChange<Draft> }

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
  /** Told after a create or update is stored, in the same unit of work when the caller runs one. */
  written?(userId: string, item: Item, write: LedgerWrite<Item, Draft>): Promise<void>
  /** A list's filter as the repository reads it (e.g. a category and its children). */
  filter?(userId: string, filter: Filter): Promise<Filter>
}
