import { dailySummary } from './daily-summary.js'
import type { MemoryPeriod } from './memory.js'
import { monthlySummary } from './monthly-summary.js'
import type { PeriodWindow } from './period.js'
import { within, type Activity } from './spending.js'
import { weeklySummary } from './weekly-summary.js'

const BUILDERS: Record<MemoryPeriod, (w: PeriodWindow, a: Activity) => string> = {
  daily: dailySummary,
  weekly: weeklySummary,
  monthly: monthlySummary,
}

/**
 * The memory text of one user and period: deterministic (same data, same text; no model, no
 * clock). undefined when the user has no transaction in the period: such users are skipped.
 */
export function summarize(w: PeriodWindow, activity: Activity): string | undefined {
  if (within(activity.transactions, w.start, w.end).length === 0) return undefined
  return BUILDERS[w.period](w, activity)
}
