import { z } from 'zod'
import type { ApiRouter } from '../api-router.js'
import { holdingMapper } from './holding.mapper.js'
import type { LedgerHttpCradle } from './ledger-http-cradle.js'
import { holdingQuery } from './ledger-queries.js'
import { registerLedgerRoutes } from './ledger-routes.js'
import { holdingDraftBody, holdingOut, holdingPatchBody, holdingValuationOut } from './ledger-schemas.js'

/** The holdings CRUD; `with_prices=true` adds the market fields to each holding of a page. */
export function holdingRoutes(api: ApiRouter, deps: LedgerHttpCradle): void {
  const { valueHoldings } = deps
  registerLedgerRoutes(api, deps, {
    collection: '/holdings',
    tag: 'holdings',
    noun: 'holding',
    crud: deps.holdingsCrud,
    mapper: holdingMapper,
    schemas: {
      draft: holdingDraftBody,
      patch: holdingPatchBody,
      out: holdingOut,
      listItem: z.union([holdingOut, holdingValuationOut]),
      query: holdingQuery,
    },
    toFilter: (q) => (q.account_id ? { accountId: q.account_id } : {}),
    listView: async (userId, items, query) => {
      if (query.with_prices !== 'true') return items.map((h) => holdingMapper.toWire(h))
      const valued = await valueHoldings.execute({ userId, holdings: items })
      return valued.map((v) => holdingMapper.valuationToWire(v))
    },
  })
}
