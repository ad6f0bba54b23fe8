import type {
  RecategorizeInput,
  RecategorizeOutcome,
} from '../../../application/use-cases/categorization/recategorize-transactions.js'
import type { CategorizeBody } from './categorize-schemas.js'

/** The wire body (snake_case) -> the use case's input; ids in their stored (lower-case) form. */
export function categorizeInput(userId: string, body: CategorizeBody): RecategorizeInput {
  return 'ids' in body
    ? { userId, dryRun: body.dry_run, ids: body.ids.map((id) => id.toLowerCase()) }
    : { userId, dryRun: body.dry_run, allUncategorized: true }
}

export function categorizeView(outcome: RecategorizeOutcome, dryRun: boolean) {
  return {
    dry_run: dryRun,
    examined: outcome.examined,
    changed: outcome.changes.length,
    more: outcome.more,
    changes: outcome.changes.map((c) => ({
      id: c.id,
      from: c.from,
      from_source: c.fromSource,
      to: c.category,
      source: c.source,
      confidence: c.confidence,
    })),
  }
}
