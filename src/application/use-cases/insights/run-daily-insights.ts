import { findInsights } from '../../../domain/insights/find-insights.js'
import { DAY_MS } from '../../../domain/calendar.js'
import type { Insight, InsightThresholds } from '../../../domain/insights/insight.js'
import { isPosted } from '../../../domain/ledger/transaction.js'
import type { BudgetPaceSource } from '../../ports/budget-pace-source.js'
import type { Clock } from '../../ports/clock.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { InsightNotifier } from '../../ports/insight-notifier.js'
import type { InsightRepository } from '../../ports/insight-repository.js'
import type { TransactionRepository } from '../../ports/ledger-repositories.js'
import type { Log } from '../../ports/log.js'
import type { RecurringSource } from '../../ports/recurring-source.js'
import { recurringOf } from '../recurring/recurring-of.js'

const SEVERITY_ORDER = { alert: 0, warning: 1, info: 2 } as const

export interface RunDailyInsightsDeps {
  transactions: TransactionRepository
  /** The longer history recurring series are detected in (a yearly one needs three years). */
  recurringSource: RecurringSource
  insights: InsightRepository
  insightNotifier: InsightNotifier
  clock: Clock
  ids: IdGenerator
  log: Log
  insightThresholds: InsightThresholds
  /** The budgets' over-pace lines of this month (budget_over_pace); left out, none. */
  budgetPace?: BudgetPaceSource
}

/**
 * The anomaly check over the caller's own transactions: runs the rules, stores what is new in
 * user_insights (a rerun stores nothing), tells the notifier about new alerts, and returns the
 * insights of this run: alerts first, then warnings, then information; newest day first within each.
 */
export class RunDailyInsights {
  readonly #deps: RunDailyInsightsDeps

  constructor(deps: RunDailyInsightsDeps) {
    this.#deps = {
      transactions: deps.transactions,
      recurringSource: deps.recurringSource,
      insights: deps.insights,
      insightNotifier: deps.insightNotifier,
      clock: deps.clock,
      ids: deps.ids,
      log: deps.log,
      insightThresholds: deps.insightThresholds,
      ...(deps.budgetPace ? { budgetPace: deps.budgetPace } : {}),
    }
  }

  async execute({ userId }: { readonly userId: string }): Promise<readonly Insight[]> {
    const { transactions, recurringSource, insights, insightNotifier, clock, ids, log, insightThresholds } =
      this.#deps
    const now = clock.now()
    // A pending card hold may still change or vanish: the rules read posted transactions only.
    const history = (
      await transactions.listBetween(
        userId,
        new Date(now.getTime() - insightThresholds.historyDays * DAY_MS),
        new Date(now.getTime() + 1),
      )
    ).filter(isPosted)
    const recurring = await recurringOf(recurringSource, userId, now)
    const findings = [
      ...findInsights(history, now, insightThresholds, recurring),
      ...(await this.#budgetFindings(userId, now)),
    ]
    if (findings.length === 0) return []
    const saved = await insights.saveAll(userId, findings, now, () => ids.newId())
    const alerts = saved.created.filter((insight) => insight.severity === 'alert')
    if (alerts.length > 0) {
      try {
        await insightNotifier.notifyNewAlerts(userId, alerts)
      } catch (error) {
        // The insight stands; only the notification was lost.
        log.warn(
          { err: error, user_id: userId, insights: alerts.map((a) => a.id) },
          'could not notify new alert insights',
        )
      }
    }
    return [...saved.insights].sort(
      (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || b.date.localeCompare(a.date),
    )
  }

  /** The budget findings; without them (no forex rate, say) the other insights still run. */
  async #budgetFindings(userId: string, now: Date) {
    try {
      return (await this.#deps.budgetPace?.overPace(userId, now)) ?? []
    } catch (error) {
      this.#deps.log.warn({ err: error, user_id: userId }, 'could not read the budget pace')
      return []
    }
  }
}
