import type { ColumnType } from 'kysely'

/** NUMERIC comes back from pg as a string (exact) and goes in as a string. */
type Numeric = string
type Timestamp = ColumnType<Date, Date | string, Date | string>

export interface TradesTable {
  id: string
  user_id: string
  holding_id: string
  side: string
  quantity: Numeric | null
  price: Numeric | null
  amount: Numeric | null
  fee: Numeric
  currency: string
  origin: string
  occurred_at: Timestamp
  created_at: Timestamp
}

/** One daily close (or rate) of one provider's symbol; DATE is read back as 'YYYY-MM-DD'. */
export interface PriceHistoryTable {
  provider: string
  symbol: string
  date: string
  close: Numeric
}

export interface PriceHistoryFetchesTable {
  provider: string
  symbol: string
  covered_from: string
  fetched_on: string
  /** False when the provider did not know the symbol. */
  known: boolean
}

export interface NetWorthSnapshotsTable {
  user_id: string
  date: string
  currency: string
  assets: Numeric
  liabilities: Numeric
  net_worth: Numeric
  portfolio_value: Numeric
  portfolio_inflow: Numeric
  portfolio_outflow: Numeric
  portfolio_income: Numeric
  missing: ColumnType<string[], string[] | undefined, string[]>
  created_at: Timestamp
}

export interface NetWorthSnapshotItemsTable {
  user_id: string
  date: string
  kind: 'account' | 'holding'
  item_id: string
  value: Numeric | null
  quantity: Numeric | null
  inflow: Numeric
  outflow: Numeric
  income: Numeric
}

export interface PortfolioTables {
  trades: TradesTable
  price_history: PriceHistoryTable
  price_history_fetches: PriceHistoryFetchesTable
  net_worth_snapshots: NetWorthSnapshotsTable
  net_worth_snapshot_items: NetWorthSnapshotItemsTable
}
