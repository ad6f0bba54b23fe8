import { sql, type Kysely } from 'kysely'
import type { Database } from './schema.js'

/** A column of another table that refers to categories(id) by a one-column foreign key. */
export interface CategoryReference {
  readonly schema: string
  readonly table: string
  readonly column: string
  /** The table has a user_id column: moves and counts also name the user. */
  readonly hasUserId: boolean
}

/**
 * The foreign keys that refer to categories(id) and keep a category from being deleted (ON DELETE
 * RESTRICT or NO ACTION: a rule's action, a budget line), read from pg_catalog on first use and
 * kept. A reference that cascades (learned merchant choices) is the referring area's own decision,
 * left to the database. Read from the catalogue because other areas refer to a category by id
 * without this code knowing their tables. The categories table's own parent_id is not among them
 * (children are handled apart). `forget()` drops what was read, for a table created after the
 * first read.
 */
export class CategoryReferences {
  readonly #db: Kysely<Database>
  #known: Promise<readonly CategoryReference[]> | undefined

  constructor(db: Kysely<Database>) {
    this.#db = db
  }

  all(): Promise<readonly CategoryReference[]> {
    this.#known ??= this.#read().catch((error: unknown) => {
      this.#known = undefined
      throw error
    })
    return this.#known
  }

  forget(): void {
    this.#known = undefined
  }

  async #read(): Promise<CategoryReference[]> {
    const { rows } = await sql<{ schema: string; table: string; column: string; has_user_id: boolean }>`
      SELECT n.nspname AS schema, t.relname AS table, a.attname AS column,
        EXISTS (SELECT 1 FROM pg_attribute u
                WHERE u.attrelid = c.conrelid AND u.attname = 'user_id' AND u.attnum > 0 AND NOT u.attisdropped)
          AS has_user_id
      FROM pg_constraint c
      JOIN pg_class t ON t.oid = c.conrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'categories'::regclass AND cardinality(c.conkey) = 1
        AND c.conrelid <> c.confrelid AND c.confdeltype IN ('r', 'a')
      ORDER BY 1, 2, 3`.execute(this.#db)
    return rows.map((r) => ({ schema: r.schema, table: r.table, column: r.column, hasUserId: r.has_user_id }))
  }
}
