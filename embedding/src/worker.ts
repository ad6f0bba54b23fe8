// The inference thread: onnxruntime's session.run blocks its thread for the whole batch, so it runs
// here and the HTTP thread stays free to answer /health and queue requests.
import { parentPort, workerData } from 'node:worker_threads'
import { setTimeout as sleep } from 'node:timers/promises'
import { mean_pooling, Tensor } from '@huggingface/transformers'
import { planBatch } from './batch-planner.ts'
import type { ServerConfig } from './config.ts'
import { loadModel, type LoadedModel } from './model-loader.ts'
import type { FromWorker, ToWorker } from './worker-protocol.ts'

interface PendingText {
  readonly seq: number
  readonly jobId: number
  readonly index: number
  readonly ids: BigInt64Array
  readonly tokens: number
}

interface Job {
  remaining: number
  readonly vectors: Float32Array
}

const port = parentPort!
const config = workerData as ServerConfig
const send = (message: FromWorker, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer)

let loaded: LoadedModel
let dimensions = 0
let padId = 0n
const queue: PendingText[] = []
const jobs = new Map<number, Job>()
let seq = 0
let draining = false

function tokenize(text: string): BigInt64Array {
  const encoded = loaded.tokenizer(text, { truncation: true, max_length: config.maxTokens })
  return encoded.input_ids.data as BigInt64Array
}

/** One padded forward pass, mean pooling over real tokens, L2 normalisation. */
async function infer(batch: readonly PendingText[]): Promise<Float32Array> {
  const rows = batch.length
  const width = Math.max(...batch.map((t) => t.tokens))
  const ids = new BigInt64Array(rows * width).fill(padId)
  const mask = new BigInt64Array(rows * width)
  batch.forEach((text, row) => {
    ids.set(text.ids, row * width)
    mask.fill(1n, row * width, row * width + text.tokens)
  })
  const attentionMask = new Tensor('int64', mask, [rows, width])
  const output = await loaded.model({
    input_ids: new Tensor('int64', ids, [rows, width]),
    attention_mask: attentionMask,
    token_type_ids: new Tensor('int64', new BigInt64Array(rows * width), [rows, width]),
  })
  return mean_pooling(output.last_hidden_state as Tensor, attentionMask).normalize(2, -1).data as Float32Array
}

async function drain(): Promise<void> {
  draining = true
  try {
    while (queue.length > 0) {
      const picked = new Set(planBatch(queue, { maxTexts: config.maxBatchTexts, tokenBudget: config.tokenBudget }))
      const batch = queue.filter((_, i) => picked.has(i))
      const rest = queue.filter((_, i) => !picked.has(i))
      queue.length = 0
      queue.push(...rest)
      try {
        const vectors = await infer(batch)
        batch.forEach((text, row) => {
          const job = jobs.get(text.jobId)
          if (!job) return
          job.vectors.set(vectors.subarray(row * dimensions, (row + 1) * dimensions), text.index * dimensions)
          if (--job.remaining === 0) finish(text.jobId, job)
        })
      } catch (error) {
        fail(new Set(batch.map((t) => t.jobId)), error)
      }
      // Let the requests that arrived during this batch in before planning the next one.
      await sleep(0)
    }
  } finally {
    draining = false
  }
}

function finish(jobId: number, job: Job): void {
  jobs.delete(jobId)
  send({ type: 'result', id: jobId, vectors: job.vectors }, [job.vectors.buffer as ArrayBuffer])
}

function fail(jobIds: Set<number>, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error)
  for (const id of jobIds) {
    jobs.delete(id)
    send({ type: 'error', id, message })
  }
  const kept = queue.filter((t) => !jobIds.has(t.jobId))
  queue.length = 0
  queue.push(...kept)
}

function accept(message: ToWorker): void {
  const { id, texts } = message
  if (texts.length === 0) return finish(id, { remaining: 0, vectors: new Float32Array(0) })
  jobs.set(id, { remaining: texts.length, vectors: new Float32Array(texts.length * dimensions) })
  try {
    texts.forEach((text, index) => {
      const ids = tokenize(text)
      queue.push({ seq: seq++, jobId: id, index, ids, tokens: ids.length })
    })
  } catch (error) {
    return fail(new Set([id]), error)
  }
  if (!draining) void drain()
}

async function start(): Promise<void> {
  if (config.loadDelayMs > 0) await sleep(config.loadDelayMs)
  loaded = await loadModel(config)
  padId = BigInt(loaded.tokenizer.pad_token_id ?? 0)
  // One warm-up pass: learns the output width and pays onnxruntime's first-run cost before traffic.
  const warmUp = tokenize('warm up')
  const probe = await infer([{ seq: -1, jobId: -1, index: 0, ids: warmUp, tokens: warmUp.length }])
  dimensions = probe.length
  port.on('message', accept)
  send({ type: 'ready', model: loaded.name, dimensions })
}

start().catch((error: unknown) => send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }))
