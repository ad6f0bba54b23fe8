import { RuleSet } from '../../../domain/rules/rule-match.js'
import type { Rule } from '../../../domain/rules/rule.js'
import type { CompiledRules } from '../../ports/compiled-rules.js'

/**
 * How bulk rule work shares the process with everything else (docs/rules.md "Time budget"):
 * matching runs in slices with a turn of the event loop between them, so requests and /health are
 * served meanwhile, and one request stops after its budget.
 */
export interface RuleWorkBudget {
  /** The longest stretch of matching before other work gets a turn, in ms. */
  readonly sliceMs: number
  /** The longest one request (apply, preview) spends matching, in ms; then it answers where it stopped. */
  readonly requestMs: number
}

export const DEFAULT_RULE_WORK_BUDGET: RuleWorkBudget = { sliceMs: 20, requestMs: 2_000 }

/** Resolves on a later turn of the event loop, after the I/O and timers waiting now. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/**
 * One run's pace. `performance.now()` (a monotonic timer, not the calendar: the Clock port is for
 * what the business sees) measures the slices and the budget.
 */
export class RuleWorkPace {
  readonly #budget: RuleWorkBudget
  readonly #start: number
  #sliceStart: number

  constructor(budget: RuleWorkBudget) {
    this.#budget = budget
    this.#start = this.#sliceStart = performance.now()
  }

  /** Gives the event loop a turn once the current slice has run its time (an arrow: passed as is). */
  readonly pace = async (): Promise<void> => {
    if (performance.now() - this.#sliceStart < this.#budget.sliceMs) return
    await yieldToEventLoop()
    this.#sliceStart = performance.now()
  }

  /** True once the run has spent its request budget. */
  get spent(): boolean {
    return performance.now() - this.#start >= this.#budget.requestMs
  }
}

/**
 * The rules as a RuleSet whose tests come from `compiled`; the rules not compiled yet are compiled
 * first, one at a time with `pace` between them (compiling 500 rules of 20 patterns takes seconds).
 */
export async function pacedRuleSet(
  rules: readonly Rule[],
  compiled: CompiledRules,
  pace: RuleWorkPace,
): Promise<RuleSet> {
  for (const rule of rules) {
    if (!rule.enabled) continue
    compiled.testOf(rule)
    await pace.pace()
  }
  return new RuleSet(rules, (rule) => compiled.testOf(rule))
}
