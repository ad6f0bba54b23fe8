import type { ApiRouter } from '../api-router.js'
import type { CategorizationHttpCradle } from './categorization-http-cradle.js'
import { categorizeIn, categorizeOut } from './categorize-schemas.js'
import { categorizeInput, categorizeView } from './categorize.mapper.js'

/**
 * POST /transactions/categorize (docs/categories.md "Automatic categorisation"). Registered
 * before the ledger's /transactions/{id}, which would otherwise take "categorize" for an id.
 */
export function categorizeRoutes(api: ApiRouter, deps: CategorizationHttpCradle): void {
  const { recategorizeTransactions } = deps
  api.route(
    {
      method: 'post',
      path: '/transactions/categorize',
      operationId: 'categorizeTransactions',
      tag: 'transactions',
      access: 'user',
      summary: 'Re-run automatic categorisation on transactions',
      description:
        'Runs the pipeline (your rules, what it learned from your choices, similar transactions, the model) on the ' +
        'given transactions or on every uncategorised one, and answers what changes; writes it unless `dry_run`. ' +
        'A category you set yourself is never changed. Only the category changes: a rule renaming the merchant or ' +
        'adding notes does that when a transaction arrives.',
      body: categorizeIn,
      responses: {
        200: { description: 'the changes (written unless dry_run)', schema: categorizeOut },
        404: { description: 'one of the ids is not one of your transactions; nothing was written' },
      },
    },
    async (ctx, { body, userId }) => {
      const outcome = await recategorizeTransactions.execute(categorizeInput(userId, body))
      ctx.body = categorizeView(outcome, body.dry_run)
    },
  )
}
