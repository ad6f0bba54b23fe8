import type { Kysely, Selectable } from 'kysely'
import type { NotificationReading } from '../../domain/extraction/notification/template/notification-reading.js'
import { toCurrencyCode, toDecimalString } from '../../domain/money.js'
import type { NotificationReadingRepository } from '../../application/ports/notification-reading-repository.js'
import type { Database } from './schema.js'
import type { NotificationReadingsTable } from './tables/extraction.js'

const toReading = (r: Selectable<NotificationReadingsTable>): NotificationReading => ({
  id: r.id,
  sender: r.sender,
  text: r.text,
  amount: r.amount === null ? null : (toDecimalString(r.amount) ?? null),
  currency: toCurrencyCode(r.currency) ?? null,
  occurredAt: r.occurred_at,
  createdAt: r.created_at,
})

export class KyselyNotificationReadingRepository implements NotificationReadingRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async record(userId: string, reading: NotificationReading, forgetBefore: Date): Promise<void> {
    await this.#db
      .insertInto('notification_readings')
      .values({
        id: reading.id,
        user_id: userId,
        sender: reading.sender,
        text: reading.text,
        amount: reading.amount,
        currency: reading.currency,
        occurred_at: reading.occurredAt,
        created_at: reading.createdAt,
      })
      .execute()
    await this.#db
      .deleteFrom('notification_readings')
      .where('user_id', '=', userId)
      .where('created_at', '<', forgetBefore)
      .execute()
  }

  async recent(userId: string, before: Date, limit: number): Promise<NotificationReading[]> {
    const rows = await this.#db
      .selectFrom('notification_readings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('created_at', '<=', before)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute()
    return rows.map(toReading)
  }
}
