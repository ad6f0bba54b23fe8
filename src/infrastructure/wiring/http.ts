import type { AwilixContainer } from 'awilix'
import type { Kysely } from 'kysely'
import type { Log } from '../../application/ports/log.js'
import { createHttpApp, type HttpApp } from '../../adapters/http/app.js'
import { JwtVerifier } from '../../adapters/http/auth/jwt-verifier.js'
import { TokenCache } from '../../adapters/http/auth/token-cache.js'
import { UserAuthenticator } from '../../adapters/http/auth/user-authenticator.js'
import type { HttpCradle } from '../../adapters/http/http-cradle.js'
import { KyselyUserRepository } from '../../adapters/postgres/kysely-user-repository.js'
import type { Database } from '../../adapters/postgres/schema.js'
import { UserRowsOnFirstSight } from '../../adapters/postgres/user-rows-on-first-sight.js'
import type { Config } from '../config/config.js'
import { accessLogOf } from '../logger.js'

/** What the app is built from: the routes' use cases, and the database (user rows) and log for authentication. */
export type HttpAppCradle = HttpCradle & { log: Log; db: Kysely<Database> }

/** The Koa app with its authentication, built from config and the container. */
export function buildHttpApp(container: AwilixContainer<HttpAppCradle>, config: Config): HttpApp {
  const userRows = new UserRowsOnFirstSight(new KyselyUserRepository({ db: container.resolve('db') }))
  const log = container.resolve('log')
  const authenticator = new UserAuthenticator(
    new JwtVerifier(config.auth, { checkAudience: true }),
    new TokenCache(config.auth.tokenCacheTtlSeconds, config.auth.tokenCacheMaxEntries),
    (userId) => userRows.ensure(userId),
  )
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
