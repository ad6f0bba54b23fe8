import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { migrateToLatest } from '../../src/adapters/postgres/migrate.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/infrastructure/embedded-database.js'

/**
 * Every test run gets a database of its own, migrated once and thrown away at the end, so runs in
 * parallel never meet. Which server: TEST_DATABASE_URL when set; else the local Postgres at
 * 127.0.0.1:5432 when it answers; else the embedded database (PGlite in memory, in this process).
 * TEST_DATABASE=embedded forces the embedded one (CI's quick pass). On a server, the run's
 * database is created next to the admin URL's and dropped with FORCE.
 */
const LOCAL_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

type Current =
  | { kind: 'server'; url: string; adminUrl: string; name: string }
  | { kind: 'embedded'; url: string; embedded: EmbeddedDatabase }

let current: Current | undefined

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** undefined when the server answers, else why not. */
async function unreachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return undefined
  } catch (error) {
    return (error as Error).message || (error as NodeJS.ErrnoException).code || 'no answer'
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function migrate(url: string): Promise<void> {
  const db = createKysely(createPool({ url, poolMax: 2, statementTimeoutMs: 30_000 }))
  try {
    await migrateToLatest(db)
  } finally {
    await db.destroy()
  }
}

/**
 * PGlite's initdb takes 5-20 s on a busy machine, loading a dump of its result 1-3 s: the dump of a
 * fresh (unmigrated, so never stale) data directory is kept per PGlite version in test/.generated.
 */
async function freshDataDirDump(): Promise<Blob> {
  const pkg = JSON.parse(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
  ) as { version: string }
  const file = fileURLToPath(new URL(`../.generated/pglite-${pkg.version}-initdb.tar.gz`, import.meta.url))
  if (existsSync(file)) return new Blob([readFileSync(file)])
  const db = await PGlite.create('memory://')
  try {
    const dump = await db.dumpDataDir('gzip')
    mkdirSync(dirname(file), { recursive: true })
    const partial = `${file}.${process.pid}`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, file) // atomic: parallel runs never read half a file
    return dump
  } finally {
    await db.close()
  }
}

async function createServerDatabase(adminUrl: string): Promise<Current> {
  const name = `ledgerline_test_${process.pid}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  return { kind: 'server', url: withDatabase(adminUrl, name), adminUrl, name }
}

export async function createTestDatabase(): Promise<string> {
  const forced = process.env.TEST_DATABASE
  const explicit = process.env.TEST_DATABASE_URL
  let chosen: Current
  const localProblem = forced === 'embedded' || explicit ? undefined : await unreachable(LOCAL_ADMIN_URL)
  if (forced !== 'embedded' && explicit) {
    chosen = await createServerDatabase(explicit)
  } else if (forced !== 'embedded' && !localProblem) {
    chosen = await createServerDatabase(LOCAL_ADMIN_URL)
  } else {
    const why =
      forced === 'embedded' ? 'TEST_DATABASE=embedded' : `no Postgres at 127.0.0.1:5432: ${localProblem}`
    process.stderr.write(`test database: the embedded PGlite database, in memory (${why})\n`)
    const embedded = await startEmbeddedDatabase({ loadDataDir: await freshDataDirDump() })
    chosen = { kind: 'embedded', url: embedded.url, embedded }
  }
  current = chosen
  await migrate(chosen.url)
  return chosen.url
}

let extraEmbedded: Promise<EmbeddedDatabase> | undefined

/**
 * The URL of a migrated embedded database, for tests of the embedded path itself: the run's own
 * database when it is the embedded one, else one extra in-memory instance shared by those tests
 * and closed with the run.
 */
export async function embeddedTestDatabaseUrl(): Promise<string> {
  if (current?.kind === 'embedded') return current.url
  extraEmbedded ??= (async () => {
    const embedded = await startEmbeddedDatabase({ loadDataDir: await freshDataDirDump() })
    try {
      await migrate(embedded.url)
    } catch (error) {
      await embedded.close()
      throw error
    }
    return embedded
  })()
  return (await extraEmbedded).url
}

/** The URL of this run's database (created by the global setup). */
export function testDatabaseUrl(): string {
  if (!current) throw new Error('the test database was not created (test/support/global-hooks.ts)')
  return current.url
}

/** True when this run uses the embedded database (one shared session: no truly concurrent queries). */
export function testDatabaseIsEmbedded(): boolean {
  return current?.kind === 'embedded'
}

export async function dropTestDatabase(): Promise<void> {
  const extra = extraEmbedded
  extraEmbedded = undefined
  await extra?.then((embedded) => embedded.close()).catch(() => undefined)
  const run = current
  current = undefined
  if (!run) return
  if (run.kind === 'embedded') return run.embedded.close()
  const admin = new pg.Client({ connectionString: run.adminUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${run.name} WITH (FORCE)`)
  } finally {
    await admin.end()
  }
}
