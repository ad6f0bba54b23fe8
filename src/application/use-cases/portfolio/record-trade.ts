import { NotFoundError } from '../../../domain/errors.js'
import { openingBuy } from '../../../domain/portfolio/instrument.js'
import { positionOf, type Position } from '../../../domain/portfolio/position.js'
import { inTradeOrder, parseTrade, type Trade, type TradeInput } from '../../../domain/portfolio/trade.js'
import type { Clock } from '../../ports/clock.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { TradeRepository } from '../../ports/trade-repository.js'
import type { UnitOfWork } from '../../ports/unit-of-work.js'

export interface TradeDeps {
  trades: TradeRepository
  unitOfWork: UnitOfWork
  ids: IdGenerator
  clock: Clock
}

export interface TradeOutcome {
  readonly trade: Trade
  /** The holding as all its trades now make it. */
  readonly position: Position
}

/**
 * Records a trade and updates its holding (quantity and average cost), all or nothing. The whole
 * history is replayed in trade order, so a back-dated sell of more than was held then is a 422
 * too. A holding created with a quantity and no trades gets its opening buy first.
 */
export class RecordTrade {
  readonly #deps: TradeDeps
  constructor(deps: TradeDeps) {
    this.#deps = deps
  }

  async execute({
    userId,
    holdingId,
    input,
  }: {
    userId: string
    holdingId: string
    input: TradeInput
  }): Promise<TradeOutcome> {
    const { trades, unitOfWork, ids, clock } = this.#deps
    return unitOfWork.run(async () => {
      const now = clock.now()
      const holding = await trades.lockHolding(userId, holdingId)
      if (!holding) throw new NotFoundError('holding')
      const draft = parseTrade(input, holding.currency, now)
      const stored = await trades.listForHolding(userId, holdingId)
      if (stored.length === 0 && Number(holding.quantity) > 0)
        stored.push(await trades.insert(userId, holdingId, ids.newId(), openingBuy(holding), now))
      const position = positionOf(inTradeOrder([...stored, { ...draft, createdAt: now }]))
      const trade = await trades.insert(userId, holdingId, ids.newId(), draft, now)
      await trades.writePosition(userId, holdingId, position.quantity, position.averageCost, now)
      return { trade, position }
    })
  }
}
