import type { ColumnType } from 'kysely'
import type { TemplatePart } from '../../../domain/extraction/notification/template/notification-template.js'

type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** notification_readings: the notifications a user had parsed, kept 30 days for learning from corrections. */
export interface NotificationReadingsTable {
  id: string
  user_id: string
  sender: string
  text: string
  /** NUMERIC, read back as a string. */
  amount: string | null
  currency: string | null
  occurred_at: Date | null
  created_at: DefaultedTimestamp
}

/** What a template means, stored as JSON beside its identity columns. */
export interface StoredTemplate {
  parts: TemplatePart[]
  type: string
  direction: string
  currency: string
  merchant: string | null
  category: string | null
  category_merchant: string | null
}

/** notification_templates: one row per (user, sender, shape). */
export interface NotificationTemplatesTable {
  id: string
  user_id: string
  sender: string
  shape: string
  template: ColumnType<StoredTemplate, string, string>
  created_at: DefaultedTimestamp
  updated_at: DefaultedTimestamp
}

export interface ExtractionTables {
  notification_readings: NotificationReadingsTable
  notification_templates: NotificationTemplatesTable
}
