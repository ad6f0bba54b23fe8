import { createHash } from 'node:crypto'
import { CompiledQuery, type Compilable, type Kysely } from 'kysely'
import type { Database } from './schema.js'

/*
 * Statements whose rows come back from pg as arrays of values, in the order the query selected
 * its columns (pg's rowMode 'array'), for the hottest reads (GET /transactions/'s page): pg
 * otherwise builds each row as an object with a property per column, copied from a template of
 * the whole row. On a pool made with prepared statements (database.ts,
 * DATABASE_PREPARED_STATEMENTS) such a statement is also named, so Postgres parses and plans it
 * once per connection instead of on every request (docs/performance.md).
 *
 * Kysely has neither: it hands pg the SQL text and its parameters, nothing else. So the text says
 * it: `selectValues` ends it with VALUE_ROWS, a comment no other statement ends with, and the
 * pool's client (database.ts) reads the mark. The names are bounded by the code: one text per
 * shape of a marked query's filters.
 */
const VALUE_ROWS = ' /* value rows */'
const names = new Map<string, string>()

/**
 * The name of a statement `selectValues` marked (the same on every connection and instance for
 * the same text), or undefined for any other statement.
 */
export function valueRowsStatement(sql: string): string | undefined {
  if (!sql.endsWith(VALUE_ROWS)) return undefined
  let name = names.get(sql)
  if (name === undefined) {
    name = `ledgerline_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`
    names.set(sql, name)
  }
  return name
}

/** The values of a row of `Row`, one per column of `Columns`, in that order. */
export type ValuesOf<Row, Columns extends readonly (keyof Row)[]> = {
  readonly [I in keyof Columns]: Columns[I] extends keyof Row ? Row[Columns[I]] : never
}

/**
 * Runs a select on `db` (the unit of work's transaction, or the pool) and answers its rows as
 * arrays of values. `Values` must be the `ValuesOf` the query's selected columns, in their order:
 * nothing checks it but the tests of the query's repository.
 */
export async function selectValues<Values extends readonly unknown[]>(
  db: Kysely<Database>,
  query: Compilable,
): Promise<readonly Values[]> {
  const compiled = query.compile()
  const { rows } = await db.executeQuery(
    CompiledQuery.raw(compiled.sql + VALUE_ROWS, [...compiled.parameters]),
  )
  if (rows.length > 0 && !Array.isArray(rows[0]))
    throw new Error('selectValues needs a pool made by createPool (src/infrastructure/database.ts)')
  return rows as unknown as readonly Values[]
}
