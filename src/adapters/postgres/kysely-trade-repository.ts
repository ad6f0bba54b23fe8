import { sql, type Kysely, type Selectable } from 'kysely'
import type { CurrencyCode, DecimalString } from '../../domain/money.js'
import type { StoredTradeSide, Trade, TradeDraft, TradeOrigin } from '../../domain/portfolio/trade.js'
import type { Page, PageRequest } from '../../application/ports/owned-repository.js'
import type { TradedHolding, TradeRepository } from '../../application/ports/trade-repository.js'
import type { Database } from './schema.js'
import type { TradesTable } from './tables/portfolio.js'

export const tradeFromRow = (r: Selectable<TradesTable>): Trade => ({
  id: r.id,
  userId: r.user_id,
  holdingId: r.holding_id,
  side: r.side as StoredTradeSide,
  quantity: r.quantity as DecimalString | null,
  price: r.price as DecimalString | null,
  amount: r.amount as DecimalString | null,
  fee: r.fee as DecimalString,
  currency: r.currency as CurrencyCode,
  origin: r.origin as TradeOrigin,
  occurredAt: r.occurred_at,
  createdAt: r.created_at,
})

export class KyselyTradeRepository implements TradeRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async lockHolding(userId: string, holdingId: string): Promise<TradedHolding | undefined> {
    const row = await this.#db
      .selectFrom('holdings')
      .select(['id', 'currency', 'quantity', 'average_cost', 'created_at'])
      .where('user_id', '=', userId)
      .where('id', '=', holdingId)
      .forUpdate()
      .executeTakeFirst()
    if (!row) return undefined
    return {
      id: row.id,
      currency: row.currency.trim() as CurrencyCode,
      quantity: row.quantity as DecimalString,
      averageCost: row.average_cost as DecimalString | null,
      createdAt: row.created_at,
    }
  }

  async listForHolding(userId: string, holdingId: string): Promise<Trade[]> {
    const rows = await this.#db
      .selectFrom('trades')
      .selectAll()
      .where('user_id', '=', userId)
      .where('holding_id', '=', holdingId)
      .execute()
    return rows.map(tradeFromRow)
  }

  async listForUser(userId: string): Promise<Trade[]> {
    const rows = await this.#db.selectFrom('trades').selectAll().where('user_id', '=', userId).execute()
    return rows.map(tradeFromRow)
  }

  async page(userId: string, holdingId: string, { limit, after }: PageRequest): Promise<Page<Trade>> {
    let query = this.#db
      .selectFrom('trades')
      .selectAll()
      .where('user_id', '=', userId)
      .where('holding_id', '=', holdingId)
    if (after) query = query.where(sql<boolean>`(occurred_at, id) < (${after.sortKey}, ${after.id}::uuid)`)
    const rows = await query
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute()
    const items = rows.slice(0, limit).map(tradeFromRow)
    const last = rows.length > limit ? items[items.length - 1] : undefined
    return { items, next: last ? { sortKey: last.occurredAt, id: last.id } : undefined }
  }

  async insert(userId: string, holdingId: string, id: string, draft: TradeDraft, now: Date): Promise<Trade> {
    const row = await this.#db
      .insertInto('trades')
      .values({
        id,
        user_id: userId,
        holding_id: holdingId,
        side: draft.side,
        quantity: draft.quantity,
        price: draft.price,
        amount: draft.amount,
        fee: draft.fee,
        currency: draft.currency,
        origin: draft.origin,
        occurred_at: draft.occurredAt,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return tradeFromRow(row)
  }

  async delete(userId: string, holdingId: string, tradeId: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('trades')
      .where('user_id', '=', userId)
      .where('holding_id', '=', holdingId)
      .where('id', '=', tradeId)
      .executeTakeFirst()
    return result.numDeletedRows > 0n
  }

  async writePosition(
    userId: string,
    holdingId: string,
    quantity: DecimalString,
    averageCost: DecimalString | null,
    now: Date,
  ): Promise<void> {
    await this.#db
      .updateTable('holdings')
      .set((eb) => ({
        quantity,
        average_cost: averageCost,
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('user_id', '=', userId)
      .where('id', '=', holdingId)
      .execute()
  }
}
