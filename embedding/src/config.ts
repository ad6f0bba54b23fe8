import os from 'node:os'
import path from 'node:path'

export type ModelDtype = 'q8' | 'fp32'

/** The embedding server's settings, all from the environment (README.md "Configuration"). */
export interface ServerConfig {
  readonly host: string
  readonly port: number
  /** Hub id, also looked up under modelsDir first (Xenova/all-MiniLM-L6-v2 by default). */
  readonly model: string
  /** A local model directory: when set, loading is fully offline and `model` is ignored. */
  readonly modelPath: string | undefined
  /** Where hub models are looked for locally and cached after a download. */
  readonly modelsDir: string
  readonly allowRemote: boolean
  readonly dtype: ModelDtype
  readonly threads: number
  /** Texts are truncated to this many tokens, [CLS] and [SEP] included (sentence-transformers: 256). */
  readonly maxTokens: number
  readonly maxBatchTexts: number
  /** A batch costs rows x longest text: its padded token count stays under this. */
  readonly tokenBudget: number
  /** Texts accepted but not embedded yet; beyond it a request gets 429. */
  readonly queueLimit: number
  readonly maxTextsPerRequest: number
  readonly maxTextChars: number
  /** Waits this long before loading the model: lets tests and drills see the loading state. */
  readonly loadDelayMs: number
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got ${JSON.stringify(raw)})`)
  }
  return value
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const dtype = env.EMBEDDING_DTYPE ?? 'q8'
  if (dtype !== 'q8' && dtype !== 'fp32') throw new ConfigError(`EMBEDDING_DTYPE must be q8 or fp32 (got ${JSON.stringify(dtype)})`)
  const modelPath = env.EMBEDDING_MODEL_PATH ? path.resolve(env.EMBEDDING_MODEL_PATH) : undefined
  const allowRemote = (env.EMBEDDING_ALLOW_REMOTE ?? 'true') !== 'false' && modelPath === undefined
  const maxTokens = int(env, 'EMBEDDING_MAX_TOKENS', 256, 8, 512)
  return Object.freeze({
    host: env.EMBEDDING_HOST || '127.0.0.1',
    port: int(env, 'EMBEDDING_PORT', 8001, 0, 65535),
    model: env.EMBEDDING_MODEL || 'Xenova/all-MiniLM-L6-v2',
    modelPath,
    modelsDir: path.resolve(env.EMBEDDING_MODELS_DIR || path.join(import.meta.dirname, '..', 'models')),
    allowRemote,
    dtype,
    threads: int(env, 'EMBEDDING_THREADS', os.availableParallelism(), 1, 64),
    maxTokens,
    maxBatchTexts: int(env, 'EMBEDDING_MAX_BATCH_TEXTS', 32, 1, 256),
    tokenBudget: int(env, 'EMBEDDING_TOKEN_BUDGET', 2048, maxTokens, 1 << 20),
    queueLimit: int(env, 'EMBEDDING_QUEUE_LIMIT', 2048, 1, 1 << 20),
    maxTextsPerRequest: 256,
    maxTextChars: 10_000,
    loadDelayMs: int(env, 'EMBEDDING_LOAD_DELAY_MS', 0, 0, 600_000),
  })
}
