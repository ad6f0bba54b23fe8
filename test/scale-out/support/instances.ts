import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { Clock } from '../../../src/application/ports/clock.js'
import { startTestApp, type TestApp } from '../../support/test-app.js'

/** The machine's shared Redis (FIELD-NOTES): tests use their own key prefix and delete their keys. */
export const SHARED_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** A key prefix of one test run, so parallel runs and other sessions never meet. */
export const testKeyPrefix = (): string => `ledgerline-test:${randomUUID().slice(0, 8)}:`

/** Deletes every key under `prefix` (SCAN, never KEYS). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false })
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      cursor = next
      if (keys.length > 0) await redis.del(...keys)
    } while (cursor !== '0')
  } finally {
    redis.disconnect()
  }
}

export interface Instances {
  readonly apps: readonly TestApp[]
  readonly prefix: string
  /** The i-th request goes to instance i mod n (a round-robin load balancer). */
  at(i: number): TestApp
  close(): Promise<void>
}

/** `n` instances of the real app (one process, separate containers), sharing one Redis prefix. */
export async function startInstances(
  n: number,
  options: {
    env?: Record<string, string>
    clock?: Clock
    redisUrl?: string
    /** Join the instances of this prefix (default: a fresh one). */
    prefix?: string
    /** false: do not wait for the connection (Redis is meant to be down). */
    waitForRedis?: boolean
  } = {},
): Promise<Instances> {
  const prefix = options.prefix ?? testKeyPrefix()
  const url = options.redisUrl ?? SHARED_REDIS_URL
  const apps: TestApp[] = []
  for (let i = 0; i < n; i++) {
    apps.push(
      await startTestApp({
        env: { REDIS_URL: url, REDIS_KEY_PREFIX: prefix, ...options.env },
        ...(options.clock ? { clock: options.clock } : {}),
      }),
    )
  }
  if (options.waitForRedis !== false) await Promise.all(apps.map((app) => waitForRedis(app)))
  return {
    apps,
    prefix,
    at: (i) => apps[i % apps.length]!,
    close: async () => {
      await Promise.all(apps.map((app) => app.close()))
      await deleteKeys(url, prefix).catch(() => undefined)
    },
  }
}

/** Until the instance's Redis connection is ready (it connects in the background). */
export async function waitForRedis(app: TestApp, timeoutMs = 5000): Promise<void> {
  const redis = app.container.resolve('sharedState').redis
  const until = Date.now() + timeoutMs
  while (redis && !redis.available) {
    if (Date.now() > until) throw new Error('redis did not connect')
    await new Promise((r) => setTimeout(r, 20))
  }
}

/**
 * Skips the suite with a message when the machine has no Redis at 127.0.0.1:6379 (./ledgerline
 * test and .ci/run start it when redis-server is installed), like the contract tests without fixtures.
 */
export async function skipWithoutRedis(ctx: Mocha.Context): Promise<void> {
  const redis = new Redis(SHARED_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  redis.on('error', () => undefined)
  const up = await redis
    .connect()
    .then(() => redis.ping())
    .then(
      () => true,
      () => false,
    )
  redis.disconnect()
  if (!up) {
    console.log(
      `      skipped: no Redis answers at ${SHARED_REDIS_URL} (start redis-server, or set TEST_REDIS_URL)`,
    )
    ctx.skip()
  }
}
