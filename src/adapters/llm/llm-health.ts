import type { ComponentHealth, ComponentStatus } from '../../application/ports/component-health.js'
import type { Llm } from '../../application/ports/llm.js'

/**
 * /ready's view of the model provider: 'disabled' without LLM_API_KEY, else 'ok'. It never calls
 * the provider (a paid, rate-limited API is not a liveness probe); provider failures show up as
 * 503/504 on the AI routes instead.
 */
export class LlmHealth implements ComponentHealth {
  readonly #llm: Llm
  constructor({ llm }: { llm: Llm }) {
    this.#llm = llm
  }

  async check(): Promise<ComponentStatus> {
    return this.#llm.configured ? 'ok' : 'disabled'
  }
}
