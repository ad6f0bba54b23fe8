import type { ApiRouter } from '../api-router.js'
import { accountBodies, accountOut, pageQuery } from './ledger-schemas.js'
import { registerLedgerRoutes } from './ledger-routes.js'
import { accountView } from './ledger-views.js'

export function accountRoutes(api: ApiRouter): void {
  registerLedgerRoutes(api, {
    collection: '/accounts',
    tag: 'accounts',
    noun: 'account',
    crud: (ctx) => ctx.state.container.resolve('accountsCrud'),
    view: accountView,
    schemas: { ...accountBodies, out: accountOut, query: pageQuery },
    toFilter: () => ({}),
  })
}
