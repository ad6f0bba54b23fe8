import { existsSync } from 'node:fs'
import { config as loadDotenv } from 'dotenv'
import { migrateToLatest } from '../../adapters/postgres/migrate.js'
import { loadConfig } from '../config/config.js'
import { createLogger } from '../logger.js'
import { openDatabase } from '../open-database.js'

/** `npm run migrate`: brings the database's schema up to date and exits. */
if (existsSync('.env')) loadDotenv({ path: '.env', quiet: true })
const config = loadConfig(process.env)
const logger = createLogger(config.logLevel === 'silent' ? 'info' : config.logLevel)
const database = await openDatabase(config, logger)
try {
  const { applied } = await migrateToLatest(database.db)
  logger.info({ applied }, applied.length ? 'migrations applied' : 'schema up to date')
} finally {
  await database.close()
}
