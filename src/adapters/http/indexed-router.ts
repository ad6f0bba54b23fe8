import Router, { type Layer, type MatchResult, type RouterInstance } from '@koa/router'

/** A first path segment that is plain text (no parameter, wildcard or group): it must appear as is. */
const STATIC_SEGMENT = /^[A-Za-z0-9._~-]*$/

/**
 * @koa/router, matching a request against the routes that can match it rather than all of them.
 * Its `match` tests every route's regular expression (and calls `debug` for each) on every
 * request: with about 120 routes that was the largest single cost of GET /health in the profile
 * (docs/performance.md). Routes are grouped by their first path segment when it is plain text;
 * a request is tested against its segment's group plus every route whose first segment is not
 * plain text, in registration order. The result is the same as @koa/router's own: a route whose
 * first segment is `market` cannot match `/health`, and each candidate is still decided by its own
 * regular expression (case-insensitive routes are grouped by lower case, which only widens a group).
 */
export function indexedRouter<StateT>(): RouterInstance<StateT> {
  const router = new Router<StateT>()
  type RouteLayer = Layer<StateT>
  let indexed = -1
  let groups = new Map<string, RouteLayer[]>()
  let open: RouteLayer[] = []

  /** Rebuilt whenever routes were added since (routes may be added after the first request). */
  const index = (): void => {
    const keys = router.stack.map((layer) => {
      if (typeof layer.path !== 'string' || layer.methods.length === 0) return undefined
      const segment = layer.path.split('/')[1] ?? ''
      return layer.path.startsWith('/') && STATIC_SEGMENT.test(segment) ? segment.toLowerCase() : undefined
    })
    open = router.stack.filter((_, i) => keys[i] === undefined)
    groups = new Map()
    for (const key of new Set(keys)) {
      if (key !== undefined)
        groups.set(
          key,
          router.stack.filter((_, i) => keys[i] === key || keys[i] === undefined),
        )
    }
    indexed = router.stack.length
  }

  router.match = (path: string, method: string): MatchResult<StateT> => {
    if (indexed !== router.stack.length) index()
    const end = path.indexOf('/', 1)
    const segment = (end < 0 ? path.slice(1) : path.slice(1, end)).toLowerCase()
    const result: MatchResult<StateT> = { path: [], pathAndMethod: [], route: false }
    const normalizedMethod = method.toUpperCase()
    for (const layer of groups.get(segment) ?? open) {
      if (!layer.match(path)) continue
      result.path.push(layer)
      const isMiddleware = layer.methods.length === 0
      if (isMiddleware || layer.methods.includes(normalizedMethod)) {
        result.pathAndMethod.push(layer)
        if (!isMiddleware) result.route = true
      }
    }
    return result
  }
  return router
}
