import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { apiDocument } from '../../src/adapters/http/openapi/api-document.js'
import { SERVICE_VERSION } from '../../src/infrastructure/config/config.js'

type Json = Record<string, unknown>
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>
}

/**
 * Checks a response of the service against what /openapi.json promises for its operation: the
 * status is documented (or `default`), and a JSON body matches the schema of its media type.
 * Used by every HTTP test through test-app.ts, so the document cannot drift from the code.
 */
export class ResponseValidator {
  readonly #document = apiDocument(SERVICE_VERSION) as {
    paths: Record<string, Record<string, Operation>>
    components: Json
  }
  readonly #ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  readonly #compiled = new Map<string, ValidateFunction>()
  readonly #routes: { pattern: RegExp; path: string }[]

  constructor() {
    // ajv-formats is CommonJS: its plugin is the default export's default under NodeNext.
    ;(addFormats as unknown as { default: (ajv: Ajv2020) => void }).default(this.#ajv)
    this.#ajv.addFormat('binary', true)
    this.#routes = Object.keys(this.#document.paths).map((path) => ({
      path,
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    }))
  }

  /** A description of what does not match, or undefined when the response is as documented. */
  async check(method: string, url: string, response: Response): Promise<string | undefined> {
    const pathname = new URL(url).pathname
    const route = this.#routes.find((r) => r.pattern.test(pathname))
    const operation = route && this.#document.paths[route.path]?.[method.toLowerCase()]
    if (!route || !operation) return undefined // no such operation: the router's 404/405, checked elsewhere
    const status = String(response.status)
    const documented = operation.responses[status] ?? operation.responses.default
    if (!documented) return `${method} ${route.path}: status ${status} is not documented`
    if (response.status === 304 || response.status === 204 || method === 'HEAD') return undefined
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim()
    if (type !== 'application/json' && type !== 'application/problem+json') return undefined
    const schema = documented.content?.[type]?.schema
    if (!schema) return `${method} ${route.path} ${status}: ${type} is not a documented media type`
    const text = await response.clone().text()
    const key = `${method} ${route.path} ${status} ${type}`
    const validate =
      this.#compiled.get(key) ?? this.#ajv.compile({ ...schema, components: this.#document.components })
    this.#compiled.set(key, validate)
    if (validate(JSON.parse(text))) return undefined
    return `${key}: ${this.#ajv.errorsText(validate.errors, { separator: '; ' })} in ${text.slice(0, 300)}`
  }
}
