import { sql, type Kysely } from 'kysely'
import type { ComponentHealth, ComponentStatus } from '../../application/ports/component-health.js'
import type { Database } from './schema.js'

/** `SELECT 1` within a short deadline. */
export class DatabaseHealth implements ComponentHealth {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async check(): Promise<ComponentStatus> {
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<ComponentStatus>((resolve) => {
      timer = setTimeout(() => resolve('down'), 2000)
    })
    const probe = sql`select 1`.execute(this.#db).then(
      (): ComponentStatus => 'ok',
      (): ComponentStatus => 'down',
    )
    try {
      return await Promise.race([probe, deadline])
    } finally {
      clearTimeout(timer)
    }
  }
}
