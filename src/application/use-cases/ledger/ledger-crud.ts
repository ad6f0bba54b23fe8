import type { Owned } from '../../../domain/ledger/owned.js'
import { CreateLedgerItem } from './create-ledger-item.js'
import { DeleteLedgerItem } from './delete-ledger-item.js'
import { GetLedgerItem } from './get-ledger-item.js'
import type { LedgerDeps } from './ledger-deps.js'
import { ListLedgerItems } from './list-ledger-items.js'
import { UpdateLedgerItem } from './update-ledger-item.js'

/** The five use cases of one ledger resource; the three resources share this code. */
export interface LedgerCrud<Item extends Owned & Draft, Draft, Filter> {
  readonly list: ListLedgerItems<Item, Draft, Filter>
  readonly get: GetLedgerItem<Item, Draft, Filter>
  readonly create: CreateLedgerItem<Item, Draft, Filter>
  readonly update: UpdateLedgerItem<Item, Draft, Filter>
  readonly delete: DeleteLedgerItem<Item, Draft, Filter>
}

export function ledgerCrud<Item extends Owned & Draft, Draft, Filter>(
  deps: LedgerDeps<Item, Draft, Filter>,
): LedgerCrud<Item, Draft, Filter> {
  return {
    list: new ListLedgerItems(deps),
    get: new GetLedgerItem(deps),
    create: new CreateLedgerItem(deps),
    update: new UpdateLedgerItem(deps),
    delete: new DeleteLedgerItem(deps),
  }
}
