import type { NotificationReading } from '../../domain/extraction/notification/template/notification-reading.js'

/**
 * The notifications each user had parsed (notification_readings), kept for a limited time so a
 * correction can be learnt from. Every method touches only `userId`'s rows.
 */
export interface NotificationReadingRepository {
  /** Stores one reading, and forgets the user's readings created before `forgetBefore`. */
  record(userId: string, reading: NotificationReading, forgetBefore: Date): Promise<void>
  /** The user's readings created at or before `before`, newest first, at most `limit`. */
  recent(userId: string, before: Date, limit: number): Promise<NotificationReading[]>
}
