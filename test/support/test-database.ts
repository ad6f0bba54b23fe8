import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { migrateToLatest } from '../../src/adapters/postgres/migrate.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'

/**
 * Every test run gets a database of its own, created from TEST_DATABASE_URL (default: the local
 * Postgres at 127.0.0.1:5432), migrated once, and dropped at the end; runs in parallel never meet.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

let current: { url: string; name: string } | undefined

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

export async function createTestDatabase(): Promise<string> {
  const name = `ledgerline_test_${process.pid}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = withDatabase(ADMIN_URL, name)
  const pool = createPool({ url, poolMax: 2, statementTimeoutMs: 30_000 })
  const db = createKysely(pool)
  try {
    await migrateToLatest(db)
  } finally {
    await db.destroy()
  }
  current = { url, name }
  return url
}

/** The URL of this run's database (created by the global setup). */
export function testDatabaseUrl(): string {
  if (!current) throw new Error('the test database was not created (test/support/global-hooks.ts)')
  return current.url
}

export async function dropTestDatabase(): Promise<void> {
  if (!current) return
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${current.name} WITH (FORCE)`)
  } finally {
    await admin.end()
    current = undefined
  }
}
