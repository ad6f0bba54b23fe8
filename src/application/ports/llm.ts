import type { ZodType } from 'zod'

/** Tiers name a cost/quality trade-off (docs/api.md "Model tiers"), not a vendor model; adapters map tier -> model. */
export type LlmTier = 'fast' | 'reasoning'

export type LlmContentPart =
  | { readonly type: 'text'; readonly text: string }
  /** An inline image; never a URL (the service fetches no URLs for the model). */
  | { readonly type: 'image'; readonly mimeType: string; readonly dataBase64: string }

export interface LlmToolCall {
  readonly id: string
  readonly name: string
  /** The raw JSON text of the arguments, as the model produced it (may be invalid). */
  readonly argumentsJson: string
}

export type LlmMessage =
  | { readonly role: 'system'; readonly content: string }
  | { readonly role: 'user'; readonly content: string | readonly LlmContentPart[] }
  | {
      readonly role: 'assistant'
      readonly content: string | null
      readonly toolCalls?: readonly LlmToolCall[]
    }
  | { readonly role: 'tool'; readonly toolCallId: string; readonly content: string }

/** A tool the model may call: `parameters` is a JSON Schema object. */
export interface LlmToolSpec {
  readonly name: string
  readonly description: string
  readonly parameters: Readonly<Record<string, unknown>>
}

export interface LlmUsage {
  readonly inputTokens: number
  readonly outputTokens: number
}

export interface LlmRequest {
  readonly tier: LlmTier
  readonly messages: readonly LlmMessage[]
  readonly tools?: readonly LlmToolSpec[]
  /** Whose budget the tokens count against (usage is recorded per user). */
  readonly userId?: string
  readonly maxOutputTokens?: number
  readonly temperature?: number
  /** Aborting it cancels the upstream call. */
  readonly signal?: AbortSignal
}

export interface LlmCompletion {
  readonly text: string | null
  readonly toolCalls: readonly LlmToolCall[]
  readonly usage: LlmUsage
}

export type LlmStreamEvent =
  | { readonly type: 'text_delta'; readonly delta: string }
  | { readonly type: 'tool_calls'; readonly calls: readonly LlmToolCall[] }
  | { readonly type: 'done'; readonly usage: LlmUsage }

/**
 * The language models, by tier. Failures surface as core errors only: LlmNotConfiguredError when
 * no provider is configured, UpstreamUnavailableError (429/5xx/network; retryAfterSeconds when the
 * provider asked to wait), UpstreamTimeoutError (no answer in the tier's time, or a stalled stream).
 */
export interface Llm {
  /** False when no provider is configured: every call then throws LlmNotConfiguredError. */
  readonly configured: boolean
  complete(request: LlmRequest): Promise<LlmCompletion>
  /** A structured answer validated against `schema` (fields optional in meaning must be nullable). */
  structured<T>(
    request: LlmRequest & { readonly schema: ZodType<T>; readonly schemaName: string },
  ): Promise<T>
  /** Streams text deltas; ends with one 'done'. Tool calls arrive whole, once the model finished them. */
  stream(request: LlmRequest): AsyncIterable<LlmStreamEvent>
}
