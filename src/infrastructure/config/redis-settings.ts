import type { EnvReader } from './env-reader.js'

export interface RedisSettings {
  /** redis:// or rediss:// (REDIS_URL); undefined: in-process caches, coalescing and limits. */
  readonly url: string | undefined
  /** Every key and channel starts with it, so several deployments (or test runs) share a server. */
  readonly keyPrefix: string
  /** The longest any request waits on Redis; past it the request goes on without sharing. */
  readonly commandTimeoutMs: number
}

/** REDIS_URL and its companions (docs/scale-out.md "Configuration"). */
export function readRedisSettings(read: EnvReader): RedisSettings {
  const url = read.optional('REDIS_URL')
  if (url !== undefined) {
    let protocol = ''
    try {
      protocol = new URL(url).protocol
    } catch {
      // reported below
    }
    if (protocol !== 'redis:' && protocol !== 'rediss:')
      read.problems.push(`REDIS_URL must be a redis:// or rediss:// URL (got "${url}")`)
  }
  return {
    url,
    keyPrefix: read.str('REDIS_KEY_PREFIX', 'ledgerline:'),
    commandTimeoutMs: read.int('REDIS_COMMAND_TIMEOUT_MS', 250, { min: 10, max: 10_000 }),
  }
}
