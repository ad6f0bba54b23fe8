import { z } from 'zod'
import type { ApiRouter } from '../api-router.js'

const userDataOut = z
  .object({
    user_id: z.string(),
    exported_at: z.string().meta({ format: 'date-time' }),
    records: z
      .record(z.string(), z.array(z.record(z.string(), z.unknown())))
      .describe(
        'every record, by table (users, accounts, transactions, holdings, imports, import_rows, user_insights, user_newsletters, notifications, devices, user_embeddings, ...), plus scheduled_jobs; stored names, binary as base64',
      ),
  })
  .meta({ id: 'UserDataExport' })

/** GET /me/export and DELETE /me: the user's right to take (GDPR art. 20) or erase everything. */
export function userDataRoutes(api: ApiRouter): void {
  api.route(
    {
      method: 'get',
      path: '/me/export',
      operationId: 'exportMyData',
      tag: 'users',
      access: 'user',
      summary: 'Every record the service holds about you, as one JSON document',
      responses: { 200: { description: 'your data', schema: userDataOut } },
    },
    async (ctx) => {
      const data = await ctx.state.container.resolve('exportUserData').execute({ userId: ctx.state.user!.id })
      ctx.set('Content-Disposition', 'attachment; filename="ledgerline-export.json"')
      ctx.body = { user_id: data.userId, exported_at: data.exportedAt.toISOString(), records: data.records }
    },
  )
  api.route(
    {
      method: 'delete',
      path: '/me',
      operationId: 'deleteMe',
      tag: 'users',
      access: 'user',
      summary: 'Erase all your data (accounts, transactions, imports, memories, devices, jobs)',
      description:
        'In one transaction; irreversible. A later request with the same token starts an empty user. Deleting the sign-in account itself is the identity provider’s part.',
      responses: { 204: { description: 'erased' } },
    },
    async (ctx) => {
      await ctx.state.container.resolve('eraseUserData').execute({ userId: ctx.state.user!.id })
      ctx.status = 204
    },
  )
}
