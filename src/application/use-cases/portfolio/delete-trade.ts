import { NotFoundError } from '../../../domain/errors.js'
import { positionOf, type Position } from '../../../domain/portfolio/position.js'
import { inTradeOrder } from '../../../domain/portfolio/trade.js'
import type { TradeDeps } from './record-trade.js'

/**
 * Deletes one trade and updates the holding from the trades left. Refused (422) when what is
 * left would sell more than was held at some point (deleting the buy behind a later sell).
 */
export class DeleteTrade {
  readonly #deps: TradeDeps
  constructor(deps: TradeDeps) {
    this.#deps = deps
  }

  async execute({
    userId,
    holdingId,
    tradeId,
  }: {
    userId: string
    holdingId: string
    tradeId: string
  }): Promise<Position> {
    const { trades, unitOfWork, clock } = this.#deps
    return unitOfWork.run(async () => {
      if (!(await trades.lockHolding(userId, holdingId))) throw new NotFoundError('holding')
      const stored = await trades.listForHolding(userId, holdingId)
      if (!stored.some((t) => t.id === tradeId)) throw new NotFoundError('trade')
      const position = positionOf(inTradeOrder(stored.filter((t) => t.id !== tradeId)))
      await trades.delete(userId, holdingId, tradeId)
      await trades.writePosition(userId, holdingId, position.quantity, position.averageCost, clock.now())
      return position
    })
  }
}
