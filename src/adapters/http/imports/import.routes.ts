import { z } from 'zod'
import type { ApiRouter } from '../api-router.js'
import type { ImportsHttpCradle } from './imports-http-cradle.js'
import { HttpError } from '../http-error.js'
import { linkNextPage, pageStart } from '../keyset-page.js'
import { ID_PARAMS, requireUuidParam } from '../params.js'
import { routeGetOwnedItem } from '../owned-item-routes.js'
import { importRowView, importView } from './import.mapper.js'
import {
  importCommitBody,
  importCommitOut,
  importOut,
  importPageQuery,
  importRowOut,
  importRowsQuery,
  importUpload,
} from './import-schemas.js'
import { readStatementUpload } from './statement-upload.js'

const LIST_HEADERS = ['X-Next-Cursor', 'Link']

/** POST/GET /imports, GET/DELETE /imports/{id}, GET /imports/{id}/rows, POST /imports/{id}/commit. */
export function importRoutes(api: ApiRouter, deps: ImportsHttpCradle): void {
  const { previewImport, commitImport, deleteImport, readImports, cursorCodec } = deps
  api.route(
    {
      method: 'post',
      path: '/imports/',
      operationId: 'createImport',
      tag: 'imports',
      access: 'user',
      summary: 'Upload a bank statement (CSV, OFX/QFX, QIF, CAMT.053) and preview its import',
      description:
        'Nothing changes in the ledger until the commit. Each line is new, a duplicate of what the account holds (same bank id, or same day, amount, description and occurrence), a match with an existing transaction of yours (reconciliation), or an error. A file that cannot be read is 422 statement_unreadable with `line`, `expected` and `candidates`; nothing is stored.',
      rawBody: { contentTypes: ['multipart/form-data'], schemas: { 'multipart/form-data': importUpload } },
      responses: {
        201: { description: 'the import, in preview', schema: importOut, headers: ['Location'] },
        413: { description: 'the file is larger than 10 MB' },
        415: { description: 'not multipart/form-data' },
        422: {
          description:
            'statement_unreadable (line, expected, candidates), an account that is not yours, over 50,000 lines, or a bad mapping',
        },
      },
    },
    async (ctx, { userId }) => {
      const upload = await readStatementUpload(ctx)
      const imported = await previewImport.execute({ userId, ...upload })
      ctx.status = 201
      ctx.set('Location', `/imports/${imported.id}`)
      ctx.body = importView(imported)
    },
  )

  api.route(
    {
      method: 'get',
      path: '/imports/',
      operationId: 'listImports',
      tag: 'imports',
      access: 'user',
      summary: 'List your imports, newest first',
      query: importPageQuery,
      responses: {
        200: { description: 'a page of imports', schema: z.array(importOut), headers: LIST_HEADERS },
      },
    },
    async (ctx, { query, userId }) => {
      const page = await readImports.list(userId, query.limit ?? 50, pageStart(cursorCodec, query.cursor))
      linkNextPage(ctx, cursorCodec, page.next)
      ctx.body = page.items.map(importView)
    },
  )

  routeGetOwnedItem(api, {
    path: '/imports/:id',
    operationId: 'getImport',
    tag: 'imports',
    noun: 'import',
    summary: 'Get an import',
    response: { description: 'the import', schema: importOut },
    read: (userId, id) => readImports.get(userId, id),
    toWire: importView,
  })

  api.route(
    {
      method: 'get',
      path: '/imports/:id/rows',
      operationId: 'listImportRows',
      params: ID_PARAMS,
      tag: 'imports',
      access: 'user',
      summary: "List an import's lines in file order, with the decision for each",
      query: importRowsQuery,
      responses: {
        200: { description: 'a page of rows', schema: z.array(importRowOut), headers: LIST_HEADERS },
      },
    },
    async (ctx, { params, query, userId }) => {
      const id = requireUuidParam(params, 'import')
      // Rows are ordered by line: the signed cursor carries the last line (as its instant) and the
      // import's id, so a cursor of another import is refused rather than read as a line number.
      const start = pageStart(cursorCodec, query.cursor)
      if (start && start.id !== id)
        throw new HttpError(400, 'bad_request', 'invalid cursor: it belongs to another import')
      const { imported, rows, more } = await readImports.rows(
        userId,
        id,
        start?.sortKey.getTime(),
        query.limit ?? 100,
      )
      const last = rows[rows.length - 1]
      linkNextPage(ctx, cursorCodec, more && last ? { sortKey: new Date(last.line), id } : undefined)
      ctx.body = rows.map((r) => importRowView(r, imported.status === 'committed'))
    },
  )

  api.route(
    {
      method: 'post',
      path: '/imports/:id/commit',
      operationId: 'commitImport',
      params: ID_PARAMS,
      tag: 'imports',
      access: 'user',
      summary: 'Commit an import: create the new lines, merge the matches, skip duplicates',
      description:
        'Idempotent: a second commit changes nothing and answers the same counts. `update_balance: true` sets the account balance to the statement closing balance (422 when the file states none).',
      body: importCommitBody,
      responses: { 200: { description: 'what the commit did', schema: importCommitOut } },
    },
    async (ctx, { params, body, userId }) => {
      ctx.body = await commitImport.execute({
        userId,
        id: requireUuidParam(params, 'import'),
        updateBalance: body.update_balance ?? false,
      })
    },
  )

  api.route(
    {
      method: 'delete',
      path: '/imports/:id',
      operationId: 'deleteImport',
      params: ID_PARAMS,
      tag: 'imports',
      access: 'user',
      summary: 'Discard a preview, or undo a committed import completely',
      description:
        'Undo deletes the transactions the import created, removes the bank id and reconciliation it merged into your transactions (they keep everything else), and restores a balance it changed.',
      responses: { 204: { description: 'discarded or undone' } },
    },
    async (ctx, { params, userId }) => {
      await deleteImport.execute({
        userId,
        id: requireUuidParam(params, 'import'),
      })
      ctx.status = 204
    },
  )
}
