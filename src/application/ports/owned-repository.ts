import type { Owned } from '../../domain/ledger/owned.js'

/** A keyset position: the sort value (an instant, newest first) and the id that breaks ties. */
export interface PagePosition {
  readonly sortKey: Date
  readonly id: string
}

export interface PageRequest {
  readonly limit: number
  readonly after: PagePosition | undefined
}

export interface Page<T> {
  readonly items: readonly T[]
  /** Where the next page starts; undefined on the last page. */
  readonly next: PagePosition | undefined
}

export type UpdateOutcome<Item> =
  | { readonly kind: 'updated'; readonly item: Item }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'version_mismatch' }

/**
 * Storage of one user-owned ledger resource. Every method takes the owner's id and touches only
 * that owner's rows: another user's id behaves exactly like a missing one.
 */
export interface OwnedRepository<Item extends Owned, Draft, Filter> {
  list(userId: string, filter: Filter, page: PageRequest): Promise<Page<Item>>
  get(userId: string, id: string): Promise<Item | undefined>
  insert(userId: string, id: string, draft: Draft, now: Date): Promise<Item>
  /** Replaces the draft fields; with `expectedVersion`, only when the stored version matches. */
  update(
    userId: string,
    id: string,
    draft: Draft,
    now: Date,
    expectedVersion: number | undefined,
  ): Promise<UpdateOutcome<Item>>
  delete(userId: string, id: string): Promise<boolean>
}
