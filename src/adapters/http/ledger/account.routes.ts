import type { ApiRouter } from '../api-router.js'
import type { LedgerHttpCradle } from './ledger-http-cradle.js'
import { accountBodies, accountOut, pageQuery } from './ledger-schemas.js'
import { registerLedgerRoutes } from './ledger-routes.js'
import { accountView } from './ledger-views.js'

export function accountRoutes(api: ApiRouter, deps: LedgerHttpCradle): void {
  registerLedgerRoutes(api, deps, {
    collection: '/accounts',
    tag: 'accounts',
    noun: 'account',
    crud: deps.accountsCrud,
    view: accountView,
    schemas: { ...accountBodies, out: accountOut, query: pageQuery },
    toFilter: () => ({}),
  })
}
