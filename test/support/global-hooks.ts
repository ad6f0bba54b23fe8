import { createTestDatabase, dropTestDatabase } from './test-database.js'

/** Runs once per mocha run: one fresh, migrated database for the whole suite. */
export async function mochaGlobalSetup(): Promise<void> {
  await createTestDatabase()
}

export async function mochaGlobalTeardown(): Promise<void> {
  await dropTestDatabase()
}
