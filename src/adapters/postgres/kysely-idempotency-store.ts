import { CompiledQuery, type Kysely } from 'kysely'
import type {
  IdempotencyClaim,
  IdempotencyStore,
  StoredResponse,
} from '../../application/ports/idempotency-store.js'
import type { Database } from './schema.js'
import { preparedText } from './statement-marks.js'

const KEEP_MS = 24 * 3600_000
/** A claim left 'in_progress' this long belongs to a request that died; it may be taken over. */
const ABANDONED_MS = 60_000

/*
 * The two statements every create under an Idempotency-Key runs, as fixed SQL text, prepared
 * once per connection (statement-marks.ts): building them with Kysely's query builder on each
 * request was a visible share of the POST's CPU (docs/performance.md "POST /transactions").
 * Kysely still runs them, in the unit of work.
 */

/**
 * Take the key's transaction-scoped advisory lock without waiting, and if it was free: insert the
 * key, or take over a row kept past KEEP_MS or abandoned in progress past ABANDONED_MS.
 *
 * Why the lock: inside a unit of work the claimed row is not committed until the create is, and
 * a second INSERT of the same key would wait for that commit (then replay) where the contract says
 * 409 at once. The holder of an uncommitted claim always holds the lock (it took it in the same
 * statement, and keeps it until its transaction ends), so a claim that finds the lock taken
 * answers 'in_progress' and never waits. The lock's key is a 64-bit hash of the user, scope and
 * key: two different keys sharing it would only make the later one's request a 409 to retry.
 */
export const IDEMPOTENCY_CLAIM = preparedText(`WITH lock AS (
    SELECT pg_try_advisory_xact_lock(hashtextextended($1 || ' ' || $2 || ' ' || $3, 0)) AS free
  ), claimed AS (
    INSERT INTO idempotency_keys AS k (user_id, scope, key, fingerprint, state, created_at)
    SELECT $1, $2, $3, $4, 'in_progress', $5 FROM lock WHERE free
    ON CONFLICT (user_id, scope, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint,
      state = 'in_progress', response_status = NULL, response_body = NULL, response_location = NULL,
      created_at = EXCLUDED.created_at
    WHERE k.created_at < $6 OR (k.state = 'in_progress' AND k.created_at < $7)
    RETURNING k.key
  )
  SELECT lock.free, EXISTS (SELECT 1 FROM claimed) AS claimed FROM lock`)

export const IDEMPOTENCY_COMPLETE =
  preparedText(`UPDATE idempotency_keys SET state = 'completed', response_status = $4,
    response_body = $5::jsonb, response_location = $6
  WHERE user_id = $1 AND scope = $2 AND key = $3`)

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
    const { rows } = await this.#db.executeQuery<{ free: boolean; claimed: boolean }>(
      CompiledQuery.raw(IDEMPOTENCY_CLAIM, [
        userId,
        scope,
        key,
        fingerprint,
        now,
        new Date(now.getTime() - KEEP_MS),
        new Date(now.getTime() - ABANDONED_MS),
      ]),
    )
    const [outcome] = rows
    if (outcome?.claimed) return { kind: 'claimed' }
    if (!outcome?.free) return { kind: 'in_progress' } // claimed in a unit of work still running

    const row = await this.#db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst()
    if (!row) return this.claim(userId, scope, key, fingerprint, now) // gone in between (its unit of work rolled back): try again
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
    await this.#db.executeQuery(
      CompiledQuery.raw(IDEMPOTENCY_COMPLETE, [
        userId,
        scope,
        key,
        response.status,
        JSON.stringify(response.body),
        response.location,
      ]),
    )
  }
}
