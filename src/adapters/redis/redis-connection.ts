import { Redis } from 'ioredis'
import type { ComponentHealth, ComponentStatus } from '../../application/ports/component-health.js'
import type { Log } from '../../application/ports/log.js'

export interface RedisConnectionSettings {
  readonly url: string
  /** Every key and channel of this deployment starts with it. */
  readonly keyPrefix: string
  /** The longest one command may take; then it fails and the caller goes on without Redis. */
  readonly commandTimeoutMs: number
}

type MessageHandler = (message: string) => void

const SUSPEND_AFTER_TIMEOUT_MS = 1000

/**
 * The service's two connections to Redis (commands, and a subscriber for pub/sub) and what they
 * promise every user of shared state (docs/scale-out.md "When Redis is away"):
 * - a command never waits for a connection: while Redis is away it fails at once (no offline
 *   queue), and a command that hangs fails after `commandTimeoutMs`; callers then fall back to
 *   in-process behaviour, so no request waits longer than that;
 * - the connections retry forever in the background (capped back-off), so sharing resumes by
 *   itself when Redis returns, without a restart;
 * - the outage is logged once (warn), the return once (info), and /ready reads `degraded` meanwhile.
 */
export class RedisConnection implements ComponentHealth {
  readonly commands: Redis
  readonly #subscriber: Redis
  readonly #handlers = new Map<string, Set<MessageHandler>>()
  /** Per channel, the session its subscription was last confirmed in (channelSession). */
  readonly #confirmed = new Map<string, number>()
  #sessions = 0
  readonly #log: Log
  readonly #probe: NodeJS.Timeout
  #up = false
  #warned = false
  /** After a command timed out (Redis hangs), Redis is skipped until then, so a request meets the timeout once at most. */
  #suspendedUntil = 0

  constructor(
    readonly settings: RedisConnectionSettings,
    log: Log,
  ) {
    this.#log = log
    const common = {
      connectTimeout: Math.max(1000, settings.commandTimeoutMs),
      // Reconnect forever: 50 ms, 100 ms, ... at most every 2 s.
      retryStrategy: (times: number) => Math.min(times * 50, 2000),
      lazyConnect: false,
    }
    this.commands = new Redis(settings.url, {
      ...common,
      commandTimeout: settings.commandTimeoutMs,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    })
    // The subscriber may queue its SUBSCRIBE until connected; it re-subscribes after a reconnect.
    this.#subscriber = new Redis(settings.url, {
      ...common,
      maxRetriesPerRequest: null,
      autoResubscribe: true,
    })
    this.commands.on('ready', () => {
      if (this.#warned)
        this.#log.info({ component: 'redis' }, 'redis is back: caches and limits are shared again')
      this.#up = true
      this.#warned = false
    })
    // A hang that ends: once the suspension is over, a PING that answers says so once.
    this.#probe = setInterval(() => {
      if (!this.#warned || !this.#up || Date.now() < this.#suspendedUntil) return
      this.commands.ping().then(
        () => {
          if (!this.#warned || !this.#up) return
          this.#warned = false
          this.#log.info({ component: 'redis' }, 'redis is back: caches and limits are shared again')
        },
        (error: unknown) => this.failed(error),
      )
    }, SUSPEND_AFTER_TIMEOUT_MS)
    this.#probe.unref()
    const lost = (error?: unknown) => {
      this.#up = false
      if (this.#warned) return
      this.#warned = true
      this.#log.warn(
        { component: 'redis', err: error instanceof Error ? { message: error.message } : undefined },
        'redis is unavailable: serving from in-process caches and limits until it returns',
      )
    }
    this.commands.on('error', lost)
    this.commands.on('close', () => (this.#up ? lost() : undefined))
    this.#subscriber.on('error', () => undefined) // the command connection reports the outage
    // Messages published while the subscriber is away are lost: a channel's session ends with the
    // connection and a new one starts once its SUBSCRIBE is confirmed again (channelSession).
    const ended = () => this.#confirmed.clear()
    this.#subscriber.on('close', ended)
    this.#subscriber.on('reconnecting', ended)
    this.#subscriber.on('ready', () => {
      for (const channel of this.#handlers.keys()) this.#confirm(channel)
    })
    this.#subscriber.on('message', (channel: string, message: string) => {
      for (const handler of this.#handlers.get(channel) ?? []) handler(message)
    })
  }

  /** True while commands can be sent: users skip Redis altogether otherwise. */
  get available(): boolean {
    return this.#up && this.commands.status === 'ready' && Date.now() >= this.#suspendedUntil
  }

  /**
   * Users of shared state call this with every Redis failure they caught. A timeout means Redis
   * hangs rather than refuses: it is then skipped for a second (a connection that is down is
   * skipped anyway), so requests do not each wait out the command timeout, possibly twice.
   */
  failed(error: unknown): void {
    if (error instanceof Error && /timed out/i.test(error.message)) {
      this.#suspendedUntil = Date.now() + SUSPEND_AFTER_TIMEOUT_MS
      if (!this.#warned) {
        this.#warned = true
        this.#log.warn(
          { component: 'redis', err: { message: error.message } },
          'redis does not answer in time: serving from in-process caches and limits until it does',
        )
      }
    }
  }

  /** A key or channel of this deployment. */
  key(name: string): string {
    return this.settings.keyPrefix + name
  }

  async check(): Promise<ComponentStatus> {
    return this.available ? 'ok' : 'degraded'
  }

  /** Calls `handler` with each message published on `channel` (a full name, from key()). */
  subscribe(channel: string, handler: MessageHandler): () => void {
    let handlers = this.#handlers.get(channel)
    if (!handlers) {
      handlers = new Set()
      this.#handlers.set(channel, handlers)
      this.#confirm(channel)
    }
    handlers.add(handler)
    return () => {
      handlers.delete(handler)
      if (handlers.size === 0 && this.#handlers.get(channel) === handlers) {
        this.#handlers.delete(channel)
        this.#confirmed.delete(channel)
        this.#subscriber.unsubscribe(channel).catch(() => undefined)
      }
    }
  }

  /**
   * For a subscriber that must know whether it may have missed messages (a cache dropping entries
   * on invalidations): a number that stays the same while the channel's messages arrive without
   * a gap, a new one after the subscriber reconnected, undefined while it is not subscribed.
   */
  channelSession(channel: string): number | undefined {
    return this.#subscriber.status === 'ready' ? this.#confirmed.get(channel) : undefined
  }

  #confirm(channel: string): void {
    this.#subscriber.subscribe(channel).then(
      () => {
        if (this.#handlers.has(channel) && this.#subscriber.status === 'ready')
          this.#confirmed.set(channel, ++this.#sessions)
      },
      () => undefined,
    )
  }

  async close(): Promise<void> {
    clearInterval(this.#probe)
    this.#up = false
    this.#warned = true // a shutdown is not an outage
    this.commands.disconnect()
    this.#subscriber.disconnect()
  }
}
