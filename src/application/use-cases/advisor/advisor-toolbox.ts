import type { ZodType } from 'zod'
import { DomainError } from '../../../domain/errors.js'
import type { Transaction } from '../../../domain/ledger/transaction.js'
import type { Clock } from '../../ports/clock.js'
import type {
  AccountRepository,
  HoldingRepository,
  TransactionRepository,
} from '../../ports/ledger-repositories.js'
import type { LlmToolCall, LlmToolSpec } from '../../ports/llm.js'
import type { AdvisorOptionalDeps, AdvisorSource } from './advisor-deps.js'
import { summarizeSpending } from './spending-summary.js'
import { TOOL_SCHEMAS, noArgs, quoteArgs, summaryArgs, transactionsArgs, type ToolName } from './tool-args.js'

export interface ToolboxDeps {
  readonly transactions: TransactionRepository
  readonly accounts: AccountRepository
  readonly holdings: HoldingRepository
  readonly clock: Clock
  readonly optional: AdvisorOptionalDeps
}

export interface ToolOutcome {
  /** Compact JSON for the model. */
  readonly content: string
  readonly sources: readonly AdvisorSource[]
}

const DESCRIPTIONS: Record<ToolName, string> = {
  list_transactions: "The user's transactions, newest first, with optional filters.",
  spending_summary: "The user's expenses and income over a period, totalled by category, merchant or month.",
  list_accounts: "The user's accounts with balances.",
  list_holdings: "The user's investment holdings, with current prices and market values when available.",
  get_quote: 'The current market quote of a stock ticker.',
}

/** Tool results longer than this are cut: the model needs the gist, and prompt tokens cost money. */
const MAX_RESULT_CHARS = 6_000
const DAY_MS = 86_400_000

/**
 * The advisor's read-only tools, bound to ONE user: the user id comes from the authenticated
 * request, never from the model's arguments, so no tool can read another user's data.
 */
export class AdvisorToolbox {
  readonly #deps: ToolboxDeps
  readonly #userId: string

  constructor(deps: ToolboxDeps, userId: string) {
    this.#deps = deps
    this.#userId = userId
  }

  specs(names: readonly ToolName[]): LlmToolSpec[] {
    return names.map((name) => ({ name, description: DESCRIPTIONS[name], parameters: TOOL_SCHEMAS[name] }))
  }

  /** Never throws for bad arguments or unavailable data: the model gets an `error` and can adapt. */
  async run(
    call: LlmToolCall,
    allowed: readonly ToolName[],
    signal: AbortSignal | undefined,
  ): Promise<ToolOutcome> {
    signal?.throwIfAborted()
    if (!(allowed as readonly string[]).includes(call.name)) return fail(`unknown tool ${call.name}`)
    let args: unknown
    try {
      args = JSON.parse(call.argumentsJson || '{}')
    } catch {
      return fail('the arguments are not valid JSON')
    }
    try {
      const outcome = await this.#dispatch(call.name as ToolName, args)
      signal?.throwIfAborted()
      return outcome
    } catch (error) {
      if (error instanceof DomainError) return fail(error.message)
      throw error
    }
  }

  async #dispatch(name: ToolName, raw: unknown): Promise<ToolOutcome> {
    switch (name) {
      case 'list_transactions': {
        const args = parse(transactionsArgs, raw)
        const { from, to, last } = this.#range(args.from, args.to, 90)
        const needle = args.merchant?.toLowerCase()
        const rows = (await this.#list(from, to))
          .filter((t) => !args.type || t.type === args.type)
          .filter((t) => !args.category || t.category?.toLowerCase() === args.category.toLowerCase())
          .filter((t) => !needle || (t.merchant ?? t.description ?? '').toLowerCase().includes(needle))
          .reverse()
        const shown = rows.slice(0, args.limit ?? 20).map(compactTransaction)
        return ok(
          { from: isoDay(from), to: last, matching: rows.length, shown: shown.length, transactions: shown },
          [
            {
              type: 'transactions',
              id: `${isoDay(from)}..${last}`,
              title: `Transactions ${isoDay(from)} to ${last}`,
            },
          ],
        )
      }
      case 'spending_summary': {
        const args = parse(summaryArgs, raw)
        const { from, to, last } = this.#range(args.from, args.to, 30)
        const summary = summarizeSpending(await this.#list(from, to), args.group_by ?? 'category')
        return ok({ from: isoDay(from), to: last, ...summary }, [
          {
            type: 'spending_summary',
            id: `${isoDay(from)}..${last}`,
            title: `Spending summary ${isoDay(from)} to ${last}`,
          },
        ])
      }
      case 'list_accounts': {
        parse(noArgs, raw)
        const page = await this.#deps.accounts.list(this.#userId, {}, { limit: 100, after: undefined })
        const accounts = page.items.map((a) => ({
          name: a.name,
          type: a.type,
          institution: a.institution,
          currency: a.currency,
          balance: a.balance,
          active: a.isActive,
        }))
        return ok({ accounts }, [{ type: 'accounts', id: 'all', title: 'Your accounts' }])
      }
      case 'list_holdings':
        parse(noArgs, raw)
        return this.#holdings()
      case 'get_quote': {
        const { symbol } = parse(quoteArgs, raw)
        const getQuote = this.#deps.optional.getQuote
        if (!getQuote) return fail('market data is not available right now')
        const q = await getQuote.execute({ symbol })
        return ok(
          {
            symbol: q.symbol,
            name: q.name,
            price: q.price,
            currency: q.currency,
            change_percent: q.changePercent,
            market_state: q.marketState,
            as_of: q.asOf.toISOString(),
          },
          [{ type: 'quote', id: q.symbol, title: `${q.symbol} quote` }],
        )
      }
    }
  }

  async #holdings(): Promise<ToolOutcome> {
    const source: AdvisorSource = { type: 'holdings', id: 'all', title: 'Your holdings' }
    const valuer = this.#deps.optional.valueHoldings
    if (valuer) {
      const valued = await valuer.execute({ userId: this.#userId })
      const holdings = valued.map(({ holding: h, pricing: p }) => ({
        symbol: h.symbol,
        type: h.assetType,
        quantity: h.quantity,
        average_cost: h.averageCost,
        currency: h.currency,
        ...(p.status === 'ok'
          ? {
              price: p.price,
              market_value: p.marketValue,
              unrealized_pl: p.unrealizedPl,
              change_percent: p.changePercent,
            }
          : { price: null, price_unavailable: p.detail }),
      }))
      return ok({ holdings }, [source])
    }
    const holdings = (await this.#deps.holdings.listAll(this.#userId)).map((h) => ({
      symbol: h.symbol,
      type: h.assetType,
      quantity: h.quantity,
      average_cost: h.averageCost,
      currency: h.currency,
    }))
    return ok({ holdings, prices: 'unavailable (market data is not connected)' }, [source])
  }

  #list(from: Date, to: Date): Promise<Transaction[]> {
    return this.#deps.transactions.listBetween(this.#userId, from, to, 5_000)
  }

  /** [from 00:00, to+1 00:00) in UTC, and `last`, the last day included; at most two years back. */
  #range(
    from: string | null | undefined,
    to: string | null | undefined,
    defaultDays: number,
  ): { from: Date; to: Date; last: string } {
    const today = new Date(`${isoDay(this.#deps.clock.now())}T00:00:00Z`)
    const end = to
      ? new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS)
      : new Date(today.getTime() + DAY_MS)
    let start = from ? new Date(`${from}T00:00:00Z`) : new Date(end.getTime() - defaultDays * DAY_MS)
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
      throw new ToolArgumentError('invalid date')
    if (end.getTime() - start.getTime() > 731 * DAY_MS) start = new Date(end.getTime() - 731 * DAY_MS)
    const stop = end.getTime() > start.getTime() ? end : new Date(start.getTime() + DAY_MS)
    return { from: start, to: stop, last: isoDay(new Date(stop.getTime() - DAY_MS)) }
  }
}

class ToolArgumentError extends DomainError {
  readonly code = 'validation_failed'
}

function parse<T>(schema: ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw)
  if (!result.success)
    throw new ToolArgumentError(
      `invalid arguments: ${result.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`,
    )
  return result.data
}

function compactTransaction(t: Transaction) {
  return {
    date: isoDay(t.occurredAt),
    type: t.type,
    amount: t.amount,
    currency: t.currency,
    merchant: t.merchant,
    category: t.category,
    description:
      t.description && t.description.length > 80 ? `${t.description.slice(0, 79)}…` : t.description,
  }
}

function ok(value: unknown, sources: readonly AdvisorSource[]): ToolOutcome {
  let content = JSON.stringify(value)
  if (content.length > MAX_RESULT_CHARS) content = `${content.slice(0, MAX_RESULT_CHARS)}…(truncated)`
  return { content, sources }
}

function fail(message: string): ToolOutcome {
  return { content: JSON.stringify({ error: message }), sources: [] }
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10)
