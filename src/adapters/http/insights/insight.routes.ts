import { z } from 'zod'
import type { ApiRouter } from '../api-router.js'
import type { InsightHttpCradle } from './insight-http-cradle.js'
import { insightResponse, insightView } from './insight-views.js'

/** GET /ai/daily-insights (docs/extraction.md "GET /ai/daily-insights"). */
export function insightRoutes(api: ApiRouter, deps: InsightHttpCradle): void {
  const { runDailyInsights } = deps
  api.route(
    {
      method: 'get',
      path: '/ai/daily-insights',
      operationId: 'listDailyInsights',
      tag: 'ai',
      access: 'user',
      summary: "Run the anomaly rules over the caller's transactions and list today's insights",
      description:
        'Deterministic rules; results are stored in user_insights, one per user, kind, day and subject: calling again stores nothing new.',
      responses: {
        200: { description: 'the insights', schema: z.array(insightResponse) },
        401: { description: 'no or invalid token' },
      },
    },
    async (ctx, { userId }) => {
      const insights = await runDailyInsights.execute({ userId })
      ctx.body = insights.map(insightView)
    },
  )
}
