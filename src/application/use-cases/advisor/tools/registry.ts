import { getQuote } from './get-quote.js'
import { listAccounts } from './list-accounts.js'
import { listHoldings } from './list-holdings.js'
import { listTransactions } from './list-transactions.js'
import { spendingSummary } from './spending-summary.js'

/** Every advisor tool by the name the model calls it; a specialist picks a subset (specialists.ts). */
export const ADVISOR_TOOLS = {
  list_transactions: listTransactions,
  spending_summary: spendingSummary,
  list_accounts: listAccounts,
  list_holdings: listHoldings,
  get_quote: getQuote,
} as const

export type ToolName = keyof typeof ADVISOR_TOOLS
