import type { Page, PageRequest } from '../../src/application/ports/owned-repository.js'
import type { TradedHolding, TradeRepository } from '../../src/application/ports/trade-repository.js'
import type { DecimalString } from '../../src/domain/money.js'
import type { Trade, TradeDraft } from '../../src/domain/portfolio/trade.js'
import { InMemoryHoldingRepository } from './in-memory-holding-repository.js'

/**
 * Trades in memory beside the holdings they belong to (an InMemoryHoldingRepository, whose rows
 * `writePosition` changes). There is no lock to take: `lockHolding` reads the holding.
 */
export class InMemoryTradeRepository implements TradeRepository {
  /** Every stored trade by id, whoever owns it (tests seed and inspect it). */
  readonly rows = new Map<string, Trade>()
  readonly holdings: InMemoryHoldingRepository

  constructor(holdings = new InMemoryHoldingRepository()) {
    this.holdings = holdings
  }

  async lockHolding(userId: string, holdingId: string): Promise<TradedHolding | undefined> {
    const h = await this.holdings.get(userId, holdingId)
    if (!h) return undefined
    return {
      id: h.id,
      currency: h.currency,
      quantity: h.quantity,
      averageCost: h.averageCost,
      createdAt: h.createdAt,
    }
  }

  async listForHolding(userId: string, holdingId: string): Promise<Trade[]> {
    return [...this.rows.values()].filter((t) => t.userId === userId && t.holdingId === holdingId)
  }

  async listForUser(userId: string): Promise<Trade[]> {
    return [...this.rows.values()].filter((t) => t.userId === userId)
  }

  async page(userId: string, holdingId: string, { limit, after }: PageRequest): Promise<Page<Trade>> {
    const at = (t: Trade) => t.occurredAt.getTime()
    const mine = (await this.listForHolding(userId, holdingId))
      .sort((a, b) => at(b) - at(a) || (a.id < b.id ? 1 : -1))
      .filter(
        (t) =>
          !after || at(t) < after.sortKey.getTime() || (at(t) === after.sortKey.getTime() && t.id < after.id),
      )
    const items = mine.slice(0, limit)
    const last = mine.length > limit ? items[items.length - 1] : undefined
    return { items, next: last ? { sortKey: last.occurredAt, id: last.id } : undefined }
  }

  async insert(userId: string, holdingId: string, id: string, draft: TradeDraft, now: Date): Promise<Trade> {
    const trade: Trade = { ...draft, id, userId, holdingId, createdAt: now }
    this.rows.set(id, trade)
    return trade
  }

  async delete(userId: string, holdingId: string, tradeId: string): Promise<boolean> {
    const t = this.rows.get(tradeId)
    if (!t || t.userId !== userId || t.holdingId !== holdingId) return false
    return this.rows.delete(tradeId)
  }

  async writePosition(
    userId: string,
    holdingId: string,
    quantity: DecimalString,
    averageCost: DecimalString | null,
    now: Date,
  ): Promise<void> {
    const h = await this.holdings.get(userId, holdingId)
    if (!h) return
    this.holdings.rows.set(holdingId, { ...h, quantity, averageCost, version: h.version + 1, updatedAt: now })
  }
}
