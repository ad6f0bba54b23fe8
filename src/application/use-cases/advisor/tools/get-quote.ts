import { z } from 'zod'
import { fail, ok, type AdvisorTool } from './tool.js'

const args = z.object({ symbol: z.string().min(1).max(32) })

/** A stock's current quote, when the market area is wired. */
export const getQuote: AdvisorTool<z.infer<typeof args>> = {
  name: 'get_quote',
  description: 'The current market quote of a stock ticker.',
  parameters: {
    type: 'object',
    properties: { symbol: { type: 'string', description: 'stock ticker, e.g. AAPL' } },
    required: ['symbol'],
    additionalProperties: false,
  },
  args,
  async run({ symbol }, { deps }) {
    const lookup = deps.optional.getQuote
    if (!lookup) return fail('market data is not available right now')
    const q = await lookup.execute({ symbol })
    return ok(
      {
        symbol: q.symbol,
        name: q.name,
        price: q.price,
        currency: q.currency,
        change_percent: q.changePercent,
        market_state: q.marketState,
        as_of: q.asOf.toISOString(),
      },
      [{ type: 'quote', id: q.symbol, title: `${q.symbol} quote` }],
    )
  },
}
