import type { ZodType } from 'zod'
import { DomainError } from '../../../domain/errors.js'
import type { LlmToolCall, LlmToolSpec } from '../../ports/llm.js'
import { ADVISOR_TOOLS, type ToolName } from './tools/registry.js'
import {
  fail,
  ToolArgumentError,
  type AdvisorTool,
  type ToolboxDeps,
  type ToolOutcome,
} from './tools/tool.js'

export type { ToolboxDeps, ToolOutcome } from './tools/tool.js'

/**
 * The advisor's read-only tools (tools/registry.ts), bound to ONE user: the user id comes from the
 * authenticated request, never from the model's arguments, so no tool can read another user's data.
 */
export class AdvisorToolbox {
  readonly #deps: ToolboxDeps
  readonly #userId: string

  constructor(deps: ToolboxDeps, userId: string) {
    this.#deps = deps
    this.#userId = userId
  }

  specs(names: readonly ToolName[]): LlmToolSpec[] {
    return names.map((name) => {
      const tool = ADVISOR_TOOLS[name]
      return { name: tool.name, description: tool.description, parameters: tool.parameters }
    })
  }

  /** Never throws for bad arguments or unavailable data: the model gets an `error` and can adapt. */
  async run(
    call: LlmToolCall,
    allowed: readonly ToolName[],
    signal: AbortSignal | undefined,
  ): Promise<ToolOutcome> {
    signal?.throwIfAborted()
    if (!(allowed as readonly string[]).includes(call.name)) return fail(`unknown tool ${call.name}`)
    let raw: unknown
    try {
      raw = JSON.parse(call.argumentsJson || '{}')
    } catch {
      return fail('the arguments are not valid JSON')
    }
    // Each tool checks its own arguments; seen from here, a tool takes whatever its schema accepts.
    const tool: AdvisorTool<unknown> = ADVISOR_TOOLS[call.name as ToolName]
    try {
      const outcome = await tool.run(parse(tool.args, raw), { userId: this.#userId, deps: this.#deps })
      signal?.throwIfAborted()
      return outcome
    } catch (error) {
      if (error instanceof DomainError) return fail(error.message)
      throw error
    }
  }
}

function parse<T>(schema: ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw)
  if (!result.success)
    throw new ToolArgumentError(
      `invalid arguments: ${result.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`,
    )
  return result.data
}
