/** How one holding moved today, as the newsletter tells it. */
export interface HoldingMove {
  readonly symbol: string
  readonly name: string | null
  readonly price: number
  readonly currency: string | null
  /** Percentage points (1.27 means 1.27 %); null when the provider gave none. */
  readonly changePercent: number | null
  /** quantity x price, in `currency`; plain number, for prose only (the ledger stays exact). */
  readonly marketValue: number
}

export interface PricedPosition {
  readonly symbol: string
  readonly quantity: string
  readonly quote: {
    readonly name: string | null
    readonly price: number
    readonly currency: string | null
    readonly changePercent: number | null
  }
}

/** The day's moves of the user's positions, biggest absolute move first (the story the reader wants). */
export function portfolioMoves(positions: readonly PricedPosition[]): HoldingMove[] {
  return positions
    .map(({ symbol, quantity, quote }) => ({
      symbol,
      name: quote.name,
      price: quote.price,
      currency: quote.currency,
      changePercent: quote.changePercent,
      marketValue: Math.round(Number(quantity) * quote.price * 100) / 100,
    }))
    .sort((a, b) => Math.abs(b.changePercent ?? 0) - Math.abs(a.changePercent ?? 0))
}
