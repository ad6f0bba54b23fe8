import { ApiRouter } from '../api-router.js'
import type { HttpCradle } from '../http-cradle.js'
import { registerAllRoutes } from '../routes/index.js'
import { buildOpenApiDocument } from './openapi-document.js'

export const API_TITLE = 'Ledgerline API'

/** Stands in for the routes' dependencies: building the document runs no handler, so none is used. */
const NO_DEPENDENCIES = new Proxy({}, { get: () => undefined }) as HttpCradle

/**
 * The OpenAPI document of the service, built from the route definitions alone (no database, no
 * container): what GET /openapi.json serves, for the client generator and its drift check.
 */
export function apiDocument(version: string): Record<string, unknown> {
  const refuse = async () => {
    throw new Error('the document is built, not served')
  }
  const api = new ApiRouter({ user: refuse, admin: refuse }, NO_DEPENDENCIES.modelQuota)
  registerAllRoutes(api, NO_DEPENDENCIES, { title: API_TITLE, version })
  return buildOpenApiDocument(api.routes, { title: API_TITLE, version })
}
