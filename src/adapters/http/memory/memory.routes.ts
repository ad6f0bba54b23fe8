import { z } from 'zod'
import { MEMORY_PERIODS } from '../../../domain/memory/memory.js'
import type { IngestionReport } from '../../../application/use-cases/memory/ingestion-report.js'
import type { ApiRouter } from '../api-router.js'
import type { MemoryHttpCradle } from './memory-http-cradle.js'

const ingestQuery = z.object({
  user_id: z.string().trim().min(1).max(200),
  period: z.enum(['daily', 'weekly', 'monthly', 'all']).default('all'),
})

const ingestOut = z
  .object({
    user_id: z.string(),
    results: z.array(
      z.object({
        period: z.enum(MEMORY_PERIODS),
        period_start: z.string(),
        status: z.enum(['ingested', 'skipped']),
        reason: z.enum(['no_activity', 'embedding_unavailable']).nullable(),
      }),
    ),
  })
  .meta({ id: 'IngestionReport' })

const view = (userId: string, report: IngestionReport) => ({
  user_id: userId,
  results: report.outcomes.map((o) => ({
    period: o.period,
    period_start: o.periodStart,
    status: o.status,
    reason: o.reason,
  })),
})

/** POST /rag/ingest (administrators): the memory area's one route (docs/memory.md). */
export function memoryRoutes(api: ApiRouter, deps: MemoryHttpCradle): void {
  const { ingestMemory } = deps
  api.route(
    {
      method: 'post',
      path: '/rag/ingest',
      operationId: 'ingestMemory',
      tag: 'rag',
      access: 'admin',
      summary: "Ingest one user's memory now (administrators)",
      description:
        'Summarises the last complete day, week (Sunday to Saturday) and/or month of the user, embeds it and upserts it ' +
        'into user_embeddings. With the embedding server down, each period is `skipped` with reason `embedding_unavailable` and nothing is written.',
      query: ingestQuery,
      responses: {
        200: { description: 'one result per period', schema: ingestOut },
        404: { description: 'unknown user' },
      },
    },
    async (ctx, { query }) => {
      const periods = query.period === 'all' ? MEMORY_PERIODS : [query.period]
      const report = await ingestMemory.execute({ userIds: [query.user_id], periods, strict: true })
      ctx.body = view(query.user_id, report)
    },
  )
}
