import type { ApiRouter } from '../api-router.js'
import type { RecurringHttpCradle } from './recurring-http-cradle.js'
import { recurringSeriesView } from './recurring.mapper.js'
import { recurringListOut, recurringQuery } from './recurring-schemas.js'

/** GET /recurring: subscriptions and other recurring payments found in the caller's transactions (docs/recurring.md). */
export function recurringRoutes(api: ApiRouter, deps: RecurringHttpCradle): void {
  const { listRecurring } = deps
  api.route(
    {
      method: 'get',
      path: '/recurring',
      operationId: 'listRecurring',
      tag: 'recurring',
      access: 'user',
      summary: "Subscriptions and recurring payments detected in the caller's transactions",
      description:
        'Series of at least 3 expenses or incomes to one merchant (its spellings grouped) in one currency, ' +
        'weekly, monthly, quarterly or yearly, tolerant to a few days of drift and to changing amounts. ' +
        'Computed on each call from the last 38 months; ordered by next expected day.',
      query: recurringQuery,
      responses: {
        200: { description: 'the detected series', schema: recurringListOut },
        401: { description: 'no or invalid token' },
      },
    },
    async (ctx, { query, userId }) => {
      const series = await listRecurring.execute({ userId, status: query.status })
      ctx.body = { items: series.map(recurringSeriesView) }
    },
  )
}
