import { indexedRouter } from './indexed-router.js'
import type { Context, Middleware } from 'koa'
import type { ZodType } from 'zod'
import type { AppState } from './app-state.js'
import { HttpError } from './http-error.js'
import { setRateLimitHeaders, type QuotaSource } from './rate-limit-headers.js'
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

/** What a handler of an `access: 'user'` route gets: the same, and the verified caller's id. */
export interface UserRouteInput<B, Q> extends RouteInput<B, Q> {
  readonly userId: string
}

/** The input a route's handler gets, by the route's access. */
export type InputOf<A extends Access, B, Q> = A extends 'user' ? UserRouteInput<B, Q> : RouteInput<B, Q>

export type RouteContext = Context & { state: AppState; params: Record<string, string> }
export type RouteHandler<B, Q, A extends Access = Access> = (
  ctx: RouteContext,
  input: InputOf<A, B, Q>,
) => Promise<void>

export interface AccessGuards {
  readonly user: Middleware<AppState>
  readonly admin: Middleware<AppState>
}

/** The caller requireUser() verified; a user route without it is a wiring fault, never a client's. */
function signedInUserId(state: AppState): string {
  if (!state.user) throw new Error('a user route ran without the user guard')
  return state.user.id
}

/** A Koa router that records every route it serves, for the OpenAPI document. */
export class ApiRouter {
  readonly router = indexedRouter<AppState>()
  readonly routes: RouteDef<unknown, unknown>[] = []
  readonly #guards: AccessGuards
  readonly #modelQuota: QuotaSource

  /** `modelQuota`: the per-user model limit the RateLimit headers of `modelLimited` routes report. */
  constructor(guards: AccessGuards, modelQuota: QuotaSource) {
    this.#guards = guards
    this.#modelQuota = modelQuota
  }

  readonly #ownBodyPaths = new Set<string>()
  readonly #ownBodyMethods = new Set<string>()

  /** True for routes declared with `rawBody`: they read and bound the request body themselves. */
  readsOwnBody(method: string, path: string): boolean {
    const lower = method.toLowerCase()
    return this.#ownBodyMethods.has(lower) && this.#ownBodyPaths.has(`${lower} ${path.replace(/\/+$/, '')}`)
  }

  /** A user route (`access: 'user'`) hands its handler the caller's `userId`; the user guard has run. */
  route<B = undefined, Q = undefined, A extends Access = Access>(
    def: RouteDef<B, Q> & { readonly access: A },
    handler: RouteHandler<B, Q, A>,
  ): void {
    this.routes.push(def)
    if (def.rawBody) {
      this.#ownBodyPaths.add(`${def.method} ${def.path.replace(/\/+$/, '')}`)
      this.#ownBodyMethods.add(def.method)
    }
    const access: Access = def.access
    const guards: Middleware<AppState>[] = access === 'public' ? [] : [this.#guards[access]]
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
      const userId = access === 'user' ? signedInUserId(ctx.state) : undefined
      // TypeScript cannot narrow the conditional InputOf<A> by a runtime check of def.access.
      const input = (
        userId === undefined ? { body, query, params } : { body, query, params, userId }
      ) as InputOf<A, B, Q>
      if (def.modelLimited && userId !== undefined) {
        const limit = this.#modelQuota
        setRateLimitHeaders(ctx, limit.quota(userId), 1)
        try {
          await handler(ctx as RouteContext, input)
        } finally {
          // Not streamed yet: say what is left now that this request has been counted (or refused).
          if (!ctx.headerSent) setRateLimitHeaders(ctx, limit.quota(userId))
        }
        return
      }
      await handler(ctx as RouteContext, input)
    }
    const alternate = def.path.endsWith('/') ? def.path.replace(/\/+$/, '') || '/' : `${def.path}/`
    for (const path of new Set([def.path, alternate])) {
      this.router[def.method](path, ...guards, endpoint)
    }
  }
}
