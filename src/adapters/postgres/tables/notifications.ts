import type { ColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type Jsonb<T> = ColumnType<T, string, string>

export interface DevicesTable {
  /** The FCM registration token; unique across users (the latest registration owns it). */
  token: string
  user_id: string
  platform: string
  created_at: Timestamp
  updated_at: Timestamp
}

export interface NotificationsTable {
  id: string
  user_id: string
  kind: string
  title: string
  body: string
  data: Jsonb<Record<string, string>>
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  created_at: Timestamp
}

export interface NotificationTables {
  devices: DevicesTable
  notifications: NotificationsTable
}
