import type { StockQuote } from '../../../domain/market/market-data.js'
import type { MemoryPeriod } from '../../../domain/memory/memory.js'
import type { ValuedHolding } from '../market/value-holdings.js'

/**
 * The advisor's view of other areas' use cases: only the calls it makes, injected once like any
 * other dependency. The toolbox still treats them as optional (AdvisorOptionalDeps), so a test may
 * leave one out; the advisor then answers without market data or memory.
 */
export interface MemoryRecall {
  execute(input: { readonly userId: string; readonly text: string; readonly k?: number }): Promise<{
    readonly available: boolean
    readonly memories: readonly {
      readonly id: string
      readonly period: MemoryPeriod
      readonly periodStart: string
      readonly content: string
      readonly score: number
    }[]
  }>
}

export interface HoldingValuation {
  execute(input: { readonly userId: string }): Promise<readonly ValuedHolding[]>
}

export interface QuoteLookup {
  execute(input: { readonly symbol: string }): Promise<StockQuote>
}

export interface AdvisorOptionalDeps {
  readonly recallMemories?: MemoryRecall | undefined
  readonly valueHoldings?: HoldingValuation | undefined
  readonly getQuote?: QuoteLookup | undefined
}

/** Where an answer's facts came from: `type` and `id` together identify it (docs/api.md "AI": `sources`). */
export interface AdvisorSource {
  readonly type: 'transactions' | 'spending_summary' | 'accounts' | 'holdings' | 'quote' | 'memory'
  readonly id: string
  readonly title: string
}
