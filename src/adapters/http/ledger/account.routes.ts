import type { ApiRouter } from '../api-router.js'
import { accountMapper } from './account.mapper.js'
import type { LedgerHttpCradle } from './ledger-http-cradle.js'
import { registerLedgerRoutes } from './ledger-routes.js'
import { pageQuery } from './ledger-queries.js'
import { accountDraftBody, accountOut, accountPatchBody } from './ledger-schemas.js'

export function accountRoutes(api: ApiRouter, deps: LedgerHttpCradle): void {
  registerLedgerRoutes(api, deps, {
    collection: '/accounts',
    tag: 'accounts',
    noun: 'account',
    crud: deps.accountsCrud,
    mapper: accountMapper,
    schemas: { draft: accountDraftBody, patch: accountPatchBody, out: accountOut, query: pageQuery },
    toFilter: () => ({}),
  })
}
