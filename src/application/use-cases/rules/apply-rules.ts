import type { Category } from '../../../domain/categories/category.js'
import { appendedNotes } from '../../../domain/rules/rule-actions.js'
import type { Rule } from '../../../domain/rules/rule.js'
import type { RuleChange, RuleTarget, RuleTargetCursor } from '../../ports/rule-target-store.js'
import { ruleSuggestion } from './rule-step.js'
import { RuleWorkPace, pacedRuleSet } from './rule-work-pace.js'
import type { ManageRules } from './manage-rules.js'
import type { RulesDeps } from './rules-deps.js'

/** How many changes preview and apply list; `count` tells the whole number. */
export const RULE_CHANGES_LISTED = 100
/** Transactions read and written per round trip. */
const PAGE = 1_000

/** One transaction a rule changes (or would): what it is now and what the rule makes of it. */
export interface RuleOutcome {
  readonly target: RuleTarget
  readonly change: RuleChange
}

export interface RuleChanges {
  /** Every transaction changed (or that would be). */
  readonly count: number
  /** The first RULE_CHANGES_LISTED of them, newest first. */
  readonly listed: readonly RuleOutcome[]
  /**
   * Where the run stopped when it spent its time budget (the last transaction it went through),
   * to resume after; null when it went through every transaction.
   */
  readonly next: RuleTargetCursor | null
}

type Deps = Pick<
  RulesDeps,
  'rules' | 'categories' | 'ruleTargets' | 'clock' | 'compiledRules' | 'ruleWorkBudget'
>

/** The change a rule makes to a target, or undefined when it would leave it as it is. */
function changeOf(rule: Rule, target: RuleTarget, categories: readonly Category[]): RuleChange | undefined {
  const suggestion = ruleSuggestion(rule, categories)
  const category = suggestion.category
  const renamed = suggestion.merchant
  const merchant = renamed !== undefined && renamed !== target.merchant ? renamed : null
  const notes = appendedNotes(target.notes, suggestion.notesAppend) ?? null
  if (category === null && merchant === null && notes === null) return undefined
  return { id: target.id, ruleId: rule.id, category, merchant, notes, notesBefore: target.notes }
}

/**
 * Rules run over the user's saved, uncategorised transactions (docs/rules.md "Preview and apply"):
 * `preview` shows what one rule would change, `apply` runs every enabled rule (the highest
 * priority that matches decides each transaction) and, unless a dry run, writes the changes with
 * source `rule` and confidence 1 and adds the rules' hits. Categories set by the user or by the
 * automatic steps are not re-evaluated. Applying twice changes nothing the second time.
 *
 * Matching runs in slices that give the event loop a turn, and a run stops once it spent the
 * request's budget (RuleWorkBudget): it writes what it matched so far and answers `next`, where
 * a further call resumes (`from`). Every call goes through at least one transaction.
 */
export class ApplyRules {
  readonly #deps: Deps
  readonly #manage: ManageRules
  constructor(deps: Deps & { manageRules: ManageRules }) {
    this.#deps = deps
    this.#manage = deps.manageRules
  }

  /** What one rule (enabled or not) would change; writes nothing. */
  async preview(userId: string, ruleId: string, from: RuleTargetCursor | null = null): Promise<RuleChanges> {
    const rule = await this.#manage.get(userId, ruleId)
    return this.#run(userId, [{ ...rule, enabled: true }], false, from)
  }

  async apply(userId: string, dryRun: boolean, from: RuleTargetCursor | null = null): Promise<RuleChanges> {
    return this.#run(userId, await this.#deps.rules.listEnabled(userId), !dryRun, from)
  }

  async #run(
    userId: string,
    rules: readonly Rule[],
    write: boolean,
    from: RuleTargetCursor | null,
  ): Promise<RuleChanges> {
    const { compiledRules, ruleWorkBudget } = this.#deps
    const pace = new RuleWorkPace(ruleWorkBudget)
    const set = await pacedRuleSet(rules, compiledRules, pace)
    if (set.size === 0) return { count: 0, listed: [], next: null }
    const categories = await this.#deps.categories.list(userId)
    const listed: RuleOutcome[] = []
    const hits = new Map<string, number>()
    let count = 0
    let page: RuleTarget[]
    let after: RuleTargetCursor | null = from
    let stopped = false
    do {
      page = await this.#deps.ruleTargets.uncategorized(userId, after, PAGE)
      const outcomes: RuleOutcome[] = []
      for (const target of page) {
        // Stop before a transaction, never inside one; `after` is the last one gone through.
        if (after !== from && pace.spent) {
          stopped = true
          break
        }
        const rule = await set.firstPaced(target, pace.pace)
        const change = rule && changeOf(rule, target, categories)
        if (change) outcomes.push({ target, change })
        after = { occurredAt: target.occurredAt, id: target.id }
      }
      const done = write ? await this.#write(userId, outcomes) : outcomes
      for (const outcome of done) hits.set(outcome.change.ruleId, (hits.get(outcome.change.ruleId) ?? 0) + 1)
      count += done.length
      listed.push(...done.slice(0, RULE_CHANGES_LISTED - listed.length))
    } while (!stopped && page.length === PAGE)
    if (write) await this.#deps.rules.recordHits(userId, hits)
    return { count, listed, next: stopped ? after : null }
  }

  /** The outcomes the store wrote (one the user categorised meanwhile is left out). */
  async #write(userId: string, outcomes: readonly RuleOutcome[]): Promise<RuleOutcome[]> {
    const written = new Set(
      await this.#deps.ruleTargets.write(
        userId,
        outcomes.map((o) => o.change),
        this.#deps.clock.now(),
      ),
    )
    return outcomes.filter((o) => written.has(o.target.id))
  }
}
