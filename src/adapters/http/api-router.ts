import Router from '@koa/router'
import type { Context, Middleware } from 'koa'
import type { ZodType } from 'zod'
import type { AppState } from './app-state.js'
import { HttpError } from './http-error.js'
import { setRateLimitHeaders } from './rate-limit-headers.js'
import { unstorableText } from './storable-text.js'
import { jsonBody, parseBody, parseQuery } from './validation.js'
import { ValidationError } from '../../domain/errors.js'

export type Access = 'public' | 'user' | 'admin'
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export interface ResponseDoc {
  readonly description: string
  readonly schema?: ZodType
  /** Defaults to application/json. */
  readonly contentType?: string
  readonly headers?: readonly string[]
}

/** One route: the schemas here both validate the request and feed /openapi.json. */
export interface RouteDef<B, Q> {
  readonly method: Method
  /** Unique and conventional (listAccounts, getStockQuote, askAdvisor): what generated clients call. */
  readonly operationId: string
  /** Koa style (`/accounts/:id`); the path also answers with a trailing slash (or without one). */
  readonly path: string
  readonly tag: string
  readonly summary: string
  readonly description?: string
  readonly access: Access
  readonly body?: ZodType<B>
  /** Accepts a raw request body the handler reads itself (multipart, images); documented as given. */
  readonly rawBody?: {
    readonly contentTypes: readonly string[]
    /** The documented shape of each media type, where it has one. */
    readonly schemas?: Readonly<Record<string, ZodType>>
  }
  readonly query?: ZodType<Q>
  /**
   * The path parameters' shapes, for the document (`format: uuid` for ids). The handler still
   * checks them: an id that is not a UUID names nothing, so it answers 404 (params.ts).
   */
  readonly params?: Readonly<Record<string, ZodType>>
  readonly headers?: readonly { readonly name: string; readonly description: string }[]
  /** The route uses the per-user model limit: its responses carry RateLimit headers. */
  readonly modelLimited?: boolean
  readonly responses: Readonly<Record<number, ResponseDoc>>
}

export interface RouteInput<B, Q> {
  readonly body: B
  readonly query: Q
  readonly params: Readonly<Record<string, string>>
}

export type RouteContext = Context & { state: AppState; params: Record<string, string> }
export type RouteHandler<B, Q> = (ctx: RouteContext, input: RouteInput<B, Q>) => Promise<void>

export interface AccessGuards {
  readonly user: Middleware<AppState>
  readonly admin: Middleware<AppState>
}

/** A Koa router that records every route it serves, for the OpenAPI document. */
export class ApiRouter {
  readonly router = new Router<AppState>()
  readonly routes: RouteDef<unknown, unknown>[] = []
  readonly #guards: AccessGuards

  constructor(guards: AccessGuards) {
    this.#guards = guards
  }

  readonly #ownBodyPaths = new Set<string>()

  /** True for routes declared with `rawBody`: they read and bound the request body themselves. */
  readsOwnBody(method: string, path: string): boolean {
    return this.#ownBodyPaths.has(`${method.toLowerCase()} ${path.replace(/\/+$/, '')}`)
  }

  route<B = undefined, Q = undefined>(def: RouteDef<B, Q>, handler: RouteHandler<B, Q>): void {
    this.routes.push(def)
    if (def.rawBody) this.#ownBodyPaths.add(`${def.method} ${def.path.replace(/\/+$/, '')}`)
    const guards: Middleware<AppState>[] = def.access === 'public' ? [] : [this.#guards[def.access]]
    const endpoint: Middleware<AppState> = async (ctx) => {
      // One check of every text the request carries, before any schema, so no field can forget it.
      const params = (ctx as unknown as { params: Record<string, string> }).params
      const badLine = [...unstorableText(params, '/path'), ...unstorableText(ctx.query, '/query')]
      if (badLine.length > 0) {
        throw new HttpError(
          400,
          'bad_request',
          `${badLine.map((e) => e.pointer).join(', ')}: ${badLine[0]!.detail}`,
          badLine,
        )
      }
      const raw = def.body ? jsonBody(ctx) : undefined
      const badBody = unstorableText(raw)
      if (badBody.length > 0) throw new ValidationError(badBody)
      const body = def.body ? parseBody(def.body, raw) : (undefined as B)
      const query = def.query ? parseQuery(def.query, ctx.query) : (undefined as Q)
      if (def.modelLimited && ctx.state.user) {
        const limit = ctx.state.container.resolve('modelQuota')
        const userId = ctx.state.user.id
        setRateLimitHeaders(ctx, limit.quota(userId), 1)
        try {
          await handler(ctx as RouteContext, { body, query, params })
        } finally {
          // Not streamed yet: say what is left now that this request has been counted (or refused).
          if (!ctx.headerSent) setRateLimitHeaders(ctx, limit.quota(userId))
        }
        return
      }
      await handler(ctx as RouteContext, { body, query, params })
    }
    const alternate = def.path.endsWith('/') ? def.path.replace(/\/+$/, '') || '/' : `${def.path}/`
    for (const path of new Set([def.path, alternate])) {
      this.router[def.method](path, ...guards, endpoint)
    }
  }
}
