/** What every ledger object carries besides its own fields. The id is a server-made UUID. */
export interface Owned {
  readonly id: string
  readonly userId: string
  readonly version: number
  readonly createdAt: Date
  readonly updatedAt: Date
}

/**
 * What the shared CRUD use cases know of one ledger resource's meaning. Drafts arrive typed and
 * shape-checked (exact money, currency codes, lengths): this adds what depends on the whole draft.
 */
export interface LedgerKind<Draft> {
  readonly name: 'account' | 'transaction' | 'holding'
  /** The account the draft refers to, which must be the caller's own. */
  accountIdOf(draft: Draft): string | null
  /** The draft as stored, e.g. a holding's symbol in the case its asset type asks for. */
  canonical(draft: Draft): Draft
}
