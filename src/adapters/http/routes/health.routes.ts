import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { z } from 'zod'
import type { CheckReadiness } from '../../../application/use-cases/check-readiness.js'
import type { ApiRouter } from '../api-router.js'
import { buildOpenApiDocument } from '../openapi/openapi-document.js'
import { JsonText } from '../serialize-json.js'

const statusSchema = z.enum(['ok', 'degraded', 'down', 'disabled'])
const readiness = z
  .object({
    status: z.enum(['ok', 'degraded', 'down', 'stopping']),
    checks: z.object({
      database: statusSchema,
      embedding: statusSchema,
      llm: statusSchema,
      push: statusSchema,
      scheduler: statusSchema,
      redis: statusSchema,
    }),
  })
  .meta({ id: 'Readiness' })

/** What the service routes need. */
export interface HealthHttpCradle {
  checkReadiness: CheckReadiness
}

export function healthRoutes(
  api: ApiRouter,
  deps: HealthHttpCradle,
  info: { title: string; version: string },
): void {
  const { checkReadiness } = deps
  const alive = JsonText.of({ status: 'ok', version: info.version }) // the same bytes every time
  api.route(
    {
      method: 'get',
      path: '/health',
      operationId: 'getHealth',
      tag: 'service',
      access: 'public',
      summary: 'Liveness: the process answers (no dependency checks)',
      responses: {
        200: { description: 'alive', schema: z.object({ status: z.literal('ok'), version: z.string() }) },
      },
    },
    async (ctx) => {
      ctx.body = alive
    },
  )

  api.route(
    {
      method: 'get',
      path: '/ready',
      operationId: 'getReadiness',
      tag: 'service',
      access: 'public',
      summary: 'Readiness: 503 only when the database is unreachable; optional parts read degraded',
      responses: {
        200: { description: 'ready', schema: readiness },
        503: {
          description: 'not ready: the database is unreachable, or the instance is stopping (same body)',
          contentType: 'application/json',
          schema: readiness,
        },
      },
    },
    async (ctx) => {
      const { ready, stopping, checks } = await checkReadiness.execute()
      const degraded = Object.values(checks).some((s) => s === 'degraded' || s === 'down')
      ctx.status = ready ? 200 : 503
      ctx.type = 'application/json'
      ctx.body = { status: stopping ? 'stopping' : ready ? (degraded ? 'degraded' : 'ok') : 'down', checks }
    },
  )

  let document: Record<string, unknown> | undefined
  api.route(
    {
      method: 'get',
      path: '/openapi.json',
      operationId: 'getOpenApiDocument',
      tag: 'service',
      access: 'public',
      summary: 'This API as OpenAPI 3.1',
      responses: {
        200: {
          description: 'the document',
          schema: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
        },
      },
    },
    async (ctx) => {
      document ??= buildOpenApiDocument(api.routes, info)
      ctx.body = document
    },
  )

  const swaggerDir = createRequire(import.meta.url)
    .resolve('swagger-ui-dist/package.json')
    .replace(/package\.json$/, '')
  const assets: Record<string, string> = {
    'swagger-ui.css': 'text/css',
    'swagger-ui-bundle.js': 'application/javascript',
  }
  const assetCache = new Map<string, Buffer>()
  api.route(
    {
      method: 'get',
      path: '/docs',
      operationId: 'getDocs',
      tag: 'service',
      access: 'public',
      summary: 'Interactive API docs (Swagger UI, served locally)',
      responses: { 200: { description: 'HTML', contentType: 'text/html' } },
    },
    async (ctx) => {
      ctx.type = 'text/html'
      ctx.body = DOCS_HTML
    },
  )
  api.router.get('/docs/assets/:file', async (ctx) => {
    const file = ctx.params.file ?? ''
    const type = assets[file]
    if (!type) return
    let content = assetCache.get(file)
    if (!content) {
      content = readFileSync(join(swaggerDir, file))
      assetCache.set(file, content)
    }
    ctx.type = type
    ctx.set('Cache-Control', 'public, max-age=86400')
    ctx.body = content
  })
}

const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ledgerline API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>SwaggerUIBundle({ url: '/openapi.json', dom_id: '#ui', persistAuthorization: true })</script>
</body></html>`
