/**
 * Told after a ledger item was updated (PATCH or PUT), with the item before and after. The update
 * has happened whatever the listener does: an implementation never throws, it logs its own
 * failures. Used by notification parsing to learn from corrections.
 */
export interface LedgerChangeListener<Item> {
  updated(userId: string, before: Item, after: Item): Promise<void>
}
