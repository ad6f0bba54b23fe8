import { existsSync } from 'node:fs'
import { config as loadDotenv } from 'dotenv'
import { loadConfig, type Config } from './config.js'

/**
 * The process's configuration: `.env` (when present; it never overrides the real environment)
 * and then process.env, read once. The only place process.env is read.
 */
export function configFromEnvironment(envFile = '.env'): Config {
  if (existsSync(envFile)) loadDotenv({ path: envFile, quiet: true })
  return loadConfig(process.env)
}
