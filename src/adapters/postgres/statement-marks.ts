import { createHash } from 'node:crypto'

/*
 * How a statement tells the pool's client (src/infrastructure/database.ts) what Kysely cannot:
 * Kysely hands pg the SQL text and its parameters, nothing else, so the text ends with a comment
 * no other statement ends with.
 *
 * - VALUE_ROWS (`selectValues`, value-rows.ts, or `valueRowsText`): rows come back as arrays of
 *   values (pg's rowMode 'array'), and the statement is prepared.
 * - PREPARED (`preparedText`): a fixed text on the hot path (the Idempotency-Key's claim and
 *   record): prepared, rows as objects.
 *
 * A prepared statement is named by a hash of its text (the same on every connection and
 * instance), so each pooled connection parses and plans it once instead of on every request; only
 * on a pool made with prepared statements (DATABASE_PREPARED_STATEMENTS), else the mark is a
 * comment and nothing more. The names are bounded by the code: one text per marked statement (per
 * shape of a marked query's filters).
 */
export const VALUE_ROWS = ' /* value rows */'
const PREPARED = ' /* prepared */'
const marked = new Map<string, MarkedStatement>()

/** A fixed statement text, marked to be prepared once per connection where the pool allows it. */
export const preparedText = (text: string): string => text + PREPARED

/** A fixed statement text whose rows come back as arrays of values, and prepared as above. */
export const valueRowsText = (text: string): string => text + VALUE_ROWS

export interface MarkedStatement {
  /** The statement's name, the same for the same text everywhere. */
  readonly name: string
  /** Rows as arrays of values, in the order the statement selects its columns. */
  readonly valueRows: boolean
}

/** What a marked statement asks for, or undefined for any other statement. */
export function markedStatement(sql: string): MarkedStatement | undefined {
  const valueRows = sql.endsWith(VALUE_ROWS)
  if (!valueRows && !sql.endsWith(PREPARED)) return undefined
  let statement = marked.get(sql)
  if (statement === undefined) {
    const name = `ledgerline_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`
    statement = { name, valueRows }
    marked.set(sql, statement)
  }
  return statement
}
