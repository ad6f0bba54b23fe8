import { ValidationError } from '../../../domain/errors.js'
import type { LedgerKind } from '../../../domain/ledger/owned.js'
import type { AccountRepository } from '../../ports/ledger-repositories.js'

/** The account a draft names, if any, must be the caller's: another user's is refused like a bad field. */
export async function requireOwnAccount<Draft>(
  kind: LedgerKind<Draft>,
  accounts: AccountRepository,
  userId: string,
  draft: Draft,
): Promise<void> {
  const accountId = kind.accountIdOf(draft)
  if (accountId && !(await accounts.isOwnedBy(userId, accountId))) {
    throw ValidationError.field('/account_id', 'is not one of your accounts')
  }
}
