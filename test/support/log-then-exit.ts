/**
 * A process that logs `count` lines through the service's logger (standard output, written
 * asynchronously as in production) and then stops in the same turn: by process.exit (`exit`) or,
 * after its first line, on SIGTERM as main.ts stops (`signal`). Used by test/infrastructure/logger.test.ts.
 */
import { createLogger } from '../../src/infrastructure/logger.js'

const [how = 'exit', countText = '1000'] = process.argv.slice(2)
const count = Number(countText)
const logger = createLogger('info')
const burst = () => {
  for (let i = 0; i < count; i++) logger.info({ i }, 'line')
}
if (how === 'exit') {
  burst()
  process.exit(0)
} else {
  process.on('SIGTERM', () => {
    burst()
    process.exit(0)
  })
  logger.info({}, 'ready')
  setInterval(() => undefined, 1000)
}
