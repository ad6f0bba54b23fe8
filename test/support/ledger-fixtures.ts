/** Valid bodies for the three ledger resources, for tests that need one of each. */
export const accountBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Everyday',
  type: 'checking',
  currency: 'USD',
  balance: '1200.50',
  ...extra,
})

export const transactionBody = (extra: Record<string, unknown> = {}) => ({
  amount: '12.50',
  type: 'expense',
  currency: 'USD',
  occurred_at: '2026-11-20T10:00:00Z',
  merchant: 'Blue Bottle',
  category: 'coffee',
  ...extra,
})

export const holdingBody = (extra: Record<string, unknown> = {}) => ({
  symbol: 'aapl',
  asset_type: 'stock',
  quantity: '10',
  average_cost: '150.25',
  currency: 'USD',
  ...extra,
})

export const LEDGER = [
  { collection: '/accounts', body: accountBody, patch: { name: 'Renamed' } },
  { collection: '/transactions', body: transactionBody, patch: { merchant: 'Renamed' } },
  { collection: '/holdings', body: holdingBody, patch: { name: 'Renamed' } },
] as const
