import type { Lexicon } from './lexicon.js'

/** A lexicon with no words, for languages to spread and fill in only what they use. */
export const EMPTY: Omit<Lexicon, 'language'> = {
  refund: [],
  transferIn: [],
  income: [],
  expenseFirst: [],
  transferOut: [],
  expense: [],
  done: [],
  oneTimePassword: [],
  declined: [],
  reminder: [],
  pendingApproval: [],
  scheduled: [],
  mandate: [],
  setUp: [],
  completed: [],
  promotion: [],
  pay: [],
  balance: [],
  limit: [],
  fee: [],
  payee: [],
  payer: [],
  stop: [],
}
