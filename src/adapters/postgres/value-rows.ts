import { CompiledQuery, type Compilable, type Kysely } from 'kysely'
import type { Database } from './schema.js'
import { VALUE_ROWS } from './statement-marks.js'

/*
 * Statements whose rows come back from pg as arrays of values, in the order the query selected
 * its columns (pg's rowMode 'array'), for the hottest reads (GET /transactions/'s page): pg
 * otherwise builds each row as an object with a property per column, copied from a template of
 * the whole row. Such a statement is also prepared where the pool allows it (statement-marks.ts,
 * docs/performance.md).
 */

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
