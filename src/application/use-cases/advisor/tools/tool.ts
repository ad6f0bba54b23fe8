import type { ZodType } from 'zod'
import { DomainError } from '../../../../domain/errors.js'
import type { Clock } from '../../../ports/clock.js'
import type {
  AccountRepository,
  HoldingRepository,
  TransactionRepository,
} from '../../../ports/ledger-repositories.js'
import type { AdvisorOptionalDeps, AdvisorSource } from '../advisor-deps.js'

/** What the tools read: the user's own ledger, the clock, and other areas' optional lookups. */
export interface ToolboxDeps {
  readonly transactions: TransactionRepository
  readonly accounts: AccountRepository
  readonly holdings: HoldingRepository
  readonly clock: Clock
  readonly optional: AdvisorOptionalDeps
}

/** A tool call's context: the user comes from the authenticated request, never from the model. */
export interface ToolContext {
  readonly userId: string
  readonly deps: ToolboxDeps
}

export interface ToolOutcome {
  /** Compact JSON for the model. */
  readonly content: string
  readonly sources: readonly AdvisorSource[]
}

/**
 * One read-only advisor tool: what the model is told (name, description, JSON Schema of the
 * arguments), the zod schema its arguments are checked against, and what it does.
 */
export interface AdvisorTool<Args> {
  readonly name: string
  readonly description: string
  /** The JSON Schema the model sees (hand-written: short descriptions matter more than completeness). */
  readonly parameters: Readonly<Record<string, unknown>>
  readonly args: ZodType<Args>
  /** May throw a DomainError: the toolbox gives its message to the model as an `error`. */
  run(args: Args, context: ToolContext): Promise<ToolOutcome>
}

/** Bad arguments from the model: a message for the model, never an HTTP error. */
export class ToolArgumentError extends DomainError {
  readonly code = 'validation_failed'
}

/** Tool results longer than this are cut: the model needs the gist, and prompt tokens cost money. */
const MAX_RESULT_CHARS = 6_000

export function ok(value: unknown, sources: readonly AdvisorSource[]): ToolOutcome {
  let content = JSON.stringify(value)
  if (content.length > MAX_RESULT_CHARS) content = `${content.slice(0, MAX_RESULT_CHARS)}…(truncated)`
  return { content, sources }
}

export function fail(message: string): ToolOutcome {
  return { content: JSON.stringify({ error: message }), sources: [] }
}
