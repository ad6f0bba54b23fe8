import { AsyncLocalStorage } from 'node:async_hooks'
import type { Kysely, Transaction } from 'kysely'
import type { UnitOfWork } from '../../application/ports/unit-of-work.js'
import type { Database } from './schema.js'

export interface TransactionScope {
  /** The database every repository is given: inside a unit of work, its transaction. */
  readonly db: Kysely<Database>
  readonly unitOfWork: UnitOfWork
}

/**
 * Unit of work without threading a transaction through every repository: the repositories hold
 * a `db` that resolves, at each call, to the transaction of the unit of work in progress (found
 * through AsyncLocalStorage), or to the pool outside one.
 */
export function transactionScope(root: Kysely<Database>): TransactionScope {
  const current = new AsyncLocalStorage<Transaction<Database>>()
  const db = new Proxy(root, {
    get(target, property) {
      const executor = current.getStore() ?? target
      const value: unknown = Reflect.get(executor, property, executor)
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(executor) : value
    },
  })
  const unitOfWork: UnitOfWork = {
    run: (work) =>
      current.getStore() ? work() : root.transaction().execute((trx) => current.run(trx, work)),
  }
  return { db, unitOfWork }
}
