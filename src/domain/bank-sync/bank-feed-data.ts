/** The institution that holds a bank account, as the bank feed names it. */
export interface Institution {
  readonly name: string
  readonly domain: string | null
}

/** One transaction as a bank feed reports it, before any import decision. */
export interface BankTransaction {
  /** The bank's id of the transaction (stable across fetches; a pending one may get a new id once posted). */
  readonly externalId: string
  /** When the bank booked it; null while pending (the feed may say 0). */
  readonly postedAt: Date | null
  /** When the payment happened, when the bank says (a card swipe before it posts). */
  readonly transactedAt: Date | null
  /** Signed exact decimal string: positive is money in, negative money out. */
  readonly amount: string
  readonly description: string
  readonly payee: string | null
  readonly memo: string | null
  readonly pending: boolean
}

/** One bank account with its balance and the transactions of the window asked for. */
export interface BankAccount {
  readonly externalId: string
  readonly name: string
  /** ISO 4217 code, or null when the bank reports a currency of its own (a URL, points). */
  readonly currency: string | null
  /** Signed exact decimal strings, as of balanceDate. */
  readonly balance: string
  readonly availableBalance: string | null
  readonly balanceDate: Date
  readonly institution: Institution
  readonly transactions: readonly BankTransaction[]
}

/** What one fetch returned: the accounts, and the bank's own messages for the user. */
export interface BankFeedSnapshot {
  readonly accounts: readonly BankAccount[]
  /**
   * Human-readable problems the bridge reports (for example "You must reauthenticate."): plain
   * text, trimmed and length-capped; shown to the user, never swallowed.
   */
  readonly messages: readonly string[]
}
