import { z } from 'zod'
import { cryptoOut, priceOut, quoteOut, vsCurrency } from './market-schemas.js'

export const priceStreamQuery = z.object({
  symbols: z.string().optional().describe('comma-separated tickers'),
  crypto: z.string().optional().describe('comma-separated CoinGecko ids'),
  currency: vsCurrency,
})

/** The `data:` of a `price` event: one item's new price. */
export const priceStreamEvent = z
  .union([z.object({ stock: quoteOut }), z.object({ crypto: cryptoOut })])
  .meta({
    id: 'PriceStreamEvent',
    description:
      'The data of a `price` event (one item whose price changed). The first event, `snapshot`, carries a Prices object.',
  })

/** Both event payloads, for the document. */
export const priceStreamData = z.union([priceOut, priceStreamEvent])
