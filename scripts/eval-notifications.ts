/**
 * Scores the notification rules engine on the project's own labelled set:
 *   node --import tsx scripts/eval-notifications.ts [--verbose]
 * Prints precision and recall of the rules path (a hit needs amount, currency, type and direction
 * right), how many non-transactions it rejected, and the accuracy of the other fields.
 */
import { evaluateRules, loadEvalSet } from '../test/support/extraction-eval.js'

const report = evaluateRules(loadEvalSet())
const pct = (x: number) => `${(x * 100).toFixed(1)}%`
console.log(
  `notifications: ${report.rows} (${report.transactions} transactions, ${report.nonTransactions} not)`,
)
console.log(`rules precision: ${pct(report.precision)}`)
console.log(`rules recall:    ${pct(report.recall)}`)
console.log(`non-transactions rejected by rules: ${pct(report.rejectedNonTransactions)}`)
console.log(
  `field accuracy on hits: merchant ${pct(report.fieldAccuracy.merchant)}, last4 ${pct(report.fieldAccuracy.accountLast4)}, balance ${pct(report.fieldAccuracy.balanceAfter)}`,
)
if (process.argv.includes('--verbose')) for (const miss of report.misses) console.log(`  ${miss}`)
