import type OpenAI from 'openai'
import type { ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions'
import { UpstreamTimeoutError } from '../../domain/errors.js'
import type { LlmStreamEvent, LlmToolCall, LlmUsage } from '../../application/ports/llm.js'
import { chatCompletionChunks } from './chat-completion-chunks.js'
import { PROVIDER, toLlmError } from './llm-errors.js'
import { estimateTokens } from './openai-messages.js'

export interface StreamChatOptions {
  readonly body: Omit<ChatCompletionCreateParamsBase, 'stream' | 'stream_options'>
  readonly timeoutMs: number
  readonly maxRetries: number
  readonly idleTimeoutMs: number
  readonly signal: AbortSignal | undefined
  /** For a usage estimate when the server sends none. */
  readonly promptText: string
  /** Called once with the call's tokens, also when the stream was cut short (estimated then). */
  readonly onUsage: (usage: LlmUsage) => void
}

/**
 * One streamed chat completion as port events. The idle timer runs only while we wait for the
 * next chunk (not while the consumer is busy), and a consumer that stops early aborts the request.
 */
export async function* streamChat(
  client: OpenAI,
  options: StreamChatOptions,
): AsyncGenerator<LlmStreamEvent> {
  // Aborted by the idle timer (with UpstreamTimeoutError), or when the consumer stops early: either
  // way the request is dropped upstream.
  const own = new AbortController()
  const signal = options.signal ? AbortSignal.any([options.signal, own.signal]) : own.signal
  const fail = (error: unknown): unknown =>
    own.signal.aborted && !options.signal?.aborted ? own.signal.reason : toLlmError(error, options.signal)

  let response: Response
  try {
    // The raw response: its SSE body is read by chatCompletionChunks, not the SDK's Stream.
    response = await client.chat.completions
      .create(
        { ...options.body, stream: true, stream_options: { include_usage: true } },
        { timeout: options.timeoutMs, maxRetries: options.maxRetries, signal },
      )
      .asResponse()
  } catch (error) {
    throw fail(error)
  }

  const iterator = chatCompletionChunks(response.body ?? emptyBody())[Symbol.asyncIterator]()
  const calls = new Map<number, { id: string; name: string; args: string }>()
  let usage: LlmUsage | undefined
  let text = ''
  let finished = false
  let timer: NodeJS.Timeout | undefined
  try {
    for (;;) {
      timer = setTimeout(() => own.abort(new UpstreamTimeoutError(PROVIDER)), options.idleTimeoutMs)
      let next
      try {
        next = await iterator.next()
      } catch (error) {
        throw fail(error)
      } finally {
        clearTimeout(timer)
      }
      // An abort may end the body without an error: check the signal, not only `done`.
      if (signal.aborted) throw fail(undefined)
      if (next.done) break
      const chunk = next.value
      if (chunk.usage)
        usage = { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens }
      const delta = chunk.choices[0]?.delta
      for (const part of delta?.tool_calls ?? []) {
        const call = calls.get(part.index) ?? { id: '', name: '', args: '' }
        if (part.id) call.id = part.id
        if (part.function?.name) call.name += part.function.name
        if (part.function?.arguments) call.args += part.function.arguments
        calls.set(part.index, call)
      }
      if (delta?.content) {
        text += delta.content
        yield { type: 'text_delta', delta: delta.content }
      }
    }
    if (calls.size > 0) {
      const complete: LlmToolCall[] = [...calls.entries()]
        .sort(([a], [b]) => a - b)
        .map(([index, c]) => ({ id: c.id || `call_${index}`, name: c.name, argumentsJson: c.args || '{}' }))
      yield { type: 'tool_calls', calls: complete }
    }
    finished = true
    const total = usage ?? estimate()
    options.onUsage(total)
    yield { type: 'done', usage: total }
  } finally {
    if (!finished) {
      own.abort()
      void iterator.return(undefined).catch(() => undefined)
      // A cut-short stream still cost tokens: count what we saw.
      options.onUsage(usage ?? estimate())
    }
  }

  function estimate(): LlmUsage {
    return {
      inputTokens: estimateTokens(options.promptText),
      outputTokens: estimateTokens(text + [...calls.values()].map((c) => c.args).join('')),
    }
  }
}

/** A response without a body (a 204 from an odd server) streams no chunks. */
async function* emptyBody(): AsyncGenerator<Uint8Array> {}
