import type { TransactionFilter } from '../../../application/ports/ledger-repositories.js'
import type { ApiRouter } from '../api-router.js'
import type { LedgerHttpCradle } from './ledger-http-cradle.js'
import { transactionQuery } from './ledger-queries.js'
import { registerLedgerRoutes } from './ledger-routes.js'
import { transactionDraftBody, transactionOut, transactionPatchBody } from './ledger-schemas.js'
import { transactionMapper } from './transaction.mapper.js'

export function transactionRoutes(api: ApiRouter, deps: LedgerHttpCradle): void {
  registerLedgerRoutes(api, deps, {
    collection: '/transactions',
    tag: 'transactions',
    noun: 'transaction',
    crud: deps.transactionsCrud,
    mapper: transactionMapper,
    schemas: {
      draft: transactionDraftBody,
      patch: transactionPatchBody,
      out: transactionOut,
      query: transactionQuery,
    },
    toFilter: (q): TransactionFilter => ({
      ...(q.from ? { from: q.from } : {}),
      ...(q.to ? { to: q.to } : {}),
      ...(q.account_id ? { accountId: q.account_id } : {}),
      ...(q.category ? { categories: [q.category] } : {}),
      ...(q.type ? { type: q.type } : {}),
      ...(q.pending ? { pending: q.pending === 'true' } : {}),
    }),
  })
}
