/** What every ledger object carries besides its own fields. The id is a server-made UUID. */
export interface Owned {
  readonly id: string
  readonly userId: string
  readonly version: number
  readonly createdAt: Date
  readonly updatedAt: Date
}

/**
 * Describes one ledger resource to the shared CRUD use cases: how to parse a full draft from
 * input (defaults applied, every field checked), and how to turn an item back into input so a
 * partial update can be merged over it and parsed again.
 */
export interface LedgerKind<Item extends Owned, Draft> {
  readonly name: 'account' | 'transaction' | 'holding'
  /** The fields a client may write; anything else in a body is refused. */
  readonly writableFields: readonly string[]
  parseDraft(input: Readonly<Record<string, unknown>>): Draft
  toInput(item: Item): Record<string, unknown>
  /** The account the draft refers to, which must be the caller's own. */
  accountIdOf(draft: Draft): string | null
}
