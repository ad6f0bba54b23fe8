import type { Kysely } from 'kysely'
import type { Database } from './schema.js'

/** The tables whose rows belong to one user, by the key a row is deleted with. */
interface OwnedRowKeys {
  accounts: 'id'
  transactions: 'id'
  holdings: 'id'
  imports: 'id'
  rules: 'id'
  bank_connections: 'id'
  budgets: 'month'
  devices: 'token'
}

/**
 * Deletes the row of `table` whose `column` is `value`, when it is the user's; true when one was
 * deleted. Another user's row is never touched (it reads as not there).
 */
export async function deleteOwnedRow<T extends keyof OwnedRowKeys & keyof Database>(
  db: Kysely<Database>,
  table: T,
  userId: string,
  column: OwnedRowKeys[T],
  value: string,
): Promise<boolean> {
  // One statement for every such table, typed over just the columns it names.
  type OwnedRow = { user_id: string } & Record<OwnedRowKeys[keyof OwnedRowKeys], string>
  const owned = db as unknown as Kysely<Record<keyof OwnedRowKeys, OwnedRow>>
  const from: keyof OwnedRowKeys = table
  const key: OwnedRowKeys[keyof OwnedRowKeys] = column
  const result = await owned
    .deleteFrom(from)
    .where('user_id', '=', userId)
    .where(key, '=', value)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
