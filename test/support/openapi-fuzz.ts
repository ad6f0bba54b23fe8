/**
 * Requests generated from the OpenAPI document: for every operation, the path, query, header and
 * body shapes it documents, each broken in the ways clients and attackers break them (wrong types,
 * missing fields, huge strings, NUL and lone surrogates, deep nesting, duplicate keys, numbers out
 * of range, wrong content types, other users' ids). Deterministic: the same document gives the
 * same requests, so a failure can be replayed.
 *
 * Hand-written rather than a property-testing library: the cases are a fixed catalogue per
 * location, and a generator that walks the document to apply them is a page of code.
 */

type Schema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  format?: string
  $ref?: string
}

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  schema?: Schema
}

interface Operation {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema?: Schema }> }
  security?: unknown[]
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, Schema> }
}

export interface FuzzRequest {
  readonly label: string
  readonly method: string
  readonly path: string
  readonly headers: Record<string, string>
  readonly body?: string
}

/** What the generator may use: real ids of the caller's and of another user's objects. */
export interface FuzzContext {
  readonly auth: Record<string, string>
  /** A valid id for each path parameter name the caller owns (e.g. an account id). */
  readonly ownId: string
  /** An object of another user: must be 404, never 200. */
  readonly otherUsersId: string
}

const HUGE = 'A'.repeat(100_000)
const WRONG_VALUES: readonly [string, unknown][] = [
  ['a number', 123],
  ['a string', 'str'],
  ['a boolean', true],
  ['null', null],
  ['an array', []],
  ['an object', {}],
  ['a huge string', HUGE],
  ['a NUL byte', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
  ['a huge number', 1e308],
  ['a negative number', -1e308],
  ['a fraction', 1.5],
  ['a deep array', JSON.parse('['.repeat(200) + ']'.repeat(200)) as unknown],
]
const WRONG_PARAMS: readonly string[] = [
  '',
  'abc',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  '%00',
  'a%00b',
  '%F0%28%8C%28',
  '%ED%A0%80',
  'x'.repeat(5000),
  'true',
  '2026-13-45',
  '..%2F..%2Fetc',
  '%20',
]
const RAW_BODIES: readonly [string, string][] = [
  ['not JSON', 'not json'],
  ['empty', ''],
  ['an array', '[]'],
  ['null', 'null'],
  ['a string', '"str"'],
  ['an unterminated object', '{"a":'],
  ['deep nesting', '['.repeat(20_000) + ']'.repeat(20_000)],
  ['a number beyond double', '{"x":1e999}'],
  ['a NUL escape in a key', '{"a\\u0000":1}'],
  ['a lone surrogate escape', '{"name":"\\ud800"}'],
]
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
]

function resolve(schema: Schema | undefined, doc: OpenApiDocument): Schema {
  if (!schema) return {}
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!
    return resolve(doc.components?.schemas?.[name], doc)
  }
  return schema
}

/** A plausible value for a field: enough for the request to reach the code behind validation. */
function sample(
  schema: Schema | undefined,
  doc: OpenApiDocument,
  name: string,
  ctx: FuzzContext,
  depth = 0,
): unknown {
  const s = resolve(schema, doc)
  if (depth > 4) return null
  if (s.const !== undefined) return s.const
  if (s.enum?.length) return s.enum[0]
  const variants = s.anyOf ?? s.oneOf
  if (variants?.length) return sample(variants[0], doc, name, ctx, depth + 1)
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type
  if (type === 'object' || s.properties) {
    return Object.fromEntries(
      (s.required ?? Object.keys(s.properties ?? {})).map((key) => [
        key,
        sample(s.properties?.[key], doc, key, ctx, depth + 1),
      ]),
    )
  }
  if (type === 'array') return [sample(s.items, doc, name, ctx, depth + 1)]
  if (type === 'integer' || type === 'number') return 1
  if (type === 'boolean') return true
  if (/currency/.test(name)) return 'USD'
  if (/amount|balance|quantity|cost|price/.test(name)) return '10.00'
  if (/_at$|^from$|^to$|date/.test(name)) return '2026-11-01T10:00:00Z'
  if (/(^|_)id$/.test(name) || s.format === 'uuid') return ctx.ownId
  return 'x'
}

function pathWith(template: string, value: (name: string) => string): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => value(name))
}

/** Every fuzz request for the document. */
export function fuzzRequests(doc: OpenApiDocument, ctx: FuzzContext): FuzzRequest[] {
  const out: FuzzRequest[] = []
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const verb = method.toUpperCase()
      const params = op.parameters ?? []
      const goodPath = pathWith(template, (name) => (name === 'symbol' ? 'AAPL' : ctx.ownId))
      const headers = op.security?.length ? { ...ctx.auth } : {}
      const jsonSchema = op.requestBody?.content['application/json']?.schema
      const base = jsonSchema ? sample(jsonSchema, doc, '', ctx) : undefined
      const bodyOf = (value: unknown) => (jsonSchema ? JSON.stringify(value) : undefined)
      const jsonHeaders = jsonSchema ? { ...headers, 'content-type': 'application/json' } : headers
      const add = (label: string, path: string, h: Record<string, string>, body?: string) =>
        out.push({
          label: `${verb} ${template}: ${label}`,
          method: verb,
          path,
          headers: h,
          ...(body !== undefined ? { body } : {}),
        })

      add('as documented', goodPath, jsonHeaders, bodyOf(base))

      for (const p of params.filter((x) => x.in === 'path')) {
        for (const bad of [
          'not-a-uuid',
          ctx.otherUsersId,
          '00000000-0000-4000-8000-000000000000',
          ...WRONG_PARAMS,
        ]) {
          const path = pathWith(template, (name) =>
            name === p.name ? bad : name === 'symbol' ? 'AAPL' : ctx.ownId,
          )
          add(`path ${p.name}=${bad.slice(0, 40)}`, path, jsonHeaders, bodyOf(base))
        }
      }
      for (const p of params.filter((x) => x.in === 'query')) {
        for (const bad of WRONG_PARAMS) {
          add(
            `query ${p.name}=${bad.slice(0, 40)}`,
            `${goodPath}?${p.name}=${bad}`,
            jsonHeaders,
            bodyOf(base),
          )
        }
        add(`query ${p.name} twice`, `${goodPath}?${p.name}=1&${p.name}=2`, jsonHeaders, bodyOf(base))
      }
      for (const p of params.filter((x) => x.in === 'header')) {
        for (const bad of ['', 'v2', '"v999"', 'W/"v1"', '*', ',,,', 'x'.repeat(300), '\u00e9']) {
          add(
            `header ${p.name}=${bad.slice(0, 40)}`,
            goodPath,
            { ...jsonHeaders, [p.name]: bad },
            bodyOf(base),
          )
        }
      }
      if (op.security?.length) {
        for (const [what, value] of [
          ['no token', undefined],
          ['an empty bearer', 'Bearer '],
          ['a malformed token', 'Bearer a.b.c'],
          ['another scheme', 'Basic dXNlcjpwYXNz'],
        ] as const) {
          const h = { ...jsonHeaders }
          delete h.authorization
          if (value) h.authorization = value
          add(`auth: ${what}`, goodPath, h, bodyOf(base))
        }
      }
      if (!jsonSchema) continue

      add('an empty object', goodPath, jsonHeaders, '{}')
      const schema = resolve(jsonSchema, doc)
      const fields = Object.keys(schema.properties ?? {}).slice(0, 12)
      for (const field of fields) {
        const without = { ...(base as Record<string, unknown>) }
        delete without[field]
        add(`body without ${field}`, goodPath, jsonHeaders, JSON.stringify(without))
        for (const [what, value] of WRONG_VALUES) {
          add(
            `body ${field} as ${what}`,
            goodPath,
            jsonHeaders,
            JSON.stringify({ ...(base as object), [field]: value }),
          )
        }
        // Duplicate keys: JSON.parse keeps the last; the text says two things.
        const text = JSON.stringify(base)
        add(`body ${field} twice`, goodPath, jsonHeaders, `{"${field}":"dup",${text.slice(1)}`)
      }
      add('an unknown field', goodPath, jsonHeaders, JSON.stringify({ ...(base as object), not_a_field: 1 }))
      for (const [what, raw] of RAW_BODIES) add(`body is ${what}`, goodPath, jsonHeaders, raw)
      for (const type of WRONG_CONTENT_TYPES) {
        add(`content-type ${type}`, goodPath, { ...headers, 'content-type': type }, JSON.stringify(base))
      }
    }
  }
  return out
}
