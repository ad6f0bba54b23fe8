import { sql, type Kysely, type Selectable } from 'kysely'
import type { Budget, BudgetDraft } from '../../domain/budgets/budget.js'
import { shiftMonth, monthRange, type BudgetMonth } from '../../domain/budgets/budget-month.js'
import type { BudgetAlertThreshold } from '../../domain/budgets/budget-pace.js'
import type { CurrencyCode, DecimalString } from '../../domain/money.js'
import type { BudgetRepository, CategorySpending } from '../../application/ports/budget-repository.js'
import type { IdGenerator } from '../../application/ports/id-generator.js'
import type { UnitOfWork } from '../../application/ports/unit-of-work.js'
import type { Database } from './schema.js'
import { deleteOwnedRow } from './delete-owned-row.js'
import type { BudgetLinesTable, BudgetsTable } from './tables/budgets.js'

const toBudget = (b: Selectable<BudgetsTable>, lines: readonly Selectable<BudgetLinesTable>[]): Budget => ({
  userId: b.user_id,
  month: b.month,
  currency: b.currency,
  lines: lines.map((l) => ({
    categoryId: l.category_id,
    amount: l.amount as DecimalString,
    rollover: l.rollover,
  })),
  createdAt: b.created_at,
  updatedAt: b.updated_at,
})

/** BudgetRepository on Kysely: budgets, budget_lines and budget_alerts (0013-budgets). */
export class KyselyBudgetRepository implements BudgetRepository {
  readonly #db: Kysely<Database>
  readonly #unitOfWork: UnitOfWork
  readonly #ids: IdGenerator
  constructor({ db, unitOfWork, ids }: { db: Kysely<Database>; unitOfWork: UnitOfWork; ids: IdGenerator }) {
    this.#db = db
    this.#unitOfWork = unitOfWork
    this.#ids = ids
  }

  put(userId: string, draft: BudgetDraft, now: Date): Promise<Budget> {
    // The upsert locks the month's row: concurrent PUTs of one month replace the lines one after the other.
    return this.#unitOfWork.run(async () => {
      const budget = await this.#db
        .insertInto('budgets')
        .values({
          id: this.#ids.newId(),
          user_id: userId,
          month: draft.month,
          currency: draft.currency,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.constraint('budgets_user_month').doUpdateSet({ currency: draft.currency, updated_at: now }),
        )
        .returningAll()
        .executeTakeFirstOrThrow()
      await this.#db.deleteFrom('budget_lines').where('budget_id', '=', budget.id).execute()
      const lines =
        draft.lines.length === 0
          ? []
          : await this.#db
              .insertInto('budget_lines')
              .values(
                draft.lines.map((l) => ({
                  budget_id: budget.id,
                  user_id: userId,
                  category_id: l.categoryId,
                  amount: l.amount,
                  rollover: l.rollover,
                })),
              )
              .returningAll()
              .execute()
      return toBudget(budget, lines)
    })
  }

  async get(userId: string, month: BudgetMonth): Promise<Budget | undefined> {
    return (await this.listBetween(userId, month, month))[0]
  }

  async listBetween(userId: string, from: BudgetMonth, to: BudgetMonth): Promise<Budget[]> {
    const budgets = await this.#db
      .selectFrom('budgets')
      .selectAll()
      .where('user_id', '=', userId)
      .where('month', '>=', from)
      .where('month', '<=', to)
      .orderBy('month')
      .execute()
    if (budgets.length === 0) return []
    const lines = await this.#db
      .selectFrom('budget_lines')
      .selectAll()
      .where('user_id', '=', userId)
      .where(
        'budget_id',
        'in',
        budgets.map((b) => b.id),
      )
      .orderBy('category_id')
      .execute()
    return budgets.map((b) =>
      toBudget(
        b,
        lines.filter((l) => l.budget_id === b.id),
      ),
    )
  }

  async months(userId: string) {
    const rows = await this.#db
      .selectFrom('budgets as b')
      .leftJoin('budget_lines as l', (j) => j.onRef('l.budget_id', '=', 'b.id').on('l.user_id', '=', userId))
      .select(['b.month', 'b.currency', (eb) => eb.fn.count<string>('l.category_id').as('lines')])
      .where('b.user_id', '=', userId)
      .groupBy(['b.id', 'b.month', 'b.currency'])
      .orderBy('b.month', 'desc')
      .execute()
    return rows.map((r) => ({ month: r.month, currency: r.currency, lines: Number(r.lines) }))
  }

  async delete(userId: string, month: BudgetMonth): Promise<boolean> {
    return deleteOwnedRow(this.#db, 'budgets', userId, 'month', month)
  }

  /**
   * One aggregate over the months' rows (the user's occurred_at index), grouped in the database;
   * posted transactions only (a pending card hold counts once the bank posts it).
   */
  async spending(userId: string, from: BudgetMonth, to: BudgetMonth): Promise<CategorySpending[]> {
    const start = monthRange(from).start
    const end = monthRange(shiftMonth(to, 1)).start
    const rows = await sql<{
      month: BudgetMonth
      category_id: string
      currency: CurrencyCode
      net: DecimalString
    }>`
      SELECT to_char(t.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, c.id AS category_id,
             t.currency, sum(CASE WHEN t.type = 'expense' THEN t.amount ELSE -t.amount END)::text AS net
      FROM transactions t
      JOIN categories c ON c.user_id = t.user_id AND lower(c.name) = lower(btrim(t.category))
      WHERE t.user_id = ${userId} AND t.occurred_at >= ${start} AND t.occurred_at < ${end}
        AND NOT t.pending
        AND (t.type = 'expense' OR (t.type = 'income' AND c.kind = 'expense'))
      GROUP BY 1, 2, 3`.execute(this.#db)
    return rows.rows.map((r) => ({
      month: r.month,
      categoryId: r.category_id,
      currency: r.currency,
      net: r.net,
    }))
  }

  async recordAlert(
    userId: string,
    month: BudgetMonth,
    categoryId: string,
    threshold: BudgetAlertThreshold,
    now: Date,
  ): Promise<boolean> {
    const inserted = await this.#db
      .insertInto('budget_alerts')
      .values({ user_id: userId, month, category_id: categoryId, threshold, created_at: now })
      .onConflict((oc) => oc.constraint('budget_alerts_pkey').doNothing())
      .returning('threshold')
      .executeTakeFirst()
    return inserted !== undefined
  }
}
