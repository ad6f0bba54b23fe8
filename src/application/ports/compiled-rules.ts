import type { RuleTest } from '../../domain/rules/rule-match.js'
import type { Rule } from '../../domain/rules/rule.js'

/**
 * Rules' compiled tests kept across batches and requests (docs/rules.md "Compiled once per
 * version"). A rule's test depends only on its conditions and `match`, which change only with its
 * `updatedAt`, so the test of a rule's version is compiled once and shared by every batch that
 * reads that version; an edited rule is compiled again. Bounded: a rule pushed out is compiled
 * again when next needed.
 */
export interface CompiledRules {
  testOf(rule: Rule): RuleTest
}
