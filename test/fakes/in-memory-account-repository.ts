import type { Account, AccountDraft } from '../../src/domain/ledger/account.js'
import type { Owned } from '../../src/domain/ledger/owned.js'
import type { AccountFilter, AccountRepository } from '../../src/application/ports/ledger-repositories.js'
import { InMemoryOwnedRepository } from './in-memory-owned-repository.js'

/** Accounts in memory, newest created first. */
export class InMemoryAccountRepository
  extends InMemoryOwnedRepository<Account, AccountDraft, AccountFilter>
  implements AccountRepository
{
  protected sortKey(a: Account) {
    return a.createdAt
  }
  protected matches() {
    return true
  }
  protected build(owned: Owned, d: AccountDraft): Account {
    return {
      ...owned,
      name: d.name,
      type: d.type,
      institution: d.institution,
      currency: d.currency,
      balance: d.balance,
      isActive: d.isActive,
    }
  }

  async isOwnedBy(userId: string, accountId: string): Promise<boolean> {
    return (await this.get(userId, accountId)) !== undefined
  }
}
