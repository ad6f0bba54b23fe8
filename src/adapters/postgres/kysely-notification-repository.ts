import { sql, type Kysely, type Selectable } from 'kysely'
import type {
  Notification,
  NotificationDraft,
  NotificationKind,
} from '../../domain/notifications/notification.js'
import type { NotificationRepository } from '../../application/ports/notification-repository.js'
import type { Page, PageRequest } from '../../application/ports/owned-repository.js'
import type { Database } from './schema.js'
import type { NotificationsTable } from './tables/notifications.js'

const toNotification = (r: Selectable<NotificationsTable>): Notification => ({
  id: r.id,
  userId: r.user_id,
  kind: r.kind as NotificationKind,
  title: r.title,
  body: r.body,
  data: r.data,
  readAt: r.read_at,
  createdAt: r.created_at,
})

export class KyselyNotificationRepository implements NotificationRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async insert(userId: string, id: string, draft: NotificationDraft, now: Date): Promise<Notification> {
    const row = await this.#db
      .insertInto('notifications')
      .values({
        id,
        user_id: userId,
        kind: draft.kind,
        title: draft.title,
        body: draft.body,
        data: JSON.stringify(draft.data),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return toNotification(row)
  }

  async list(userId: string, { limit, after }: PageRequest): Promise<Page<Notification>> {
    let query = this.#db.selectFrom('notifications').selectAll().where('user_id', '=', userId)
    if (after) query = query.where(sql<boolean>`(created_at, id) < (${after.sortKey}, ${after.id}::uuid)`)
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute()
    const items = rows.slice(0, limit).map(toNotification)
    const last = rows.length > limit ? items[items.length - 1] : undefined
    return { items, next: last ? { sortKey: last.createdAt, id: last.id } : undefined }
  }

  async markRead(userId: string, id: string, now: Date): Promise<Notification | undefined> {
    const row = await this.#db
      .updateTable('notifications')
      .set({ read_at: sql<Date>`coalesce(read_at, ${now})` })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
    return row ? toNotification(row) : undefined
  }
}
