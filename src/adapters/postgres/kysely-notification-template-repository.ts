import type { Kysely, Selectable } from 'kysely'
import type { NotificationTemplate } from '../../domain/extraction/notification/template/notification-template.js'
import { TRANSACTION_TYPES } from '../../domain/ledger/transaction.js'
import type { CurrencyCode } from '../../domain/money.js'
import type { IdGenerator } from '../../application/ports/id-generator.js'
import type { NotificationTemplateRepository } from '../../application/ports/notification-template-repository.js'
import type { Database } from './schema.js'
import type { NotificationTemplatesTable, StoredTemplate } from './tables/extraction.js'

const toTemplate = (r: Selectable<NotificationTemplatesTable>): NotificationTemplate | undefined => {
  const t = r.template
  const type = TRANSACTION_TYPES.find((x) => x === t.type)
  if (!type) return undefined
  return {
    sender: r.sender,
    shape: r.shape,
    parts: t.parts,
    type,
    direction: t.direction === 'credit' ? 'credit' : 'debit',
    currency: t.currency as CurrencyCode,
    merchant: t.merchant,
    category: t.category,
    categoryMerchant: t.category_merchant,
  }
}

const toStored = (t: NotificationTemplate): StoredTemplate => ({
  parts: [...t.parts],
  type: t.type,
  direction: t.direction,
  currency: t.currency,
  merchant: t.merchant,
  category: t.category,
  category_merchant: t.categoryMerchant,
})

export class KyselyNotificationTemplateRepository implements NotificationTemplateRepository {
  readonly #db: Kysely<Database>
  readonly #ids: IdGenerator
  constructor({ db, ids }: { db: Kysely<Database>; ids: IdGenerator }) {
    this.#db = db
    this.#ids = ids
  }

  async forSender(userId: string, sender: string): Promise<NotificationTemplate[]> {
    const rows = await this.#db
      .selectFrom('notification_templates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('sender', '=', sender)
      .orderBy('updated_at', 'desc')
      .limit(100)
      .execute()
    return rows.map(toTemplate).filter((t): t is NotificationTemplate => t !== undefined)
  }

  async save(userId: string, template: NotificationTemplate, now: Date): Promise<void> {
    const stored = JSON.stringify(toStored(template))
    await this.#db
      .insertInto('notification_templates')
      .values({
        id: this.#ids.newId(),
        user_id: userId,
        sender: template.sender,
        shape: template.shape,
        template: stored,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'sender', 'shape']).doUpdateSet({ template: stored, updated_at: now }),
      )
      .execute()
  }
}
