import { existsSync } from 'node:fs'
import { config as loadDotenv } from 'dotenv'
import { loadConfig, type Config } from './config.js'

/**
 * The process's configuration: the env file (when present; it never overrides the real
 * environment) and then process.env, read once. The only place process.env is read.
 * LEDGERLINE_ENV_FILE names the file (default `.env`); empty, no file is read: what the tests set
 * for the processes they start, so a developer's `.env` never changes what a test sees.
 */
export function configFromEnvironment(envFile = process.env.LEDGERLINE_ENV_FILE ?? '.env'): Config {
  if (envFile !== '' && existsSync(envFile)) loadDotenv({ path: envFile, quiet: true })
  return loadConfig(process.env)
}
