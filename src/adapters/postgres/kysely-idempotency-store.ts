import { sql, type Kysely } from 'kysely'
import type {
  IdempotencyClaim,
  IdempotencyStore,
  StoredResponse,
} from '../../application/ports/idempotency-store.js'
import type { Database } from './schema.js'

const KEEP_MS = 24 * 3600_000
/** A claim left 'in_progress' this long belongs to a request that died; it may be taken over. */
const ABANDONED_MS = 60_000

export class KyselyIdempotencyStore implements IdempotencyStore {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async claim(
    userId: string,
    scope: string,
    key: string,
    fingerprint: string,
    now: Date,
  ): Promise<IdempotencyClaim> {
    // One statement: insert, or take over an expired or abandoned row. The primary key makes it atomic.
    const claimed = await this.#db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, scope, key, fingerprint, state: 'in_progress', created_at: now })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'scope', 'key'])
          .doUpdateSet({
            fingerprint,
            state: 'in_progress',
            response_status: null,
            response_body: null,
            response_location: null,
            created_at: now,
          })
          .where((eb) =>
            eb.or([
              eb('idempotency_keys.created_at', '<', new Date(now.getTime() - KEEP_MS)),
              eb.and([
                eb('idempotency_keys.state', '=', 'in_progress'),
                eb('idempotency_keys.created_at', '<', new Date(now.getTime() - ABANDONED_MS)),
              ]),
            ]),
          ),
      )
      .returning('key')
      .executeTakeFirst()
    if (claimed) return { kind: 'claimed' }

    const row = await this.#db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst()
    if (!row) return this.claim(userId, scope, key, fingerprint, now) // released in between: try again
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' }
    if (row.state !== 'completed') return { kind: 'in_progress' }
    return {
      kind: 'replay',
      response: {
        status: row.response_status ?? 200,
        body: row.response_body,
        location: row.response_location,
      },
    }
  }

  async complete(userId: string, scope: string, key: string, response: StoredResponse): Promise<void> {
    await this.#db
      .updateTable('idempotency_keys')
      .set({
        state: 'completed',
        response_status: response.status,
        response_body: sql`${JSON.stringify(response.body)}::jsonb`,
        response_location: response.location,
      })
      .where('user_id', '=', userId)
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute()
  }

  async release(userId: string, scope: string, key: string): Promise<void> {
    await this.#db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('state', '=', 'in_progress')
      .execute()
  }
}
