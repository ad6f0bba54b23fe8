import { NotFoundError } from '../../../domain/errors.js'
import type { Trade } from '../../../domain/portfolio/trade.js'
import type { HoldingRepository } from '../../ports/ledger-repositories.js'
import type { Page, PagePosition } from '../../ports/owned-repository.js'
import type { TradeRepository } from '../../ports/trade-repository.js'

export interface ListTradesDeps {
  trades: TradeRepository
  holdings: HoldingRepository
}

/** A page of one holding's trades, newest first; another user's holding is a 404. */
export class ListTrades {
  readonly #deps: ListTradesDeps
  constructor(deps: ListTradesDeps) {
    this.#deps = deps
  }

  async execute(input: {
    userId: string
    holdingId: string
    limit: number
    after: PagePosition | undefined
  }): Promise<Page<Trade>> {
    const { trades, holdings } = this.#deps
    if (!(await holdings.get(input.userId, input.holdingId))) throw new NotFoundError('holding')
    return trades.page(input.userId, input.holdingId, { limit: input.limit, after: input.after })
  }
}
