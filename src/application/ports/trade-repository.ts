import type { CurrencyCode, DecimalString } from '../../domain/money.js'
import type { Trade, TradeDraft } from '../../domain/portfolio/trade.js'
import type { Page, PageRequest } from './owned-repository.js'

/**
 * Storage of holdings' trades. Every method takes the owner's id and touches only that owner's
 * rows: another user's holding or trade behaves exactly like a missing one.
 */
/** What a trade needs of its holding. */
export interface TradedHolding {
  readonly id: string
  readonly currency: CurrencyCode
  readonly quantity: DecimalString
  readonly averageCost: DecimalString | null
  readonly createdAt: Date
}

export interface TradeRepository {
  /**
   * The user's holding, locked until the unit of work in progress ends (so two trades of one
   * holding are checked one after the other); undefined when it is not the user's.
   */
  lockHolding(userId: string, holdingId: string): Promise<TradedHolding | undefined>
  /** Every trade of one holding, in no particular order. */
  listForHolding(userId: string, holdingId: string): Promise<Trade[]>
  /** Every trade of the user (for valuation), in no particular order. */
  listForUser(userId: string): Promise<Trade[]>
  /** A page of one holding's trades, newest `occurred_at` first. */
  page(userId: string, holdingId: string, page: PageRequest): Promise<Page<Trade>>
  insert(userId: string, holdingId: string, id: string, draft: TradeDraft, now: Date): Promise<Trade>
  /** False when there is no such trade of that holding and user. */
  delete(userId: string, holdingId: string, tradeId: string): Promise<boolean>
  /**
   * Writes what the trades make of the holding (quantity and average cost) and bumps its
   * version, without recording anything else.
   */
  writePosition(
    userId: string,
    holdingId: string,
    quantity: DecimalString,
    averageCost: DecimalString | null,
    now: Date,
  ): Promise<void>
}
