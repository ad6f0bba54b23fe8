import { parseInstant } from '../iso-instant.js'
import type { TransactionFilter } from '../../../application/ports/ledger-repositories.js'
import type { ApiRouter } from '../api-router.js'
import type { ImportsHttpCradle } from './imports-http-cradle.js'
import { HttpError } from '../http-error.js'
import { csvExport } from './csv-export.js'
import { exportQuery } from './import-schemas.js'
import { ofxExport } from './ofx-export.js'

function instant(name: string, raw: string | undefined): Date | undefined {
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

/**
 * GET /transactions/export. Registered before the ledger's /transactions/{id}, which would
 * otherwise take "export" for an id.
 */
export function transactionExportRoutes(api: ApiRouter, deps: ImportsHttpCradle): void {
  const { exportTransactions, getMe, clock } = deps
  api.route(
    {
      method: 'get',
      path: '/transactions/export',
      operationId: 'exportTransactions',
      tag: 'transactions',
      access: 'user',
      summary: 'Export your transactions as CSV or OFX, streamed',
      description:
        "RFC 4180 CSV (header row, CRLF, signed decimal amounts, ISO dates) or OFX 2.2 (XML), oldest first; our importer reads either back with no difference. A CSV text cell that begins with = + - @, a tab or a carriage return gets a leading ' (kept when read back) so that a spreadsheet shows it as text; the signed amount never does. `from`/`to` bound occurred_at (to exclusive); `account_id` one account.",
      query: exportQuery,
      responses: {
        200: {
          description: 'the file (text/csv, or application/x-ofx with format=ofx)',
          contentType: 'text/csv',
          headers: ['Content-Disposition'],
        },
        422: { description: 'account_id is not one of your accounts' },
      },
    },
    async (ctx, { query, userId }) => {
      const from = instant('from', query.from)
      const to = instant('to', query.to)
      const filter: TransactionFilter = {
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...(query.account_id ? { accountId: query.account_id.toLowerCase() } : {}),
      }
      const exported = await exportTransactions.execute({ userId, filter })
      ctx.set('Content-Disposition', `attachment; filename="transactions.${query.format}"`)
      ctx.set('Cache-Control', 'private, no-store')
      if (query.format === 'csv') {
        ctx.type = 'text/csv; charset=utf-8; header=present'
        ctx.body = csvExport(exported.batches)
        return
      }
      const me = await getMe.execute({ userId })
      ctx.type = 'application/x-ofx'
      ctx.body = ofxExport(exported, me.baseCurrency, clock.now())
    },
  )
}
