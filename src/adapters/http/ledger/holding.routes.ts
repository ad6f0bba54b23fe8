import { z } from 'zod'
import type { ValuedHolding } from '../../../application/use-cases/market/value-holdings.js'
import type { ApiRouter } from '../api-router.js'
import type { LedgerHttpCradle } from './ledger-http-cradle.js'
import { holdingBodies, holdingOut, holdingQuery, holdingValuationOut } from './ledger-schemas.js'
import { registerLedgerRoutes } from './ledger-routes.js'
import { holdingView } from './ledger-views.js'

/**
 * `with_prices=true` adds the market fields to each holding of the page. Amounts are in the
 * holding's currency; a holding that cannot be priced has `price_status: "unavailable"`, null
 * amounts and a `price_error` ({code, detail}), and the rest of the page still comes.
 */
function pricedHoldingView({ holding, pricing }: ValuedHolding) {
  const base = holdingView(holding)
  if (pricing.status === 'unavailable') {
    return {
      ...base,
      price: null,
      market_value: null,
      unrealized_pl: null,
      change_percent: null,
      price_as_of: null,
      price_status: 'unavailable',
      price_error: { code: pricing.code, detail: pricing.detail },
    }
  }
  return {
    ...base,
    price: pricing.price,
    market_value: pricing.marketValue,
    unrealized_pl: pricing.unrealizedPl,
    change_percent: pricing.changePercent,
    price_as_of: pricing.asOf?.toISOString() ?? null,
    price_status: 'ok',
    price_error: null,
  }
}

export function holdingRoutes(api: ApiRouter, deps: LedgerHttpCradle): void {
  const { valueHoldings } = deps
  registerLedgerRoutes(api, deps, {
    collection: '/holdings',
    tag: 'holdings',
    noun: 'holding',
    crud: deps.holdingsCrud,
    view: holdingView,
    schemas: {
      ...holdingBodies,
      out: holdingOut,
      listItem: z.union([holdingOut, holdingValuationOut]),
      query: holdingQuery,
    },
    toFilter: (q) => (q.account_id ? { accountId: q.account_id.toLowerCase() } : {}),
    listView: async (userId, items, query) => {
      if (query.with_prices !== 'true') return items.map(holdingView)
      const valued = await valueHoldings.execute({ userId, holdings: items })
      return valued.map(pricedHoldingView)
    },
  })
}
