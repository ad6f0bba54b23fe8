import { parseArgs } from 'node:util'
import { ConfigError } from '../config/env-reader.js'
import { configFromEnvironment } from '../config/environment.js'
import { developmentToken } from '../dev-token.js'

/** `./ledgerline token [--user <id>] [--admin]`: prints a development bearer token. */
try {
  const { values } = parseArgs({
    options: { user: { type: 'string' }, admin: { type: 'boolean', default: false } },
  })
  process.stdout.write(`${developmentToken(configFromEnvironment(), values)}\n`)
} catch (error) {
  const reason = error instanceof ConfigError || error instanceof Error ? error.message : String(error)
  process.stderr.write(`ledgerline token: ${reason}\n`)
  process.exit(2)
}
