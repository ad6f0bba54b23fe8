import { pino, type Logger } from 'pino'
import type { Log } from '../application/ports/log.js'
import { logContext } from '../adapters/log-context.js'

/** Paths named in full: redacting them costs nothing on a line that has no such top-level key. */
const EXPLICIT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'config.serviceKey',
  'config.auth.jwtSecret',
  'config.llm.apiKey',
]

/**
 * Paths whose values never reach a log line: tokens, keys and passwords. The wildcards look inside
 * every field of every line (a few µs a line), which the access line, made of known plain fields,
 * is spared (accessLogOf).
 */
const REDACTED = [
  ...EXPLICIT,
  '*.authorization',
  '*.password',
  '*.token',
  '*.apiKey',
  '*.api_key',
  '*.secret',
  '*.serviceKey',
]
const CENSOR = '[redacted]'

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'ledgerline' },
    redact: { paths: REDACTED, censor: CENSOR },
    timestamp: isoTimeOncePerMillisecond(),
    // request_id (and job ids) on every line written while serving a request or running a job
    mixin: () => ({ ...logContext.getStore() }),
  }
  const stream = (destination as pino.DestinationStream | undefined) ?? standardOutput()
  return pino(options, isSonicBoom(stream) ? new LinesPerTurn(stream) : stream)
}

/**
 * The log for the one access line per request, whose fields are all known and plain (ids, method,
 * path, status, duration, error code: no object a secret could hide in): the same logger, the same
 * lines, without the wildcard redaction. A request's fault (with its error object) is written to
 * the full log instead (request-context.ts).
 */
export function accessLogOf(log: Log): Log {
  return isPino(log) ? log.child({}, { redact: { paths: EXPLICIT, censor: CENSOR } }) : log
}

const isPino = (log: Log): log is Logger => typeof (log as Partial<Logger>).child === 'function'

/**
 * pino's isoTime, with the text made once per millisecond: under load a dozen lines share one
 * (`new Date().toISOString()` was a tenth of the access line's cost).
 */
function isoTimeOncePerMillisecond(): () => string {
  let at = 0
  let text = ''
  return () => {
    const now = Date.now()
    if (now !== at) {
      at = now
      text = `,"time":"${new Date(now).toISOString()}"`
    }
    return text
  }
}

/**
 * Standard output written asynchronously: pino's default writes each line with a blocking
 * write(2), a syscall per request on the hot path (the largest single cost of GET /health in the
 * profile, docs/performance.md). While a write is in flight, sonic-boom gathers the lines that
 * follow into the next one, so under load many lines share one syscall, and at rest every line is
 * written at once (no minimum batch that would hold a quiet service's lines back). Streams of
 * pino.destination are flushed when the process exits, also on the signals that stop it.
 */
function standardOutput(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false })
}

type SonicBoom = ReturnType<typeof pino.destination>
const isSonicBoom = (stream: pino.DestinationStream): stream is SonicBoom =>
  typeof (stream as Partial<SonicBoom>).flushSync === 'function'

/**
 * The lines logged in one turn of the event loop, handed to the destination (sonic-boom) as one
 * write. By hand because sonic-boom measures the whole text waiting behind its in-flight write on
 * every write (`Buffer.byteLength` of its pending buffer, which flattens it): under load, with a
 * file write in flight and lines piling up behind it, each line cost more the more lines were
 * waiting (docs/performance.md). Handed over once per turn, the text is measured once per turn.
 * No line waits past the turn it was logged in, and whatever flushes the destination (pino's
 * `logger.flush()`, the flush at exit) hands this turn's lines over first.
 */
export class LinesPerTurn {
  readonly #destination: SonicBoom
  #lines: string[] = []
  #scheduled = false

  constructor(destination: SonicBoom) {
    this.#destination = destination
    waitingAtExit.add(this)
  }

  write(line: string): void {
    this.#lines.push(line)
    if (!this.#scheduled) {
      this.#scheduled = true
      setImmediate(this.#handOver)
    }
  }

  readonly #handOver = (): void => {
    this.#scheduled = false
    if (this.#lines.length === 0) return
    const text = this.#lines.join('')
    this.#lines = []
    this.#destination.write(text)
  }

  flush(done?: (error?: Error) => void): void {
    this.#handOver()
    this.#destination.flush(done)
  }

  flushSync(): void {
    this.#handOver()
    // sonic-boom refuses to flush once destroyed (closed by its owner): nothing is left to write then.
    if (!(this.#destination as { destroyed?: boolean }).destroyed) this.#destination.flushSync()
  }
}

/**
 * Lines logged in the turn the process exits in: written before it is gone (the destination's
 * own flush at exit may run before or after this one; this one writes synchronously either way).
 */
const waitingAtExit = new Set<LinesPerTurn>()
process.once('exit', () => {
  for (const lines of waitingAtExit) lines.flushSync()
})

export type { Logger }
