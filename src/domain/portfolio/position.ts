import { ValidationError } from '../errors.js'
import { Decimal, type DecimalString } from '../money.js'
import type { TradeDraft } from './trade.js'

/** A holding as its trades make it, in the holding's currency. */
export interface Position {
  readonly quantity: DecimalString
  /** Cost basis / quantity; null when nothing is held. */
  readonly averageCost: DecimalString | null
  /** What the units held cost, buy fees included (average-cost method). */
  readonly costBasis: DecimalString
  /** Sale proceeds net of fees minus the average cost of the units sold, summed over every sell. */
  readonly realizedPl: DecimalString
  readonly dividends: DecimalString
  /** Fees of buys and sells plus standalone fees. */
  readonly fees: DecimalString
}

/** Stored figures keep 10 decimal places (the ledger's money shape); the arithmetic keeps 60 digits. */
const STORED_PLACES = 10
const out = (d: Decimal) => d.toDecimalPlaces(STORED_PLACES).toFixed() as DecimalString

/** Running state while trades are replayed, exact. */
export class PositionBook {
  quantity = new Decimal(0)
  cost = new Decimal(0)
  realized = new Decimal(0)
  dividends = new Decimal(0)
  fees = new Decimal(0)

  get average(): Decimal {
    return this.quantity.isZero() ? new Decimal(0) : this.cost.div(this.quantity)
  }

  /** Applies one trade; a sell (or negative adjustment) of more than is held throws a 422 naming /quantity. */
  apply(t: TradeDraft): void {
    const q = new Decimal(t.quantity ?? 0)
    const fee = new Decimal(t.fee)
    switch (t.side) {
      case 'buy': {
        // A buy of unknown cost (an opening buy without average_cost) keeps the average unchanged.
        const cost = t.price === null ? q.times(this.average) : q.times(t.price).plus(fee)
        this.quantity = this.quantity.plus(q)
        this.cost = this.cost.plus(cost)
        this.fees = this.fees.plus(fee)
        return
      }
      case 'sell': {
        this.#mustHold(q, t)
        const costOfSold = q.times(this.average)
        this.realized = this.realized.plus(
          q
            .times(t.price ?? 0)
            .minus(fee)
            .minus(costOfSold),
        )
        this.#remove(q, costOfSold)
        this.fees = this.fees.plus(fee)
        return
      }
      case 'adjust': {
        if (q.isNegative()) {
          this.#mustHold(q.abs(), t)
          this.#remove(q.abs(), q.abs().times(this.average))
        } else {
          this.cost = this.cost.plus(q.times(this.average))
          this.quantity = this.quantity.plus(q)
        }
        return
      }
      case 'split':
        // The cost basis is unchanged, so the average cost divides by the ratio.
        this.quantity = this.quantity.times(q)
        return
      case 'dividend':
        this.dividends = this.dividends.plus(t.amount ?? 0)
        return
      case 'fee':
        this.fees = this.fees.plus(t.amount ?? 0)
        return
    }
  }

  #mustHold(q: Decimal, t: TradeDraft): void {
    if (q.greaterThan(this.quantity)) {
      throw ValidationError.field(
        '/quantity',
        `selling ${q.toFixed()} but only ${this.quantity.toFixed()} held on ${t.occurredAt.toISOString()}`,
      )
    }
  }

  #remove(q: Decimal, cost: Decimal): void {
    this.quantity = this.quantity.minus(q)
    this.cost = this.quantity.isZero() ? new Decimal(0) : this.cost.minus(cost)
  }

  snapshot(): Position {
    return {
      quantity: out(this.quantity),
      averageCost: this.quantity.isZero() ? null : out(this.average),
      costBasis: out(this.cost),
      realizedPl: out(this.realized),
      dividends: out(this.dividends),
      fees: out(this.fees),
    }
  }
}

/** Replays trades (already in trade order) into a position; throws 422 when one sells more than held. */
export function positionOf(trades: readonly TradeDraft[]): Position {
  const book = new PositionBook()
  for (const t of trades) book.apply(t)
  return book.snapshot()
}
