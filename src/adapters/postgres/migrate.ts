import type { Kysely } from 'kysely'
import { Migrator, type MigrationResult } from 'kysely/migration'
import { migrations } from './migrations/index.js'

export interface MigrationOutcome {
  readonly applied: readonly string[]
}

/** Brings the schema up to date. Safe to run from several instances at once (Kysely takes a lock). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationOutcome> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r: MigrationResult) => r.status === 'Error')
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error })
  }
  return {
    applied: (results ?? [])
      .filter((r: MigrationResult) => r.status === 'Success')
      .map((r: MigrationResult) => r.migrationName),
  }
}
