import type { ZodType } from 'zod'
import type { Llm, LlmCompletion, LlmRequest, LlmStreamEvent } from '../../application/ports/llm.js'
import type { Metrics } from '../../application/ports/metrics.js'

/** The Llm port, counted: requests by tier and outcome, tokens by tier (a decorator, so no adapter changes). */
export class MeteredLlm implements Llm {
  constructor(
    private readonly inner: Llm,
    private readonly metrics: Metrics,
  ) {}

  get configured(): boolean {
    return this.inner.configured
  }

  async complete(request: LlmRequest): Promise<LlmCompletion> {
    try {
      const completion = await this.inner.complete(request)
      this.metrics.llmRequest(request.tier, 'ok', completion.usage)
      return completion
    } catch (error) {
      this.metrics.llmRequest(request.tier, request.signal?.aborted ? 'aborted' : 'error')
      throw error
    }
  }

  async structured<T>(
    request: LlmRequest & { readonly schema: ZodType<T>; readonly schemaName: string },
  ): Promise<T> {
    try {
      const result = await this.inner.structured(request)
      this.metrics.llmRequest(request.tier, 'ok')
      return result
    } catch (error) {
      this.metrics.llmRequest(request.tier, request.signal?.aborted ? 'aborted' : 'error')
      throw error
    }
  }

  async *stream(request: LlmRequest): AsyncIterable<LlmStreamEvent> {
    let finished = false
    try {
      for await (const event of this.inner.stream(request)) {
        if (event.type === 'done') {
          finished = true
          this.metrics.llmRequest(request.tier, 'ok', event.usage)
        }
        yield event
      }
    } catch (error) {
      finished = true
      this.metrics.llmRequest(request.tier, request.signal?.aborted ? 'aborted' : 'error')
      throw error
    } finally {
      // The consumer stopped early (a client that left): the model call was abandoned.
      if (!finished) this.metrics.llmRequest(request.tier, 'aborted')
    }
  }
}
