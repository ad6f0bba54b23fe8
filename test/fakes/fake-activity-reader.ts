import type { ActivityReader, UserActivity } from '../../src/application/ports/activity-reader.js'
import type { Activity } from '../../src/domain/memory/spending.js'

/** Users and their activity held in memory (transactions served oldest first); records each load's window. */
export class FakeActivityReader implements ActivityReader {
  readonly loads: { userIds: string[]; from: Date; to: Date; holdings: boolean }[] = []
  readonly #users = new Map<string, Activity>()

  add(userId: string, activity: Activity): this {
    this.#users.set(userId, activity)
    return this
  }

  async load(
    userIds: readonly string[],
    from: Date,
    to: Date,
    options: { holdings: boolean },
  ): Promise<Map<string, UserActivity>> {
    this.loads.push({ userIds: [...userIds], from, to, holdings: options.holdings })
    const out = new Map<string, UserActivity>()
    for (const id of userIds) {
      const a = this.#users.get(id)
      if (!a) continue
      out.set(id, {
        userId: id,
        baseCurrency: a.baseCurrency,
        transactions: a.transactions
          .filter((t) => t.occurredAt >= from && t.occurredAt < to)
          .sort((x, y) => x.occurredAt.getTime() - y.occurredAt.getTime() || (x.id < y.id ? -1 : 1)),
        holdings: options.holdings ? a.holdings : [],
      })
    }
    return out
  }
}
