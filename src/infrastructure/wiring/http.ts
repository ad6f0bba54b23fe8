import type { AwilixContainer } from 'awilix'
import { createHttpApp, type HttpApp } from '../../adapters/http/app.js'
import { JwtVerifier } from '../../adapters/http/auth/jwt-verifier.js'
import { TokenCache } from '../../adapters/http/auth/token-cache.js'
import { UserAuthenticator } from '../../adapters/http/auth/user-authenticator.js'
import type { Config } from '../config/config.js'
import type { Cradle } from '../container.js'

/** The Koa app with its authentication, built from config and the container. */
export function buildHttpApp(container: AwilixContainer<Cradle>, config: Config): HttpApp {
  const users = container.resolve('users')
  const authenticator = new UserAuthenticator(
    new JwtVerifier(config.auth, { checkAudience: true }),
    new TokenCache(config.auth.tokenCacheTtlSeconds, config.auth.tokenCacheMaxEntries),
    async (userId) => {
      await users.ensure(userId)
    },
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
    log: container.resolve('log'),
  })
}
