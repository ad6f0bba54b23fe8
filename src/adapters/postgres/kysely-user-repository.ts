import { sql, type Kysely, type Selectable } from 'kysely'
import type { User, UserSettingsPatch } from '../../domain/user.js'
import type { UserRepository } from '../../application/ports/user-repository.js'
import type { Database } from './schema.js'
import type { UsersTable } from './tables/ledger.js'

const COLUMNS = ['id', 'base_currency', 'newsletter_enabled', 'created_at'] as const

type UserRow = Pick<Selectable<UsersTable>, (typeof COLUMNS)[number]>

const toUser = (r: UserRow): User => ({
  id: r.id,
  baseCurrency: r.base_currency,
  newsletterEnabled: r.newsletter_enabled,
  createdAt: r.created_at,
})

export class KyselyUserRepository implements UserRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async ensure(userId: string): Promise<User> {
    const inserted = await this.#db
      .insertInto('users')
      .values({ id: userId })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning(COLUMNS)
      .executeTakeFirst()
    if (inserted) return toUser(inserted)
    const existing = await this.get(userId)
    if (!existing) throw new Error('user row missing right after insert')
    return existing
  }

  /**
   * Makes the rows of those users that have none, in one statement; leaves the others as they are.
   * In id order, so that two instances inserting overlapping sets wait for each other, not deadlock.
   * `on conflict do nothing returning` gives only the rows this statement inserted.
   */
  async ensureAll(userIds: readonly string[]): Promise<readonly User[]> {
    if (userIds.length === 0) return []
    const made = await this.#db
      .insertInto('users')
      .values([...new Set(userIds)].sort().map((id) => ({ id })))
      .onConflict((oc) => oc.column('id').doNothing())
      .returning(COLUMNS)
      .execute()
    return made.map(toUser)
  }

  async get(userId: string): Promise<User | undefined> {
    const row = await this.#db.selectFrom('users').select(COLUMNS).where('id', '=', userId).executeTakeFirst()
    return row ? toUser(row) : undefined
  }

  async update(userId: string, patch: UserSettingsPatch): Promise<User | undefined> {
    const row = await this.#db
      .updateTable('users')
      .set({
        ...(patch.baseCurrency !== undefined ? { base_currency: patch.baseCurrency } : {}),
        ...(patch.newsletterEnabled !== undefined ? { newsletter_enabled: patch.newsletterEnabled } : {}),
        updated_at: sql`now()`,
      })
      .where('id', '=', userId)
      .returning(COLUMNS)
      .executeTakeFirst()
    return row ? toUser(row) : undefined
  }

  async listIdsAfter(afterId: string | undefined, limit: number): Promise<string[]> {
    let query = this.#db.selectFrom('users').select('id').orderBy('id').limit(limit)
    if (afterId !== undefined) query = query.where('id', '>', afterId)
    return (await query.execute()).map((r) => r.id)
  }
}
