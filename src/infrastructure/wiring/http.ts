import type { AwilixContainer } from 'awilix'
import type { Log } from '../../application/ports/log.js'
import { createHttpApp, type HttpApp } from '../../adapters/http/app.js'
import { JwtVerifier } from '../../adapters/http/auth/jwt-verifier.js'
import { TokenCache } from '../../adapters/http/auth/token-cache.js'
import { UserAuthenticator } from '../../adapters/http/auth/user-authenticator.js'
import type { HttpCradle } from '../../adapters/http/http-cradle.js'
import type { UsageRecorder } from '../../adapters/llm/usage-recorder.js'
import type { UserRepository } from '../../application/ports/user-repository.js'
import { UserRowsOnFirstSight } from '../../adapters/postgres/user-rows-on-first-sight.js'
import type { UserErasures } from '../../adapters/cache/user-cache-invalidation.js'
import type { Config } from '../config/config.js'
import { accessLogOf } from '../logger.js'

/**
 * What the app is built from: the routes' use cases, and for authentication the log, the users
 * table (through its cache), the usage recorder (a new user's day starts at 0 tokens) and the
 * erasures (an erased user's verified tokens are forgotten, so the next request makes the row).
 */
export type HttpAppCradle = HttpCradle & {
  log: Log
  users: UserRepository
  llmUsage: UsageRecorder
  userCaches: UserErasures
}

/** The Koa app with its authentication, built from config and the container. */
export function buildHttpApp(container: AwilixContainer<HttpAppCradle>, config: Config): HttpApp {
  const llmUsage = container.resolve('llmUsage')
  // The rows the insert makes are cached by `users` and tell the recorder there is no usage yet, so
  // a new user's first question reads neither table (docs/performance.md).
  const userRows = new UserRowsOnFirstSight(container.resolve('users'), (made) => {
    for (const user of made) llmUsage.startsWithoutUsage(user.id)
  })
  const log = container.resolve('log')
  const authenticator = new UserAuthenticator(
    new JwtVerifier(config.auth, { checkAudience: true }),
    new TokenCache(config.auth.tokenCacheTtlSeconds, config.auth.tokenCacheMaxEntries),
    (userId) => userRows.ensure(userId),
  )
  container.resolve('userCaches').onErased((userId) => authenticator.forget(userId))
  return createHttpApp(container.cradle, {
    version: config.version,
    allowedOrigins: config.allowedOrigins,
    jsonBodyLimitBytes: config.http.jsonBodyLimitBytes,
    compressionThresholdBytes: config.http.compressionThresholdBytes,
    userAuthenticator: authenticator,
    // Supabase's service_role key carries no audience: administrators are checked on role alone.
    adminVerifier: new JwtVerifier(config.auth, { checkAudience: false }),
    serviceKey: config.serviceKey,
    log,
    accessLog: accessLogOf(log),
  })
}
