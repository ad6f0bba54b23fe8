import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import { Decimal } from '../../domain/money.js'
import type { IsoDate } from '../../domain/portfolio/calendar.js'
import type { DaySnapshot } from '../../domain/portfolio/valuation.js'
import type {
  NetWorthRepository,
  StoredDay,
  StoredHoldingDay,
  StoredPortfolioDay,
} from '../../application/ports/net-worth-repository.js'
import type { UnitOfWork } from '../../application/ports/unit-of-work.js'
import type { Database } from './schema.js'
import type { NetWorthSnapshotItemsTable, NetWorthSnapshotsTable } from './tables/portfolio.js'

/** Stored amounts keep 10 decimal places, like the ledger's. */
const stored = (d: Decimal) => d.toDecimalPlaces(10).toFixed()
/** Rows per INSERT (at most 9 parameters each). */
const CHUNK = 5000

const dayFromRow = (r: Selectable<NetWorthSnapshotsTable>): StoredDay => ({
  date: r.date as IsoDate,
  currency: r.currency,
  assets: new Decimal(r.assets),
  liabilities: new Decimal(r.liabilities),
  netWorth: new Decimal(r.net_worth),
  portfolioValue: new Decimal(r.portfolio_value),
  portfolioInflow: new Decimal(r.portfolio_inflow),
  portfolioOutflow: new Decimal(r.portfolio_outflow),
  portfolioIncome: new Decimal(r.portfolio_income),
  missing: r.missing,
})

function rowsOf(userId: string, currency: string, day: DaySnapshot, now: Date) {
  const head: Insertable<NetWorthSnapshotsTable> = {
    user_id: userId,
    date: day.date,
    currency,
    assets: stored(day.assets),
    liabilities: stored(day.liabilities),
    net_worth: stored(day.netWorth),
    portfolio_value: stored(day.portfolioValue),
    portfolio_inflow: stored(day.portfolioInflow),
    portfolio_outflow: stored(day.portfolioOutflow),
    portfolio_income: stored(day.portfolioIncome),
    missing: [...day.missing],
    created_at: now,
  }
  const items: Insertable<NetWorthSnapshotItemsTable>[] = [
    ...day.accounts.map((a) => ({
      user_id: userId,
      date: day.date,
      kind: 'account' as const,
      item_id: a.accountId,
      value: a.value === null ? null : stored(a.value),
      quantity: null,
      inflow: '0',
      outflow: '0',
      income: '0',
    })),
    ...day.holdings.map((h) => ({
      user_id: userId,
      date: day.date,
      kind: 'holding' as const,
      item_id: h.holdingId,
      value: h.value === null ? null : stored(h.value),
      quantity: stored(h.quantity),
      inflow: stored(h.inflow),
      outflow: stored(h.outflow),
      income: stored(h.income),
    })),
  ]
  return { head, items }
}

export class KyselyNetWorthRepository implements NetWorthRepository {
  readonly #db: Kysely<Database>
  readonly #unitOfWork: UnitOfWork
  constructor({ db, unitOfWork }: { db: Kysely<Database>; unitOfWork: UnitOfWork }) {
    this.#db = db
    this.#unitOfWork = unitOfWork
  }

  async replaceFrom(
    userId: string,
    from: IsoDate,
    currency: string,
    days: readonly DaySnapshot[],
    now: Date,
  ): Promise<void> {
    await this.#unitOfWork.run(async () => {
      // One rebuild of a user at a time (two requests reading net worth, or a rebuild beside the
      // daily job): interleaved deletes and inserts of the same days deadlock or collide.
      await sql`SELECT pg_advisory_xact_lock(hashtext('net_worth_snapshots'), hashtext(${userId}))`.execute(
        this.#db,
      )
      await this.#db
        .deleteFrom('net_worth_snapshot_items')
        .where('user_id', '=', userId)
        .where('date', '>=', from)
        .execute()
      await this.#db
        .deleteFrom('net_worth_snapshots')
        .where('user_id', '=', userId)
        .where('date', '>=', from)
        .execute()
      await this.#write(days.map((day) => rowsOf(userId, currency, day, now)))
    })
  }

  async upsertDays(
    entries: readonly { userId: string; currency: string; day: DaySnapshot }[],
    now: Date,
  ): Promise<void> {
    await this.#unitOfWork.run(() =>
      this.#write(entries.map((e) => rowsOf(e.userId, e.currency, e.day, now))),
    )
  }

  /** Inserts or replaces the days' rows (a day already stored is overwritten). */
  async #write(rows: readonly ReturnType<typeof rowsOf>[]): Promise<void> {
    const heads = rows.map((r) => r.head)
    const items = rows.flatMap((r) => r.items)
    for (let i = 0; i < heads.length; i += CHUNK) {
      const q = this.#db
        .insertInto('net_worth_snapshots')
        .values(heads.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(['user_id', 'date']).doUpdateSet((eb) => ({
            currency: eb.ref('excluded.currency'),
            assets: eb.ref('excluded.assets'),
            liabilities: eb.ref('excluded.liabilities'),
            net_worth: eb.ref('excluded.net_worth'),
            portfolio_value: eb.ref('excluded.portfolio_value'),
            portfolio_inflow: eb.ref('excluded.portfolio_inflow'),
            portfolio_outflow: eb.ref('excluded.portfolio_outflow'),
            portfolio_income: eb.ref('excluded.portfolio_income'),
            missing: eb.ref('excluded.missing'),
            created_at: eb.ref('excluded.created_at'),
          })),
        )
      await q.execute()
    }
    for (let i = 0; i < items.length; i += CHUNK) {
      const q = this.#db
        .insertInto('net_worth_snapshot_items')
        .values(items.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(['user_id', 'kind', 'item_id', 'date']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            quantity: eb.ref('excluded.quantity'),
            inflow: eb.ref('excluded.inflow'),
            outflow: eb.ref('excluded.outflow'),
            income: eb.ref('excluded.income'),
          })),
        )
      await q.execute()
    }
  }

  async days(userId: string, from: IsoDate, to: IsoDate): Promise<StoredDay[]> {
    const rows = await this.#db
      .selectFrom('net_worth_snapshots')
      .selectAll()
      .where('user_id', '=', userId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('date')
      .execute()
    return rows.map(dayFromRow)
  }

  async holdingDays(
    userId: string,
    holdingId: string,
    from: IsoDate,
    to: IsoDate,
  ): Promise<StoredHoldingDay[]> {
    const rows = await this.#db
      .selectFrom('net_worth_snapshot_items')
      .select(['date', 'value', 'inflow', 'outflow', 'income'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'holding')
      .where('item_id', '=', holdingId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('date')
      .execute()
    return rows.map((r) => ({
      date: r.date as IsoDate,
      value: r.value === null ? null : new Decimal(r.value),
      inflow: new Decimal(r.inflow),
      outflow: new Decimal(r.outflow),
      income: new Decimal(r.income),
    }))
  }

  async portfolioDays(userId: string, from: IsoDate, to: IsoDate): Promise<StoredPortfolioDay[]> {
    const rows = await this.#db
      .selectFrom('net_worth_snapshots')
      .select([
        'date',
        'portfolio_value',
        'portfolio_inflow',
        'portfolio_outflow',
        'portfolio_income',
        'missing',
      ])
      .where('user_id', '=', userId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('date')
      .execute()
    return rows.map((r) => ({
      date: r.date as IsoDate,
      value: new Decimal(r.portfolio_value),
      inflow: new Decimal(r.portfolio_inflow),
      outflow: new Decimal(r.portfolio_outflow),
      income: new Decimal(r.portfolio_income),
      missing: r.missing,
    }))
  }

  async firstDay(userId: string): Promise<{ date: IsoDate; currency: string } | undefined> {
    const row = await this.#db
      .selectFrom('net_worth_snapshots')
      .select(['date', 'currency'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .limit(1)
      .executeTakeFirst()
    return row ? { date: row.date as IsoDate, currency: row.currency } : undefined
  }
}
