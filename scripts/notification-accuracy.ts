/**
 * Scores the offline rules path on the project's own labelled set, test/fixtures/notifications/
 * (no model involved):
 *   npm run accuracy:notifications [-- --verbose]
 * Prints, per locale and in total, precision and recall (a hit is a transaction read with the
 * right amount and currency), the rejection of non-transactions, and the accuracy of each field on
 * the hits. The targets the test test/domain/notification-accuracy.test.ts holds are in the header.
 */
import {
  HOLDOUT_DIR,
  fieldAccuracyOf,
  labelledFilesIn,
  loadLabelledFile,
  loadLabelledSet,
  precisionOf,
  ratio,
  recallOf,
  scoreNotifications,
  type Score,
} from '../test/support/notification-accuracy.js'

const rows = loadLabelledSet()
const report = scoreNotifications(rows)
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7)
const line = (name: string, s: Score) =>
  [
    name.padEnd(8),
    String(s.rows).padStart(4),
    String(s.transactions).padStart(4),
    String(s.rows - s.transactions).padStart(4),
    pct(precisionOf(s)),
    pct(recallOf(s)),
    pct(ratio(s.rejected, s.rows - s.transactions)),
    pct(fieldAccuracyOf(s, 'type')),
    pct(fieldAccuracyOf(s, 'merchant')),
    pct(fieldAccuracyOf(s, 'last4')),
    pct(fieldAccuracyOf(s, 'balance')),
    pct(fieldAccuracyOf(s, 'channel')),
    pct(fieldAccuracyOf(s, 'reference')),
    pct(fieldAccuracyOf(s, 'intent')),
  ].join(' ')

console.log(
  'targets: precision >= 99%, recall >= 95%, amount exact >= 99%, type >= 97%, merchant >= 90%, intent >= 95%',
)
console.log('locale   rows   tx  not   prec  recall  reject   type  merch  last4    bal   chan    ref intent')
for (const [locale, score] of [...report.byLocale].sort(([a], [b]) => a.localeCompare(b)))
  console.log(line(locale, score))
console.log(line('ALL', report.total))
const t = report.total
console.log(
  `amount exact on predicted transactions: ${pct(precisionOf(t)).trim()}; non-transactions with the right reason: ${pct(fieldAccuracyOf(t, 'reason')).trim()}`,
)
if (process.argv.includes('--verbose')) for (const miss of report.misses) console.log(`  ${miss}`)

// Texts written after the rules were settled and never used to tune them: the honest measure.
// Each file of the held-out folder is a batch written at one time, scored on its own.
console.log(`held-out texts (test/fixtures/notifications/holdout/, not tuned on):`)
for (const file of labelledFilesIn(HOLDOUT_DIR)) {
  const holdout = scoreNotifications(loadLabelledFile(new URL(file, HOLDOUT_DIR)))
  console.log(line(file.replace(/\.jsonl$/, ''), holdout.total))
  if (process.argv.includes('--verbose')) for (const miss of holdout.misses) console.log(`  ${miss}`)
}
