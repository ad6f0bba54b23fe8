import { z, type ZodType } from 'zod'
import type { RouteDef } from '../api-router.js'

const PROBLEM_SCHEMA = {
  type: 'object',
  required: ['type', 'title', 'status', 'code', 'detail'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    code: { type: 'string', description: 'stable snake_case error code' },
    detail: { type: 'string' },
    request_id: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['pointer', 'detail'],
        properties: { pointer: { type: 'string' }, detail: { type: 'string' } },
      },
    },
  },
}

function jsonSchema(schema: ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >
  delete out.$schema
  return out
}

function queryParameters(schema: ZodType): Record<string, unknown>[] {
  const js = jsonSchema(schema, 'input') as {
    properties?: Record<string, Record<string, unknown>>
    required?: string[]
  }
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: js.required?.includes(name) ?? false,
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }))
}

/** OpenAPI 3.1 built from the same route definitions (and zod schemas) that serve the requests. */
export function buildOpenApiDocument(
  routes: readonly RouteDef<unknown, unknown>[],
  info: { title: string; version: string },
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}')
    const pathParams = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => {
      const declared = route.params?.[m[1]!]
      return {
        name: m[1],
        in: 'path',
        required: true,
        schema: declared ? jsonSchema(declared, 'input') : { type: 'string' },
      }
    })
    const responses: Record<string, unknown> = {}
    for (const [status, doc] of Object.entries(route.responses)) {
      const headers = Object.fromEntries((doc.headers ?? []).map((h) => [h, { schema: { type: 'string' } }]))
      responses[status] = {
        description: doc.description,
        ...(doc.headers ? { headers } : {}),
        ...(doc.schema || doc.contentType
          ? {
              content: {
                [doc.contentType ?? 'application/json']: {
                  schema: doc.schema ? jsonSchema(doc.schema, 'output') : {},
                },
              },
            }
          : {}),
      }
    }
    responses.default = {
      description: 'an error',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    }
    const requestBody = route.body
      ? { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } }
      : route.rawBody
        ? {
            required: true,
            content: Object.fromEntries(route.rawBody.contentTypes.map((t) => [t, { schema: {} }])),
          }
        : undefined
    paths[path] ??= {}
    paths[path][route.method] = {
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      operationId: `${route.method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters: [
        ...pathParams,
        ...(route.query ? queryParameters(route.query) : []),
        ...(route.headers ?? []).map((h) => ({
          name: h.name,
          in: 'header',
          required: false,
          description: h.description,
          schema: { type: 'string' },
        })),
      ],
      ...(requestBody ? { requestBody } : {}),
      responses,
      security: route.access === 'public' ? [] : [{ bearer: [] }],
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Problem: PROBLEM_SCHEMA },
    },
  }
}
