import { Worker } from 'node:worker_threads'
import type { ServerConfig } from './config.ts'
import type { FromWorker, ToWorker } from './worker-protocol.ts'

export type WorkerState = 'loading' | 'ready'

/** The queue is full: come back after `retryAfterSeconds`. */
export class QueueFullError extends Error {
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number) {
    super('the embedding queue is full')
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export class NotReadyError extends Error {}

/**
 * The HTTP thread's handle on the inference worker: admission control (a bounded number of texts
 * in flight), request/response matching, and a throughput estimate for Retry-After.
 */
export class InferenceWorker {
  state: WorkerState = 'loading'
  model = ''
  dimensions = 0
  /** Texts accepted and not answered yet. */
  queuedTexts = 0
  readonly #worker: Worker
  readonly #config: ServerConfig
  readonly #waiting = new Map<number, { size: number; sentAt: number; resolve: (v: Float32Array) => void; reject: (e: Error) => void }>()
  #nextId = 1
  #textsPerSecond = 50

  /** `onFatal`: the model failed to load or the worker died; the process should exit. */
  constructor(config: ServerConfig, onFatal: (message: string) => void) {
    this.#config = config
    this.#worker = new Worker(new URL('./worker-entry.ts', import.meta.url), { workerData: config, resourceLimits: { maxYoungGenerationSizeMb: 8 } })
    this.#worker.on('message', (message: FromWorker) => this.#onMessage(message, onFatal))
    this.#worker.on('error', (error) => onFatal(`the inference worker failed: ${error.message}`))
    this.#worker.on('exit', (code) => onFatal(`the inference worker exited (code ${code})`))
  }

  embed(texts: readonly string[]): Promise<Float32Array> {
    if (this.state !== 'ready') return Promise.reject(new NotReadyError('the model is still loading'))
    if (this.queuedTexts > 0 && this.queuedTexts + texts.length > this.#config.queueLimit) {
      // Time to work off what is queued, at the throughput seen lately.
      return Promise.reject(new QueueFullError(Math.min(60, Math.max(1, Math.ceil(this.queuedTexts / this.#textsPerSecond)))))
    }
    const id = this.#nextId++
    this.queuedTexts += texts.length
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { size: texts.length, sentAt: performance.now(), resolve, reject })
      this.#worker.postMessage({ type: 'embed', id, texts } satisfies ToWorker)
    })
  }

  async stop(): Promise<void> {
    this.#worker.removeAllListeners('exit')
    await this.#worker.terminate()
  }

  #onMessage(message: FromWorker, onFatal: (message: string) => void): void {
    switch (message.type) {
      case 'ready':
        this.state = 'ready'
        this.model = message.model
        this.dimensions = message.dimensions
        return
      case 'failed':
        return onFatal(message.message)
      case 'result':
      case 'error': {
        const waiting = this.#waiting.get(message.id)
        if (!waiting) return
        this.#waiting.delete(message.id)
        this.queuedTexts -= waiting.size
        if (message.type === 'error') return waiting.reject(new Error(message.message))
        const seconds = (performance.now() - waiting.sentAt) / 1000
        if (waiting.size > 0 && seconds > 0) this.#textsPerSecond = 0.8 * this.#textsPerSecond + 0.2 * Math.max(1, waiting.size / seconds)
        return waiting.resolve(message.vectors)
      }
    }
  }
}
