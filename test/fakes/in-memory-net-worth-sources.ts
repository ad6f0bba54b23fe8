import type { NetWorthSources, UserLedger } from '../../src/application/ports/net-worth-sources.js'
import { Decimal, type DecimalString } from '../../src/domain/money.js'
import { endOfDay, utcDate, type IsoDate } from '../../src/domain/portfolio/calendar.js'
import { accountMovement, type AccountMovement } from '../../src/domain/portfolio/valuation.js'
import { InMemoryAccountRepository } from './in-memory-account-repository.js'
import type { InMemoryHoldingRepository } from './in-memory-holding-repository.js'
import { InMemoryTradeRepository } from './in-memory-trade-repository.js'
import { InMemoryTransactionRepository } from './in-memory-transaction-repository.js'

const earliest = (dates: readonly Date[]): IsoDate | undefined =>
  dates.length === 0 ? undefined : utcDate(new Date(Math.min(...dates.map((d) => d.getTime()))))

/** What valuation reads of the in-memory ledger: its accounts, holdings, trades and transactions. */
export class InMemoryNetWorthSources implements NetWorthSources {
  /** Each user's base currency (a user not here reads as USD). */
  readonly baseCurrencies = new Map<string, string>()
  readonly accounts: InMemoryAccountRepository
  readonly trades: InMemoryTradeRepository
  readonly transactions: InMemoryTransactionRepository

  constructor(
    accounts = new InMemoryAccountRepository(),
    trades = new InMemoryTradeRepository(),
    transactions = new InMemoryTransactionRepository(),
  ) {
    this.accounts = accounts
    this.trades = trades
    this.transactions = transactions
  }

  get holdings(): InMemoryHoldingRepository {
    return this.trades.holdings
  }

  async load(userId: string, movementsAfter: IsoDate): Promise<UserLedger> {
    const [ledger] = await this.loadMany([userId], movementsAfter)
    return ledger!
  }

  async loadMany(userIds: readonly string[], movementsAfter: IsoDate): Promise<UserLedger[]> {
    return userIds.map((userId) => {
      const accounts = [...this.accounts.rows.values()].filter((a) => a.userId === userId)
      const holdings = [...this.holdings.rows.values()].filter((h) => h.userId === userId)
      const trades = [...this.trades.rows.values()].filter((t) => t.userId === userId)
      const transactions = [...this.transactions.rows.values()].filter((t) => t.userId === userId)
      const types = new Map(accounts.map((a) => [a.id, a.type]))
      const sums = new Map<
        string,
        { accountId: string; date: IsoDate; type: 'expense' | 'income' | 'transfer'; total: Decimal }
      >()
      for (const t of transactions) {
        if (t.accountId === null || !types.has(t.accountId) || t.occurredAt < endOfDay(movementsAfter))
          continue
        const date = utcDate(t.occurredAt)
        const key = `${t.accountId}|${date}|${t.type}`
        const sum = sums.get(key) ?? { accountId: t.accountId, date, type: t.type, total: new Decimal(0) }
        sums.set(key, { ...sum, total: sum.total.plus(t.amount) })
      }
      const movements: AccountMovement[] = [...sums.values()].map((s) => ({
        accountId: s.accountId,
        date: s.date,
        signed: accountMovement(
          types.get(s.accountId)!,
          s.type,
          s.total.toFixed() as DecimalString,
        ).toFixed() as DecimalString,
      }))
      return {
        userId,
        baseCurrency: this.baseCurrencies.get(userId) ?? 'USD',
        accounts,
        holdings,
        trades,
        movements,
        firstDate: earliest([
          ...accounts.map((a) => a.createdAt),
          ...holdings.map((h) => h.createdAt),
          ...trades.map((t) => t.occurredAt),
          ...transactions.map((t) => t.occurredAt),
        ]),
      }
    })
  }

  async firstDate(userId: string): Promise<IsoDate | undefined> {
    return (await this.load(userId, '9999-12-31' as IsoDate)).firstDate
  }

  async usersWithData(afterId: string | undefined, limit: number): Promise<string[]> {
    const ids = new Set([...this.accounts.rows.values(), ...this.holdings.rows.values()].map((r) => r.userId))
    return [...ids]
      .filter((id) => afterId === undefined || id > afterId)
      .sort()
      .slice(0, limit)
  }
}
