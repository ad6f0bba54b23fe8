import { expect } from 'chai'
import type { Kysely } from 'kysely'
import type { Database } from '../../src/adapters/postgres/schema.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { testDatabaseUrl } from '../support/test-database.js'
import { UpstreamTimeoutError, UpstreamUnavailableError } from '../../src/domain/errors.js'

/** A port under test with what the contract needs to arrange its world, and how to let it go. */
export interface Subject<Port> {
  readonly port: Port
  /** A user the port accepts (a users row, for the Postgres adapters). */
  readonly newUserId: (options?: { readonly newsletterEnabled?: boolean }) => Promise<string>
}

/**
 * A run of user ids that sort together and after `prefix` only (letters and digits: collations
 * that skip punctuation order them the same way), so list-after queries on a shared database see
 * this test's users first.
 */
export function idRun(): { prefix: string; id: (suffix: string) => string } {
  const prefix = `u${crypto.randomUUID().replaceAll('-', '')}`
  return { prefix, id: (suffix) => `${prefix}${suffix}` }
}

/** A fresh subject for each test of the calling describe, closed after it; read it in the test. */
export function eachSubject<S extends { readonly close: () => Promise<void> }>(
  make: () => Promise<S>,
): () => S {
  let subject: S | undefined
  beforeEach(async () => {
    subject = await make()
  })
  afterEach(async () => subject?.close())
  return () => subject!
}

/** A call to a provider that fails must reject with a core error, never a vendor's. */
export async function expectUpstreamFailure(call: Promise<unknown>): Promise<void> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(
    error instanceof UpstreamUnavailableError || error instanceof UpstreamTimeoutError,
    String(error),
  ).to.equal(true)
}

/**
 * A Kysely on the run's database (a server, or the embedded one) for the describe that calls it,
 * opened before its tests and closed after, and a fresh users row on demand: what every contract
 * suite of a Postgres adapter needs.
 */
export function onRunDatabase(): {
  readonly db: () => Kysely<Database>
  readonly newUserId: () => Promise<string>
} {
  let db: Kysely<Database> | undefined
  before(() => {
    db = createKysely(createPool({ url: testDatabaseUrl(), poolMax: 2, statementTimeoutMs: 10_000 }))
  })
  after(async () => db?.destroy())
  return {
    db: () => db!,
    newUserId: async () => {
      const id = crypto.randomUUID()
      await db!.insertInto('users').values({ id }).execute()
      return id
    },
  }
}
