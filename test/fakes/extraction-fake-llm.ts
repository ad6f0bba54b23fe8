import type { ZodType } from 'zod'
import { LlmNotConfiguredError } from '../../src/domain/errors.js'
import type { Llm, LlmCompletion, LlmRequest, LlmStreamEvent } from '../../src/application/ports/llm.js'

/**
 * An Llm for extraction use-case tests: structured answers come from a queue (validated against
 * the caller's schema, as the real adapter does), every request is recorded.
 */
export class ExtractionFakeLlm implements Llm {
  readonly requests: (LlmRequest & { schemaName?: string })[] = []
  readonly #answers: unknown[] = []
  #failure: Error | undefined

  constructor(readonly configured = true) {}

  answer(value: unknown): this {
    this.#answers.push(value)
    return this
  }

  failWith(error: Error): this {
    this.#failure = error
    return this
  }

  async structured<T>(
    request: LlmRequest & { readonly schema: ZodType<T>; readonly schemaName: string },
  ): Promise<T> {
    this.requests.push(request)
    if (!this.configured) throw new LlmNotConfiguredError()
    if (this.#failure) throw this.#failure
    if (this.#answers.length === 0) throw new Error('ExtractionFakeLlm: no answer queued')
    return request.schema.parse(this.#answers.shift())
  }

  async complete(): Promise<LlmCompletion> {
    throw new Error('ExtractionFakeLlm: complete() is not used by extraction')
  }

  stream(): AsyncIterable<LlmStreamEvent> {
    throw new Error('ExtractionFakeLlm: stream() is not used by extraction')
  }
}
