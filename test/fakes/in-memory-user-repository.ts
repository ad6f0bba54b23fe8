import type { CurrencyCode } from '../../src/domain/money.js'
import type { User, UserSettingsPatch } from '../../src/domain/user.js'
import type { UserRepository } from '../../src/application/ports/user-repository.js'

/** Users in memory with the database's defaults (USD, newsletter on); `ensure` stamps `now`. */
export class InMemoryUserRepository implements UserRepository {
  readonly rows = new Map<string, User>()

  constructor(
    seed: readonly (Partial<User> & { id: string })[] = [],
    readonly now: () => Date = () => new Date(),
  ) {
    for (const user of seed) this.rows.set(user.id, this.#fresh(user.id, user))
  }

  async ensure(userId: string): Promise<User> {
    const user = this.rows.get(userId) ?? this.#fresh(userId)
    this.rows.set(userId, user)
    return user
  }

  async ensureAll(userIds: readonly string[]): Promise<readonly User[]> {
    const made: User[] = []
    for (const id of new Set(userIds)) {
      if (this.rows.has(id)) continue
      const user = this.#fresh(id)
      this.rows.set(id, user)
      made.push(user)
    }
    return made
  }

  async get(userId: string): Promise<User | undefined> {
    return this.rows.get(userId)
  }

  async update(userId: string, patch: UserSettingsPatch): Promise<User | undefined> {
    const user = this.rows.get(userId)
    if (!user) return undefined
    const updated: User = {
      ...user,
      ...(patch.baseCurrency !== undefined ? { baseCurrency: patch.baseCurrency } : {}),
      ...(patch.newsletterEnabled !== undefined ? { newsletterEnabled: patch.newsletterEnabled } : {}),
    }
    this.rows.set(userId, updated)
    return updated
  }

  async listIdsAfter(afterId: string | undefined, limit: number): Promise<string[]> {
    return [...this.rows.keys()]
      .sort()
      .filter((id) => afterId === undefined || id > afterId)
      .slice(0, limit)
  }

  #fresh(id: string, values: Partial<User> = {}): User {
    return {
      id,
      baseCurrency: 'USD' as CurrencyCode,
      newsletterEnabled: true,
      createdAt: this.now(),
      ...values,
    }
  }
}
