import { z } from 'zod'
import type { ApiRouter } from '../api-router.js'
import type { HttpMetrics } from '../http-metrics.js'

/** What the metrics route needs. */
export interface MetricsHttpCradle {
  metrics: HttpMetrics
}

/**
 * GET /metrics: Prometheus text format, for administrators only (the service key, or a
 * service_role JWT), so it can be scraped through the same port and load balancer as the API
 * without a second listener to secure (docs/operations.md "Metrics and logs").
 */
export function metricsRoutes(api: ApiRouter, deps: MetricsHttpCradle): void {
  const { metrics } = deps
  api.route(
    {
      method: 'get',
      path: '/metrics',
      operationId: 'getMetrics',
      tag: 'service',
      access: 'admin',
      summary: 'Prometheus metrics (administrators)',
      responses: {
        200: {
          description: 'the Prometheus text exposition format',
          contentType: 'text/plain; version=0.0.4',
          schema: z.string(),
        },
      },
    },
    async (ctx) => {
      const { contentType, body } = await metrics.scrape()
      ctx.type = contentType
      ctx.body = body
    },
  )
}
