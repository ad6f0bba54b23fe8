import type { RouteDef } from '../api-router.js'

/**
 * The error statuses an operation can answer, derived from what the route declares (its access,
 * inputs and headers), so that no operation forgets the ones every route of its kind has. A
 * route's own entries for a status take precedence.
 */
export function errorResponses(route: RouteDef<unknown, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  const hasPathParams = route.path.includes(':')
  const hasBody = Boolean(route.body || route.rawBody)
  const header = (name: string) => route.headers?.some((h) => h.name === name) ?? false
  if (hasBody || route.query || hasPathParams || route.access !== 'public')
    out['400'] = 'a malformed request: JSON, query string, path, or a header sent twice'
  if (route.access !== 'public') out['401'] = 'no token, or an invalid one'
  if (route.access === 'admin') out['403'] = 'a valid token that is not an administrator'
  if (hasPathParams) out['404'] = "no such object (another user's objects are not found either)"
  if (header('Idempotency-Key')) out['409'] = 'a create with this Idempotency-Key is still running'
  if (header('If-Match')) out['412'] = 'If-Match names another version of the object'
  if (hasBody) {
    out['413'] = 'the body is over its limit'
    out['415'] = 'the body is not of a documented media type'
    out['422'] = 'invalid fields: one entry per field, with its JSON Pointer'
  }
  if (route.modelLimited) out['429'] = 'over the per-minute limit or the daily token budget (Retry-After)'
  if (route.access !== 'public')
    out['503'] = 'a dependency is unavailable (database_unavailable, ...); Retry-After when known'
  return out
}
