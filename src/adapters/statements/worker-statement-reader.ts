import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import {
  StatementUnreadableError,
  type ParsedStatement,
  type StatementLine,
} from '../../domain/imports/statement.js'
import type { StatementReadOptions, StatementReader } from '../../application/ports/statement-reader.js'
import type { WorkerNext, WorkerReply, WorkerRequest } from './statement-reader-messages.js'

export interface WorkerStatementReaderOptions {
  /** Worker threads reading at once; more files wait their turn. Default: cores - 1, 1 to 2. */
  readonly threads?: number
  /** A read taking longer is stopped and refused (422). Default 60 s. */
  readonly timeoutMs?: number
  /** Heap of each worker; a file needing more is refused (422). Default 1024 MB. */
  readonly maxHeapMb?: number
}

interface Job {
  readonly request: WorkerRequest
  /** The lines received so far (they arrive in slices before the statement). */
  readonly lines: StatementLine[]
  readonly transfer: ArrayBuffer
  readonly resolve: (statement: ParsedStatement) => void
  readonly reject: (error: Error) => void
}

// The worker runs the same module system as this file: TypeScript under tsx, JavaScript once built.
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './statement-reader-worker.ts' : './statement-reader-worker.js',
  import.meta.url,
)

/**
 * The StatementReader of the service: reads each file with FileStatementReader in a worker thread,
 * so parsing a large or hostile upload (850,000 OFX elements take seconds) never holds the event
 * loop that answers other users' requests. A small pool of workers is started on first use and
 * kept (unreferenced: it never keeps the process alive); files beyond it queue. A worker that
 * runs past the time limit or out of memory is stopped and replaced, and that file is refused
 * (422); a worker that fails otherwise rejects with an Error (500) and is replaced.
 */
export class WorkerStatementReader implements StatementReader {
  readonly #threads: number
  readonly #timeoutMs: number
  readonly #maxHeapMb: number
  readonly #running = new Map<Worker, { job: Job; timer: NodeJS.Timeout } | undefined>()
  readonly #queue: Job[] = []
  #nextId = 1
  #closed = false

  constructor(options: WorkerStatementReaderOptions = {}) {
    this.#threads = options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1))
    this.#timeoutMs = options.timeoutMs ?? 60_000
    this.#maxHeapMb = options.maxHeapMb ?? 1024
  }

  read(file: Uint8Array, options: StatementReadOptions): Promise<ParsedStatement> {
    if (this.#closed) return Promise.reject(new Error('the statement reader is closed'))
    // A copy of exactly the file's bytes, handed over without a second copy.
    const bytes = Uint8Array.prototype.slice.call(file)
    return new Promise<ParsedStatement>((resolve, reject) => {
      this.#queue.push({
        request: { id: this.#nextId++, file: bytes, options },
        lines: [],
        transfer: bytes.buffer,
        resolve,
        reject,
      })
      this.#drain()
    })
  }

  /** Stops every worker; reads still queued or running reject. */
  async close(): Promise<void> {
    this.#closed = true
    for (const job of this.#queue.splice(0)) job.reject(new Error('the statement reader is closed'))
    await Promise.all(
      [...this.#running.keys()].map((worker) =>
        this.#retire(worker, new Error('the statement reader is closed')),
      ),
    )
  }

  /** Worker threads started (for tests and metrics). */
  get threads(): number {
    return this.#running.size
  }

  #drain(): void {
    while (this.#queue.length > 0) {
      let worker = [...this.#running].find(([, busy]) => busy === undefined)?.[0]
      if (!worker && this.#running.size < this.#threads) worker = this.#spawn()
      if (!worker) return
      const job = this.#queue.shift()!
      const timer = setTimeout(() => {
        void this.#retire(
          worker,
          new StatementUnreadableError(null, `a file that can be read within ${this.#timeoutMs / 1000} s`),
        )
      }, this.#timeoutMs)
      this.#running.set(worker, { job, timer })
      worker.postMessage(job.request, [job.transfer])
    }
  }

  #spawn(): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: this.#maxHeapMb } })
    worker.unref()
    this.#running.set(worker, undefined)
    worker.on('message', (reply: WorkerReply) => this.#settle(worker, reply))
    worker.on('error', (error: Error & { code?: string }) => {
      const refused =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new StatementUnreadableError(
              null,
              `a file that can be read within ${this.#maxHeapMb} MB of memory`,
            )
          : error
      void this.#retire(worker, refused)
    })
    worker.on(
      'exit',
      (code) => void this.#retire(worker, new Error(`a statement reader thread stopped (exit code ${code})`)),
    )
    return worker
  }

  #settle(worker: Worker, reply: WorkerReply): void {
    const current = this.#running.get(worker)
    if (!current || current.job.request.id !== reply.id) return
    if ('lines' in reply) {
      for (const line of reply.lines) current.job.lines.push(line)
      // Asked for after the loop's other work: a port hands over every waiting message in one turn.
      setImmediate(() => worker.postMessage({ next: reply.id } satisfies WorkerNext))
      return
    }
    clearTimeout(current.timer)
    this.#running.set(worker, undefined)
    if ('statement' in reply) current.job.resolve({ ...reply.statement, lines: current.job.lines })
    else if ('unreadable' in reply) {
      const { line, expected, candidates } = reply.unreadable
      current.job.reject(new StatementUnreadableError(line, expected, candidates))
    } else current.job.reject(new Error(`reading the statement failed: ${reply.failure}`))
    this.#drain()
  }

  /** Takes the worker out of the pool, rejects its file with `reason`, and lets the queue move on. */
  async #retire(worker: Worker, reason: Error): Promise<void> {
    if (!this.#running.has(worker)) return
    const current = this.#running.get(worker)
    this.#running.delete(worker)
    if (current) {
      clearTimeout(current.timer)
      current.job.reject(reason)
    }
    if (!this.#closed) this.#drain()
    await worker.terminate()
  }
}
