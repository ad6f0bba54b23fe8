import type { z } from 'zod'
import type { AdvisorSource } from '../advisor-deps.js'
import { noArgs, NO_PARAMETERS } from './no-args.js'
import { ok, type AdvisorTool } from './tool.js'

/** The user's holdings, valued at market prices when the market area is wired, else as stored. */
export const listHoldings: AdvisorTool<z.infer<typeof noArgs>> = {
  name: 'list_holdings',
  description: "The user's investment holdings, with current prices and market values when available.",
  parameters: NO_PARAMETERS,
  args: noArgs,
  async run(_args, { userId, deps }) {
    const source: AdvisorSource = { type: 'holdings', id: 'all', title: 'Your holdings' }
    const valuer = deps.optional.valueHoldings
    if (valuer) {
      const valued = await valuer.execute({ userId })
      const holdings = valued.map(({ holding: h, pricing: p }) => ({
        symbol: h.symbol,
        type: h.assetType,
        quantity: h.quantity,
        average_cost: h.averageCost,
        currency: h.currency,
        ...(p.status === 'ok'
          ? {
              price: p.price,
              market_value: p.marketValue,
              unrealized_pl: p.unrealizedPl,
              change_percent: p.changePercent,
            }
          : { price: null, price_unavailable: p.detail }),
      }))
      return ok({ holdings }, [source])
    }
    const holdings = (await deps.holdings.listAll(userId)).map((h) => ({
      symbol: h.symbol,
      type: h.assetType,
      quantity: h.quantity,
      average_cost: h.averageCost,
      currency: h.currency,
    }))
    return ok({ holdings, prices: 'unavailable (market data is not connected)' }, [source])
  },
}
