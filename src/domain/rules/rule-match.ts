import { decimal, type Decimal } from '../money.js'
import { compileAnyPattern, compilePattern } from './rule-pattern.js'
import type { Rule, RuleCondition } from './rule.js'

/** What a rule reads of a transaction, saved or about to be. */
export interface RuleSubject {
  readonly merchant: string | null
  readonly description: string | null
  /** A decimal string, always > 0 (the direction is `type`). */
  readonly amount: string
  readonly type: string
  readonly currency: string
  readonly accountId: string | null
}

/** A subject read once for every rule of a batch: the amount parsed, the text lowered. */
interface Prepared {
  readonly raw: RuleSubject
  readonly merchant: string | null
  readonly description: string | null
  readonly amount: Decimal
  readonly type: string
  readonly currency: string
  readonly accountId: string | null
}

type Test = (subject: Prepared) => boolean

/**
 * What a rule's conditions and `match` make of a subject, compiled: it depends on nothing else of
 * the rule (not its priority, actions, enabled flag or hits), so one compiled test serves every
 * batch until the rule is edited (docs/rules.md "Compiled once per version").
 */
export type RuleTest = Test

/** A rule made ready to test many transactions: patterns compiled, amounts parsed, text lowered, once. */
export interface CompiledRule {
  readonly rule: Rule
  readonly test: Test
}

const lower = (text: string) => text.toLowerCase()
const never: Test = () => false

function prepare(subject: RuleSubject): Prepared {
  const text = (t: string | null) => (t === null ? null : lower(t).trim())
  return {
    raw: subject,
    merchant: text(subject.merchant),
    description: text(subject.description),
    amount: decimal(subject.amount),
    type: lower(subject.type),
    currency: lower(subject.currency),
    accountId: subject.accountId === null ? null : lower(subject.accountId),
  }
}

function textTest(field: 'merchant' | 'description', op: RuleCondition['op'], value: string): Test {
  if (op === 'matches') {
    const pattern = compilePattern(value)
    if (typeof pattern === 'string') return never
    return (s) => {
      const text = s.raw[field]
      return text !== null && pattern(text)
    }
  }
  const wanted = lower(value).trim()
  const compare: ((text: string) => boolean) | undefined = {
    is: (t: string) => t === wanted,
    contains: (t: string) => t.includes(wanted),
    starts_with: (t: string) => t.startsWith(wanted),
    ends_with: (t: string) => t.endsWith(wanted),
  }[op as 'is']
  if (!compare) return never
  return (s) => {
    const text = s[field]
    return text !== null && compare(text)
  }
}

function amountTest(op: RuleCondition['op'], value: RuleCondition['value']): Test {
  if (op === 'between' && typeof value !== 'string') {
    const [low, high] = [decimal(value[0]), decimal(value[1])]
    return (s) => s.amount.gte(low) && s.amount.lte(high)
  }
  if (typeof value !== 'string') return never
  const bound = decimal(value)
  if (op === 'gt') return (s) => s.amount.gt(bound)
  if (op === 'lt') return (s) => s.amount.lt(bound)
  if (op === 'is') return (s) => s.amount.eq(bound)
  return never
}

function exactTest(field: 'account_id' | 'type' | 'currency', value: string): Test {
  const wanted = lower(value.trim())
  const read = (s: Prepared) =>
    field === 'account_id' ? s.accountId : field === 'type' ? s.type : s.currency
  return (s) => read(s) === wanted
}

/**
 * One condition as a test (docs/rules.md "Conditions"). Text comparisons ignore case and the
 * text's surrounding spaces; a missing merchant or description matches nothing; amounts compare as
 * exact decimals. A condition validation would refuse (rule-validation.ts) matches nothing.
 */
export function conditionTest(condition: RuleCondition): Test {
  const { field, op, value } = condition
  if (field === 'amount') return amountTest(op, value)
  if (typeof value !== 'string') return never
  if (field === 'merchant' || field === 'description') return textTest(field, op, value)
  return op === 'is' ? exactTest(field, value) : never
}

/**
 * An `any` rule's tests: its `matches` conditions on one field run as one alternation
 * (compileAnyPattern), the others one by one. The same answers as a test per condition.
 */
function anyTests(conditions: readonly RuleCondition[]): Test[] {
  const patterns = { merchant: [] as string[], description: [] as string[] }
  const tests: Test[] = []
  for (const condition of conditions) {
    const { field, op, value } = condition
    if (op === 'matches' && (field === 'merchant' || field === 'description') && typeof value === 'string')
      patterns[field].push(value)
    else tests.push(conditionTest(condition))
  }
  for (const field of ['merchant', 'description'] as const) {
    if (patterns[field].length === 0) continue
    const pattern = compileAnyPattern(patterns[field])
    tests.push((s) => {
      const text = s.raw[field]
      return text !== null && pattern(text)
    })
  }
  return tests
}

/** Compiles a rule's conditions once; the test is then cheap enough for thousands of transactions. */
export function compileRuleTest(rule: Pick<Rule, 'conditions' | 'match'>): RuleTest {
  if (rule.conditions.length === 0) return never
  if (rule.match === 'any') {
    const tests = anyTests(rule.conditions)
    return (s) => tests.some((t) => t(s))
  }
  const tests = rule.conditions.map(conditionTest)
  return (s) => tests.every((t) => t(s))
}

/** Compiles a rule once; `test` is then cheap enough for thousands of transactions. */
export function compileRule(rule: Rule): CompiledRule {
  return { rule, test: compileRuleTest(rule) }
}

/** True when the rule's conditions hold for the subject (`all` of them, or `any`). */
export function matches(rule: Rule, subject: RuleSubject): boolean {
  return compileRule(rule).test(prepare(subject))
}

/** The order rules run in: highest priority first, then the oldest. */
export function byRulePriority(a: Rule, b: Rule): number {
  return b.priority - a.priority || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)
}

/**
 * A user's rules made ready for a batch, in priority order. `first` answers the rule that decides
 * a subject (the highest-priority enabled rule that matches), or undefined. `testOf` gives each
 * rule's compiled test: by default compiled here, once per set; a caller that keeps compiled
 * tests across batches (a cache keyed by the rule's version) passes its own.
 */
export class RuleSet {
  readonly #compiled: readonly CompiledRule[]
  constructor(rules: readonly Rule[], testOf: (rule: Rule) => RuleTest = compileRuleTest) {
    this.#compiled = rules
      .filter((r) => r.enabled)
      .sort(byRulePriority)
      .map((rule) => ({ rule, test: testOf(rule) }))
  }

  get size(): number {
    return this.#compiled.length
  }

  first(subject: RuleSubject): Rule | undefined {
    if (this.#compiled.length === 0) return undefined
    const prepared = prepare(subject)
    return this.#compiled.find((c) => c.test(prepared))?.rule
  }

  /**
   * `first`, awaiting `between` after each rule that does not match: with hundreds of rules of
   * patterns (a pattern's first runs cost more while its automaton is built), one subject's
   * search can take long enough that a caller wants to give other work a turn within it.
   */
  async firstPaced(subject: RuleSubject, between: () => Promise<void>): Promise<Rule | undefined> {
    if (this.#compiled.length === 0) return undefined
    const prepared = prepare(subject)
    for (const compiled of this.#compiled) {
      if (compiled.test(prepared)) return compiled.rule
      await between()
    }
    return undefined
  }
}
