import { parseInstant } from '../../../domain/ledger/fields.js'
import type { TransactionFilter } from '../../../application/ports/ledger-repositories.js'
import type { ApiRouter } from '../api-router.js'
import type { LedgerHttpCradle } from './ledger-http-cradle.js'
import { HttpError } from '../http-error.js'
import { transactionBodies, transactionOut, transactionQuery } from './ledger-schemas.js'
import { registerLedgerRoutes } from './ledger-routes.js'
import { transactionView } from './ledger-views.js'

function instantParam(name: string, raw: string | undefined): Date | undefined {
  if (raw === undefined) return undefined
  const value = parseInstant(raw)
  if (!value)
    throw new HttpError(
      400,
      'bad_request',
      `invalid query parameter: ${name} must be an ISO 8601 date or date-time`,
      [{ pointer: `/query/${name}`, detail: 'must be an ISO 8601 date or date-time' }],
    )
  return value
}

export function transactionRoutes(api: ApiRouter, deps: LedgerHttpCradle): void {
  registerLedgerRoutes(api, deps, {
    collection: '/transactions',
    tag: 'transactions',
    noun: 'transaction',
    crud: deps.transactionsCrud,
    view: transactionView,
    schemas: { ...transactionBodies, out: transactionOut, query: transactionQuery },
    toFilter: (q): TransactionFilter => {
      const from = instantParam('from', q.from)
      const to = instantParam('to', q.to)
      return {
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...(q.account_id ? { accountId: q.account_id.toLowerCase() } : {}),
        ...(q.category ? { category: q.category } : {}),
        ...(q.type ? { type: q.type } : {}),
      }
    },
  })
}
