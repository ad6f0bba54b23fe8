import { sql, type SelectQueryBuilder } from 'kysely'
import type { Owned } from '../../domain/ledger/owned.js'
import type { DecimalString } from '../../domain/money.js'
import type {
  Page,
  PagePosition,
  PageRequest,
  UpdateOutcome,
} from '../../application/ports/owned-repository.js'
import type { Database } from './schema.js'

/*
 * What the three user-owned ledger tables (accounts, transactions, holdings) share. Each
 * repository writes its statements against its own table, so Kysely checks every column and row
 * type; only the steps below, which never name a table-specific column, are written once.
 */

/** The columns every owned table has, as Kysely returns them. */
export interface OwnedRow {
  readonly id: string
  readonly user_id: string
  readonly version: number
  readonly created_at: Date
  readonly updated_at: Date
}

export const ownedFromRow = (row: OwnedRow): Owned => ({
  id: row.id,
  userId: row.user_id,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

/** The owned columns of a new row (version 1). */
export const newOwnedColumns = (userId: string, id: string, now: Date) => ({
  id,
  user_id: userId,
  version: 1,
  created_at: now,
  updated_at: now,
})

/** The owned columns an update changes. */
export const touchedColumns = (now: Date) => ({ updated_at: now, version: sql<number>`version + 1` })

/** NUMERIC arrives from pg as the exact decimal text Postgres holds, which is a DecimalString. */
export function storedDecimal(value: string): DecimalString
export function storedDecimal(value: string | null): DecimalString | null
export function storedDecimal(value: string | null): DecimalString | null {
  return value as DecimalString | null
}

/**
 * One keyset page of a query already scoped to the user and filtered: newest `sortColumn` first,
 * ties broken by id, resuming strictly after `after`. `read` runs the query (Kysely's rows, or
 * `selectValues`'s), `toItem` makes an item of a row and `positionOf` says where an item sits.
 */
export async function keysetPage<TB extends keyof Database, O, Row, Item>(
  query: SelectQueryBuilder<Database, TB, O>,
  sortColumn: 'created_at' | 'occurred_at',
  { limit, after }: PageRequest,
  read: (query: SelectQueryBuilder<Database, TB, O>) => Promise<readonly Row[]>,
  toItem: (row: Row) => Item,
  positionOf: (item: Item) => PagePosition,
): Promise<Page<Item>> {
  let q = query
  if (after) {
    q = q.where(sql<boolean>`(${sql.ref(sortColumn)}, id) < (${after.sortKey}, ${after.id}::uuid)`)
  }
  const rows = await read(
    q
      .orderBy(sql.ref(sortColumn), 'desc')
      .orderBy(sql.ref('id'), 'desc')
      .limit(limit + 1),
  )
  const count = Math.min(rows.length, limit)
  const items = new Array<Item>(count)
  for (let i = 0; i < count; i++) items[i] = toItem(rows[i]!)
  return { items, next: rows.length > limit ? positionOf(items[limit - 1]!) : undefined }
}

/** Kysely's rows of a query, for `keysetPage`. */
export const executed = <O>(query: { execute(): Promise<O[]> }): Promise<O[]> => query.execute()

/** Where an item sits in a page sorted by creation. */
export const byCreation = (item: Owned): PagePosition => ({ sortKey: item.createdAt, id: item.id })

/** An update that matched no row tells a missing (or another user's) id from a stale version. */
export async function updateOutcome<Item>(
  updated: Item | undefined,
  exists: () => Promise<boolean>,
): Promise<UpdateOutcome<Item>> {
  if (updated) return { kind: 'updated', item: updated }
  return (await exists()) ? { kind: 'version_mismatch' } : { kind: 'not_found' }
}
