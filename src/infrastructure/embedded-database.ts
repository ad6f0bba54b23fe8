import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import type pg from 'pg'

/**
 * The embedded development database: PGlite (Postgres compiled to WASM, in this process) behind a
 * pglite-socket server on 127.0.0.1, so pg.Pool, Kysely, the migrations and Agenda talk to it over
 * the ordinary wire protocol. Its limits (docs/platform.md): every connection shares ONE session and
 * queries run one at a time; while a connection has a transaction open, the others wait (so code
 * must never wait on the pool while holding a transaction); LISTEN/NOTIFY reaches no other
 * connection; startup parameters (statement_timeout, application_name) are ignored.
 */
export interface EmbeddedDatabase {
  /** postgres://postgres@127.0.0.1:<ephemeral port>/postgres */
  readonly url: string
  /** Absolute path of the data directory; undefined when the data lives in memory only. */
  readonly dataDir: string | undefined
  close(): Promise<void>
}

export interface EmbeddedDatabaseOptions {
  /** Where the data is persisted; undefined keeps it in memory (tests). */
  readonly dataDir?: string
  /** Socket connections accepted at once: above every pool that will point at it (default 100). */
  readonly maxConnections?: number
  /** A dump (PGlite's dumpDataDir) to start from instead of a fresh initdb, which takes seconds (tests). */
  readonly loadDataDir?: Blob
}

/** A second process on the same data directory would corrupt it: a pid file next to it says who owns it. */
function takeLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`
  mkdirSync(dirname(lockFile), { recursive: true })
  try {
    const owner = Number(readFileSync(lockFile, 'utf8').trim())
    if (owner && isAlive(owner)) {
      throw new Error(
        `the embedded database in ${dataDir} is already in use by process ${owner} (stop it first, or set EMBEDDED_DATABASE_DIR)`,
      )
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  // A stale file (the owner was killed) is simply taken over: PGlite's files survive SIGKILL.
  writeFileSync(lockFile, `${process.pid}\n`)
  return () => rmSync(lockFile, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export async function startEmbeddedDatabase(
  options: EmbeddedDatabaseOptions = {},
): Promise<EmbeddedDatabase> {
  const dataDir = options.dataDir === undefined ? undefined : resolve(options.dataDir)
  const releaseLock = dataDir ? takeLock(dataDir) : () => undefined
  let pglite: PGlite | undefined
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true })
    pglite = await PGlite.create({
      dataDir: dataDir ?? 'memory://',
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    })
    const server = new PGLiteSocketServer({
      db: pglite,
      host: '127.0.0.1',
      port: 0,
      maxConnections: options.maxConnections ?? 100,
    })
    await server.start()
    const db = pglite
    let closing: Promise<void> | undefined
    return {
      url: `postgres://postgres@${server.getServerConn()}/postgres`,
      dataDir,
      // Callers end their pools first; then no connection is left to roll back or to answer.
      close: () =>
        (closing ??= (async () => {
          try {
            await server.stop()
            await db.close()
          } finally {
            releaseLock()
          }
        })()),
    }
  } catch (error) {
    await pglite?.close().catch(() => undefined)
    releaseLock()
    throw error
  }
}

/** True when the pool's server is PGlite (e.g. a test run that fell back to the embedded database). */
export async function isEmbeddedPostgres(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ v: string }>('select version() as v')
  return /PGlite/i.test(rows[0]?.v ?? '')
}
