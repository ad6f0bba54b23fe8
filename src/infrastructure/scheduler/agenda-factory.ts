import os from 'node:os'
import { Agenda, type AgendaBackend, type NotificationChannel } from 'agenda'
import { MongoBackend } from '@agendajs/mongo-backend'
import { PostgresBackend } from '@agendajs/postgres-backend'
import { MongoClient } from 'mongodb'
import type pg from 'pg'
import { listeningChannel, PublishOnlyChannel } from './notification-channels.js'

/** The table the migration 0002-memory creates (Agenda's own schema; ensureSchema stays off). */
export const AGENDA_TABLE = 'agenda_jobs'

export interface AgendaOptions {
  /** The service's own pool: Agenda shares it and never closes it. */
  readonly pool: pg.Pool
  /** When set, jobs live in MongoDB instead (AGENDA_MONGO_URL). */
  readonly mongoUrl?: string | undefined
  /**
   * No LISTEN/NOTIFY: workers find new jobs by polling every `processEvery`. For databases where
   * notifications do not cross connections (the embedded PGlite).
   */
  readonly pollingOnly?: boolean
  /**
   * Whether this instance runs workers and so LISTENs for new jobs on a connection of its own.
   * An enqueue-only instance holds no scheduler connection: its NOTIFYs go through the pool.
   */
  readonly listen?: boolean
  /** How often workers poll for due jobs; enqueued jobs arrive sooner through notifications. */
  readonly processEvery?: string | number
  /** Identifies this instance in the job rows (lastModifiedBy). */
  readonly name?: string
}

export interface AgendaHandle {
  readonly agenda: Agenda
  /** The backend's LISTEN/NOTIFY channel (undefined when polling only or on Mongo). */
  readonly notifications: NotificationChannel | undefined
  /** Closes what the factory opened itself (the Mongo client); the service's pool stays open. */
  close(): Promise<void>
}

/**
 * The one place that builds Agenda and its backend. `new Agenda()` connects in its constructor and
 * an unreachable database would crash the process with an unhandled rejection, so the database is
 * checked (reachable, schema migrated) before anything is constructed, and failures are thrown here.
 */
export async function createAgenda(options: AgendaOptions): Promise<AgendaHandle> {
  const name = options.name ?? `${os.hostname()}-${process.pid}`
  let backend: AgendaBackend
  let close = async (): Promise<void> => undefined
  let notificationChannel: NotificationChannel | undefined
  if (options.mongoUrl) {
    const client = new MongoClient(options.mongoUrl, { serverSelectionTimeoutMS: 5_000 })
    try {
      await client.connect()
      await client.db().command({ ping: 1 })
    } catch (error) {
      await client.close().catch(() => undefined)
      throw new Error(`the scheduler cannot reach MongoDB (AGENDA_MONGO_URL): ${(error as Error).message}`, {
        cause: error,
      })
    }
    backend = new MongoBackend({ mongo: client.db() })
    close = () => client.close()
  } else {
    const { rows } = await options.pool.query<{ table: string | null }>('select to_regclass($1) as table', [
      AGENDA_TABLE,
    ])
    if (!rows[0]?.table) {
      throw new Error(
        `the scheduler's table ${AGENDA_TABLE} is missing: run the migrations (./ledgerline migrate)`,
      )
    }
    // The backend's own channel gives up reconnecting after 10 attempts: ours is passed instead.
    backend = new PostgresBackend({
      pool: options.pool,
      tableName: AGENDA_TABLE,
      ensureSchema: false,
      disableNotifications: true,
    })
    if (!options.pollingOnly) {
      notificationChannel = options.listen
        ? listeningChannel(options.pool)
        : new PublishOnlyChannel(options.pool)
    }
  }
  const agenda = new Agenda({
    backend,
    ...(notificationChannel ? { notificationChannel } : {}),
    name,
    // Also how soon a queued job beyond the lock limits is found (a cheap indexed query per job name).
    processEvery: options.processEvery ?? '3 seconds',
    defaultConcurrency: 1,
    maxConcurrency: 10,
  })
  await agenda.ready
  return { agenda, notifications: notificationChannel ?? backend.notificationChannel, close }
}
