import type { ZodType } from 'zod'
import { LlmNotConfiguredError, UpstreamUnavailableError } from '../../src/domain/errors.js'
import type { Llm, LlmCompletion, LlmRequest, LlmStreamEvent } from '../../src/application/ports/llm.js'

type StructuredRequest = LlmRequest & { readonly schemaName?: string }
/** A structured answer: a value, or a function of the request that makes one. */
type Answer = unknown

/**
 * The one Llm fake. Structured answers come from a script keyed by schema name, else from a
 * queue (`answer`), and are validated against the caller's schema as the real adapter does.
 * Streams play scripted turns, one per `stream()` call. Every request is recorded.
 * `configured: false` makes every call throw LlmNotConfiguredError; `failWith` every call fail.
 */
export class FakeLlm implements Llm {
  readonly configured: boolean
  readonly requests: StructuredRequest[] = []
  readonly #bySchema: Readonly<Record<string, Answer>>
  readonly #queue: Answer[] = []
  readonly #turns: LlmStreamEvent[][]
  #streams = 0
  #failure: Error | undefined

  constructor(
    options: {
      configured?: boolean
      bySchema?: Readonly<Record<string, Answer>>
      turns?: LlmStreamEvent[][]
    } = {},
  ) {
    this.configured = options.configured ?? true
    this.#bySchema = options.bySchema ?? {}
    this.#turns = options.turns ?? []
  }

  /** Queues the next structured answer (for schemas the script does not name). */
  answer(value: unknown): this {
    this.#queue.push(value)
    return this
  }

  failWith(error: Error): this {
    this.#failure = error
    return this
  }

  async structured<T>(
    request: LlmRequest & { readonly schema: ZodType<T>; readonly schemaName: string },
  ): Promise<T> {
    this.#record(request)
    let answer = this.#bySchema[request.schemaName]
    if (answer === undefined) {
      if (this.#queue.length === 0) throw new Error(`FakeLlm: no answer for ${request.schemaName}`)
      answer = this.#queue.shift()
    }
    const parsed = request.schema.safeParse(
      typeof answer === 'function' ? (answer as (r: LlmRequest) => unknown)(request) : answer,
    )
    // As the real adapter: an answer of the wrong shape is the provider's failure.
    if (!parsed.success)
      throw new UpstreamUnavailableError('llm', 'the model answer did not match the expected shape', {
        cause: parsed.error,
      })
    return parsed.data
  }

  /** Adds a scripted turn: what the next unscripted `stream()` call plays. */
  turn(...events: LlmStreamEvent[]): this {
    this.#turns.push(events)
    return this
  }

  async complete(request: LlmRequest): Promise<LlmCompletion> {
    this.#record(request)
    throw new Error('FakeLlm: complete() is not scripted')
  }

  async *stream(request: LlmRequest): AsyncIterable<LlmStreamEvent> {
    this.#record(request)
    const turn = this.#turns[this.#streams++] ?? []
    for (const event of turn) yield event
  }

  /** The user message of the n-th request, parsed (prompts that are JSON). */
  prompt(index: number): Record<string, unknown> {
    const message = this.requests[index]!.messages.find((m) => m.role === 'user')!
    return JSON.parse(message.content as string) as Record<string, unknown>
  }

  #record(request: StructuredRequest): void {
    this.requests.push(request)
    if (!this.configured) throw new LlmNotConfiguredError()
    if (this.#failure) throw this.#failure
  }
}
