import { z, type ZodType } from 'zod'
import type { RouteDef } from '../api-router.js'
import { API_DESCRIPTION } from './api-description.js'
import { errorResponses } from './error-responses.js'
import { PROBLEM_SCHEMA } from './problem-schema.js'

const COMPONENTS = '#/components/schemas/'

type Json = Record<string, unknown>

/**
 * JSON Schemas of the zod schemas, with every schema that carries `.meta({ id })` moved into
 * `components.schemas` under that id and referenced by `$ref`, so a generator makes one type per
 * resource. zod writes such schemas into `$defs`; they are lifted out here. A schema read both as
 * input and as output, where the two differ, keeps its id for the output and `<id>Input` for the input.
 */
class Schemas {
  readonly components: Record<string, Json> = { Problem: PROBLEM_SCHEMA }

  of(schema: ZodType, io: 'input' | 'output'): Json {
    const out = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      metadata: z.globalRegistry,
    }) as Json
    delete out.$schema
    const defs = (out.$defs ?? {}) as Record<string, Json>
    delete out.$defs
    const names = new Map<string, string>()
    for (const [id, def] of Object.entries(defs)) {
      const existing = this.components[id]
      const name =
        existing && JSON.stringify(existing) !== JSON.stringify(def) && io === 'input' ? `${id}Input` : id
      names.set(id, name)
    }
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite)
      if (value === null || typeof value !== 'object') return value
      const copy: Json = {}
      for (const [key, inner] of Object.entries(value)) {
        copy[key] =
          key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
            ? COMPONENTS + (names.get(inner.slice(8)) ?? inner.slice(8))
            : rewrite(inner)
      }
      return copy
    }
    for (const [id, def] of Object.entries(defs)) this.components[names.get(id)!] ??= rewrite(def) as Json
    return rewrite(out) as Json
  }

  queryParameters(schema: ZodType): Json[] {
    const js = this.of(schema, 'input') as { properties?: Record<string, Json>; required?: string[] }
    return Object.entries(js.properties ?? {}).map(([name, s]) => ({
      name,
      in: 'query',
      required: js.required?.includes(name) ?? false,
      schema: s,
      ...(typeof s.description === 'string' ? { description: s.description } : {}),
    }))
  }
}

/** The documented form of a path: `{id}` parameters, and no trailing slash (both forms are served). */
export function documentedPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/(.)\/+$/, '$1')
}

/** OpenAPI 3.1 built from the same route definitions (and zod schemas) that serve the requests. */
export function buildOpenApiDocument(
  routes: readonly RouteDef<unknown, unknown>[],
  info: { title: string; version: string },
): Json {
  const schemas = new Schemas()
  const paths: Record<string, Json> = {}
  const tags = new Set<string>()
  for (const route of routes) {
    const path = documentedPath(route.path)
    tags.add(route.tag)
    const pathParams = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => {
      const declared = route.params?.[m[1]!]
      return {
        name: m[1],
        in: 'path',
        required: true,
        schema: declared ? schemas.of(declared, 'input') : { type: 'string' },
        ...(declared?.description ? { description: declared.description } : {}),
      }
    })
    const responses: Json = {}
    for (const [status, doc] of Object.entries(route.responses)) {
      const headers = Object.fromEntries((doc.headers ?? []).map((h) => [h, { schema: { type: 'string' } }]))
      const isError = Number(status) >= 400
      const contentType = doc.contentType ?? (isError ? 'application/problem+json' : 'application/json')
      const schema = doc.schema
        ? schemas.of(doc.schema, 'output')
        : isError
          ? { $ref: `${COMPONENTS}Problem` }
          : undefined
      responses[status] = {
        description: doc.description,
        ...(doc.headers ? { headers } : {}),
        ...(schema || doc.contentType ? { content: { [contentType]: { schema: schema ?? {} } } } : {}),
      }
    }
    for (const [status, description] of Object.entries(errorResponses(route))) {
      responses[status] ??= {
        description,
        content: { 'application/problem+json': { schema: { $ref: `${COMPONENTS}Problem` } } },
      }
    }
    responses.default = {
      description: 'any other error',
      content: { 'application/problem+json': { schema: { $ref: `${COMPONENTS}Problem` } } },
    }
    const requestContent: Json = {}
    if (route.body) requestContent['application/json'] = { schema: schemas.of(route.body, 'input') }
    for (const [type, schema] of Object.entries(route.rawBody?.schemas ?? {})) {
      requestContent[type] = { schema: schemas.of(schema, 'input') }
    }
    for (const type of route.rawBody?.contentTypes ?? []) requestContent[type] ??= { schema: {} }
    paths[path] ??= {}
    paths[path][route.method] = {
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      operationId: route.operationId,
      parameters: [
        ...pathParams,
        ...(route.query ? schemas.queryParameters(route.query) : []),
        ...(route.headers ?? []).map((h) => ({
          name: h.name,
          in: 'header',
          required: false,
          description: h.description,
          schema: { type: 'string' },
        })),
      ],
      ...(Object.keys(requestContent).length > 0
        ? { requestBody: { required: true, content: requestContent } }
        : {}),
      responses,
      security: route.access === 'public' ? [] : [{ bearer: [] }],
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: API_DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'this service (the host that served this document)' }],
    tags: [...tags].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "A user's access token (Supabase JWT); administrator routes take the service key",
        },
      },
      schemas: schemas.components,
    },
  }
}

const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  service: 'Liveness, readiness, this document, metrics',
  users: 'The caller',
  accounts: "The caller's accounts",
  transactions: "The caller's transactions",
  holdings: "The caller's holdings, optionally valued at market prices",
  market: 'Quotes, crypto prices, forex, history and earnings, through caches',
  ai: 'The advisor, bill and notification parsing, daily insights',
  notifications: 'Devices, the in-app feed and push',
  newsletter: 'The daily newsletter',
  memory: "The advisor's memory (administrators)",
  portfolio: 'Net worth over time, portfolio summary and time- and money-weighted performance',
  budgets: 'Monthly budgets per category: spent, rollover, pace and alerts',
  recurring: 'Subscriptions and recurring payments detected in the transactions',
}
