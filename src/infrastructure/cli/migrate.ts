import { migrateToLatest } from '../../adapters/postgres/migrate.js'
import { configFromEnvironment } from '../config/environment.js'
import { createLogger } from '../logger.js'
import { openDatabase } from '../open-database.js'

/** `npm run migrate`: brings the database's schema up to date and exits. */
const config = configFromEnvironment()
const logger = createLogger(config.logLevel === 'silent' ? 'info' : config.logLevel)
const database = await openDatabase(config, logger)
try {
  const { applied } = await migrateToLatest(database.db)
  logger.info({ applied }, applied.length ? 'migrations applied' : 'schema up to date')
} finally {
  await database.close()
}
