import type { ApiRouter } from '../api-router.js'
import { holdingBodies, holdingOut, holdingQuery } from './ledger-schemas.js'
import { registerLedgerRoutes } from './ledger-routes.js'
import { holdingView } from './ledger-views.js'

export function holdingRoutes(api: ApiRouter): void {
  registerLedgerRoutes(api, {
    collection: '/holdings',
    tag: 'holdings',
    noun: 'holding',
    crud: (ctx) => ctx.state.container.resolve('holdingsCrud'),
    view: holdingView,
    schemas: { ...holdingBodies, out: holdingOut, query: holdingQuery },
    toFilter: (q) => (q.account_id ? { accountId: q.account_id.toLowerCase() } : {}),
    // with_prices=true: the market-data issue adds a listView here (ValueHoldings).
  })
}
