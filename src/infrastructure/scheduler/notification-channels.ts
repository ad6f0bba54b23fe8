import { PostgresNotificationChannel } from '@agendajs/postgres-backend'
import type pg from 'pg'

/**
 * Agenda's LISTEN channel, reconnecting for as long as the database is away. The backend's own
 * channel gives up after 10 attempts and then stays deaf (workers fall back to polling, and
 * enqueued jobs wait for the next scan); an outage of any length must end with LISTEN back.
 * Its connect() restarts the attempt count, so retries come every `retryMs`.
 */
export function listeningChannel(pool: pg.Pool, retryMs = 1000): PostgresNotificationChannel {
  return new PostgresNotificationChannel({
    pool,
    reconnect: {
      enabled: true,
      maxAttempts: Number.POSITIVE_INFINITY,
      initialDelayMs: retryMs,
      maxDelayMs: retryMs,
    },
  })
}

/**
 * For an instance that only enqueues (SCHEDULER_ENABLED=false): NOTIFY goes through the shared
 * pool like any query, so the workers of other instances wake at once, and no connection is held
 * for a LISTEN nobody needs here.
 */
export class PublishOnlyChannel extends PostgresNotificationChannel {
  constructor(pool: pg.Pool) {
    super({ pool, reconnect: { enabled: false } })
  }

  override async connect(): Promise<void> {
    this.setState('connected')
  }

  override async disconnect(): Promise<void> {
    this.setState('disconnected')
  }
}
