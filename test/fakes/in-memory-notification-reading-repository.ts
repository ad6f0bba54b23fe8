import type { NotificationReading } from '../../src/domain/extraction/notification/template/notification-reading.js'
import type { NotificationReadingRepository } from '../../src/application/ports/notification-reading-repository.js'

/** notification_readings in memory. */
export class InMemoryNotificationReadingRepository implements NotificationReadingRepository {
  readonly rows: { userId: string; reading: NotificationReading }[] = []

  async record(userId: string, reading: NotificationReading, forgetBefore: Date): Promise<void> {
    this.rows.push({ userId, reading })
    for (let i = this.rows.length - 1; i >= 0; i--) {
      const row = this.rows[i]!
      if (row.userId === userId && row.reading.createdAt < forgetBefore) this.rows.splice(i, 1)
    }
  }

  async recent(userId: string, before: Date, limit: number): Promise<NotificationReading[]> {
    return this.rows
      .filter((r) => r.userId === userId && r.reading.createdAt <= before)
      .map((r) => r.reading)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
  }
}
