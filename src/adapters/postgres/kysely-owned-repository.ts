import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { Owned } from '../../domain/ledger/owned.js'
import type { Page, PageRequest, UpdateOutcome } from '../../application/ports/owned-repository.js'
import type { Database } from './schema.js'

type OwnedTable = 'accounts' | 'transactions' | 'holdings'
// The generic code below works on any of the three tables; the per-table mapping is typed in its config.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>
type Row = Record<string, unknown>

export interface OwnedTableMapping<Item extends Owned, Draft, Filter> {
  readonly table: OwnedTable
  /** The instant the list is ordered by, newest first (ties broken by id). */
  readonly sortColumn: 'created_at' | 'occurred_at'
  toColumns(draft: Draft): Row
  fromRow(row: Row): Item
  applyFilter(query: AnyQuery, filter: Filter): AnyQuery
}

/** One user-owned table: every statement names user_id, so another user's id looks missing. */
export class KyselyOwnedRepository<Item extends Owned, Draft, Filter> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  protected readonly db: Kysely<any>
  protected readonly mapping: OwnedTableMapping<Item, Draft, Filter>

  constructor(db: Kysely<Database>, mapping: OwnedTableMapping<Item, Draft, Filter>) {
    this.db = db
    this.mapping = mapping
  }

  async list(userId: string, filter: Filter, { limit, after }: PageRequest): Promise<Page<Item>> {
    const { table, sortColumn } = this.mapping
    let query: AnyQuery = this.db.selectFrom(table).selectAll().where('user_id', '=', userId)
    query = this.mapping.applyFilter(query, filter)
    if (after) {
      query = query.where(sql<boolean>`(${sql.ref(sortColumn)}, id) < (${after.sortKey}, ${after.id}::uuid)`)
    }
    const rows = (await query
      .orderBy(sortColumn, 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute()) as Row[]
    const items = rows.slice(0, limit).map((row) => this.mapping.fromRow(row))
    const last = rows.length > limit ? rows[limit - 1] : undefined
    return {
      items,
      next: last ? { sortKey: last[sortColumn] as Date, id: last.id as string } : undefined,
    }
  }

  async get(userId: string, id: string): Promise<Item | undefined> {
    const row = (await this.db
      .selectFrom(this.mapping.table)
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst()) as Row | undefined
    return row ? this.mapping.fromRow(row) : undefined
  }

  async insert(userId: string, id: string, draft: Draft, now: Date): Promise<Item> {
    const row = await this.db
      .insertInto(this.mapping.table)
      .values({
        ...this.mapping.toColumns(draft),
        id,
        user_id: userId,
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return this.mapping.fromRow(row)
  }

  async update(
    userId: string,
    id: string,
    draft: Draft,
    now: Date,
    expectedVersion: number | undefined,
  ): Promise<UpdateOutcome<Item>> {
    let query = this.db
      .updateTable(this.mapping.table)
      .set({ ...this.mapping.toColumns(draft), updated_at: now, version: sql`version + 1` })
      .where('user_id', '=', userId)
      .where('id', '=', id)
    if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion)
    const row = (await query.returningAll().executeTakeFirst()) as Row | undefined
    if (row) return { kind: 'updated', item: this.mapping.fromRow(row) }
    return (await this.get(userId, id)) ? { kind: 'version_mismatch' } : { kind: 'not_found' }
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom(this.mapping.table)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst()
    return result.numDeletedRows > 0n
  }
}
