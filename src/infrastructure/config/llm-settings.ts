import type { OpenAiLlmSettings } from '../../adapters/llm/openai-llm.js'
import type { OutboundProxy } from '../../adapters/llm/undici-fetch.js'
import type { EnvReader } from './env-reader.js'
import { readOutboundProxy } from './outbound-proxy.js'

/**
 * The language models and the advisor's limits (docs/advisor.md, .env.example "language models"):
 * the model client's own settings, and the advisor's.
 */
export interface LlmSettings extends OpenAiLlmSettings {
  readonly requestsPerMinute: number
  readonly dailyTokenBudget: number
  /** The `: ping` comment interval of the advisor's event streams. */
  readonly streamPingIntervalMs: number
  readonly proxy: OutboundProxy | undefined
}

/** LLM_* and AI_*: the key is required in production only (development runs without a model). */
export function readLlmSettings(read: EnvReader, production: boolean): LlmSettings {
  const apiKey = production
    ? read.required('LLM_API_KEY', 'is required in production')
    : read.optional('LLM_API_KEY')
  return {
    apiKey: apiKey || undefined,
    baseUrl: read.url('LLM_BASE_URL', 'https://api.openai.com/v1') ?? 'https://api.openai.com/v1',
    fastModel: read.str('LLM_FAST_MODEL', 'gpt-4o-mini'),
    reasoningModel: read.str('LLM_REASONING_MODEL', 'gpt-4o'),
    fastTimeoutMs: read.int('LLM_FAST_TIMEOUT_MS', 20_000, { min: 100 }),
    reasoningTimeoutMs: read.int('LLM_REASONING_TIMEOUT_MS', 60_000, { min: 100 }),
    maxRetries: read.int('LLM_MAX_RETRIES', 2, { max: 5 }),
    streamIdleTimeoutMs: read.int('LLM_STREAM_IDLE_TIMEOUT_MS', 30_000, { min: 100 }),
    requestsPerMinute: read.int('AI_REQUESTS_PER_MINUTE', 20, { min: 1 }),
    dailyTokenBudget: read.int('AI_DAILY_TOKEN_BUDGET', 200_000, { min: 1 }),
    streamPingIntervalMs: read.int('AI_STREAM_PING_INTERVAL_MS', 15_000, { min: 50 }),
    proxy: readOutboundProxy(read),
  }
}
