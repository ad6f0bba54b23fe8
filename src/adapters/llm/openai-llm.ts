import OpenAI from 'openai'
import { zodResponseFormat } from 'openai/helpers/zod'
import type { ZodType } from 'zod'
import { LlmNotConfiguredError, UpstreamUnavailableError } from '../../domain/errors.js'
import type {
  Llm,
  LlmCompletion,
  LlmUsage,
  LlmRequest,
  LlmStreamEvent,
  LlmTier,
  LlmToolCall,
} from '../../application/ports/llm.js'
import { PROVIDER, toLlmError } from './llm-errors.js'
import { estimateTokens, messagesText, toChatMessages, toChatTools } from './openai-messages.js'
import { streamChat } from './openai-stream.js'
import { modelDispatcher, undiciFetch, type OutboundProxy } from './undici-fetch.js'

export type UsageListener = (userId: string, usage: LlmUsage) => void

export interface OpenAiLlmSettings {
  readonly apiKey: string | undefined
  readonly baseUrl: string
  readonly fastModel: string
  readonly reasoningModel: string
  readonly fastTimeoutMs: number
  readonly reasoningTimeoutMs: number
  readonly maxRetries: number
  readonly streamIdleTimeoutMs: number
  /** The proxy to reach the model through; undefined: directly. */
  readonly proxy?: OutboundProxy | undefined
}

/**
 * The Llm port over Chat Completions on any OpenAI-compatible server (LLM_BASE_URL). Per tier: a
 * model, a timeout to the response headers and the SDK's bounded retries (which only happen before
 * a stream starts); streams also get an idle timer because the SDK's timeout stops at the headers.
 */
export class OpenAiLlm implements Llm {
  readonly configured: boolean
  readonly #client: OpenAI | undefined
  readonly #settings: OpenAiLlmSettings
  readonly #onUsage: UsageListener

  /** `onUsage` hears every call's tokens that names a user (requests without userId are not counted). */
  constructor(settings: OpenAiLlmSettings, onUsage: UsageListener = () => {}) {
    this.#settings = settings
    this.#onUsage = onUsage
    this.configured = Boolean(settings.apiKey)
    this.#client = settings.apiKey
      ? new OpenAI({
          apiKey: settings.apiKey,
          baseURL: settings.baseUrl,
          maxRetries: settings.maxRetries,
          timeout: settings.reasoningTimeoutMs,
          // Its own keep-alive connections (through the environment's proxy where Node is asked to
          // use it), on undici's request() rather than the global fetch (undici-fetch.ts).
          fetch: undiciFetch(modelDispatcher(settings.proxy)),
        })
      : undefined
  }

  async complete(request: LlmRequest): Promise<LlmCompletion> {
    return this.#create(request, undefined)
  }

  async structured<T>(
    request: LlmRequest & { readonly schema: ZodType<T>; readonly schemaName: string },
  ): Promise<T> {
    const format = zodResponseFormat(request.schema, request.schemaName)
    const completion = await this.#create(request, format)
    // Parse and validate ourselves: compatible servers differ in how strictly they honour the schema.
    let value: unknown
    try {
      value = JSON.parse(stripFences(completion.text ?? ''))
    } catch (error) {
      throw new UpstreamUnavailableError(PROVIDER, 'the model answered with invalid JSON', { cause: error })
    }
    const parsed = request.schema.safeParse(value)
    if (!parsed.success)
      throw new UpstreamUnavailableError(PROVIDER, 'the model answer did not match the expected shape', {
        cause: parsed.error,
      })
    return parsed.data
  }

  stream(request: LlmRequest): AsyncIterable<LlmStreamEvent> {
    // Like every failure of a stream, "not configured" surfaces on iteration.
    if (!this.#client) return notConfigured()
    return streamChat(this.#client, {
      body: {
        model: this.#model(request.tier),
        messages: toChatMessages(request.messages),
        ...common(request),
      },
      timeoutMs: this.#timeout(request.tier),
      maxRetries: this.#settings.maxRetries,
      idleTimeoutMs: this.#settings.streamIdleTimeoutMs,
      signal: request.signal,
      promptText: messagesText(request.messages),
      onUsage: (usage) => this.#record(request, usage),
    })
  }

  async #create(
    request: LlmRequest,
    responseFormat: ReturnType<typeof zodResponseFormat> | undefined,
  ): Promise<LlmCompletion> {
    const client = this.#requireClient()
    try {
      const completion = await client.chat.completions.create(
        {
          model: this.#model(request.tier),
          messages: toChatMessages(request.messages),
          ...common(request),
          ...(responseFormat ? { response_format: responseFormat } : {}),
        },
        {
          timeout: this.#timeout(request.tier),
          maxRetries: this.#settings.maxRetries,
          signal: this.#deadline(request),
        },
      )
      const message = completion.choices[0]?.message
      const toolCalls: LlmToolCall[] = (message?.tool_calls ?? []).flatMap((c) =>
        c.type === 'function'
          ? [{ id: c.id, name: c.function.name, argumentsJson: c.function.arguments }]
          : [],
      )
      const text = message?.content ?? null
      const usage: LlmUsage = {
        inputTokens: completion.usage?.prompt_tokens ?? estimateTokens(messagesText(request.messages)),
        outputTokens: completion.usage?.completion_tokens ?? estimateTokens(text ?? ''),
      }
      this.#record(request, usage)
      return { text, toolCalls, usage }
    } catch (error) {
      throw toLlmError(error, request.signal)
    }
  }

  /**
   * The SDK's timeout covers each attempt up to the headers; this bounds the whole call (attempts,
   * back-off and a body that stalls), and ends as UpstreamTimeoutError.
   */
  #deadline(request: LlmRequest): AbortSignal {
    const total = AbortSignal.timeout(this.#timeout(request.tier) * (this.#settings.maxRetries + 1) + 5_000)
    return request.signal ? AbortSignal.any([request.signal, total]) : total
  }

  #record(request: LlmRequest, usage: LlmUsage): void {
    if (request.userId) this.#onUsage(request.userId, usage)
  }

  #requireClient(): OpenAI {
    if (!this.#client) throw new LlmNotConfiguredError()
    return this.#client
  }

  #model(tier: LlmTier): string {
    return tier === 'fast' ? this.#settings.fastModel : this.#settings.reasoningModel
  }

  #timeout(tier: LlmTier): number {
    return tier === 'fast' ? this.#settings.fastTimeoutMs : this.#settings.reasoningTimeoutMs
  }
}

function common(request: LlmRequest) {
  const tools = toChatTools(request.tools)
  return {
    ...(tools ? { tools } : {}),
    ...(request.maxOutputTokens !== undefined ? { max_tokens: request.maxOutputTokens } : {}),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
  }
}

// eslint-disable-next-line require-yield
async function* notConfigured(): AsyncGenerator<LlmStreamEvent> {
  throw new LlmNotConfiguredError()
}

/** Some models wrap JSON in ```json fences even when asked for a JSON object. */
function stripFences(text: string): string {
  const match = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text)
  return match?.[1] ?? text
}
