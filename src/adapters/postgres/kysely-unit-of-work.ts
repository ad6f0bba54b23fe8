import { AsyncLocalStorage } from 'node:async_hooks'
import type { Kysely, Transaction } from 'kysely'
import type { UnitOfWork } from '../../application/ports/unit-of-work.js'
import type { Database } from './schema.js'

export interface TransactionScope {
  /** The database every repository is given: inside a unit of work, its transaction. */
  readonly db: Kysely<Database>
  readonly unitOfWork: UnitOfWork
}

/** The unit of work in progress: its transaction and what waits for its commit. */
interface Unit {
  readonly trx: Transaction<Database>
  readonly afterCommit: (() => Promise<void>)[]
}

const runQuietly = (task: () => Promise<void>) => task().catch(() => undefined)

/**
 * Unit of work without threading a transaction through every repository: the repositories hold
 * a `db` that resolves, at each call, to the transaction of the unit of work in progress (found
 * through AsyncLocalStorage), or to the pool outside one.
 */
export function transactionScope(root: Kysely<Database>): TransactionScope {
  const current = new AsyncLocalStorage<Unit>()
  const db = new Proxy(root, {
    get(target, property) {
      const executor = current.getStore()?.trx ?? target
      const value: unknown = Reflect.get(executor, property, executor)
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(executor) : value
    },
  })
  const unitOfWork: UnitOfWork = {
    run: async (work) => {
      if (current.getStore()) return work()
      const after: (() => Promise<void>)[] = []
      const result = await root.transaction().execute((trx) => current.run({ trx, afterCommit: after }, work))
      // Outside the unit's storage: the tasks read through the pool and see the committed rows.
      for (const task of after) await runQuietly(task)
      return result
    },
    afterCommit: async (task) => {
      const unit = current.getStore()
      if (unit) unit.afterCommit.push(task)
      else await runQuietly(task)
    },
  }
  return { db, unitOfWork }
}
