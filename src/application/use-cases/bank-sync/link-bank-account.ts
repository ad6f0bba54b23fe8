import { accountTypeFor, type BankConnection } from '../../../domain/bank-sync/connection.js'
import { NotFoundError, ValidationError } from '../../../domain/errors.js'
import type { CurrencyCode, DecimalString } from '../../../domain/money.js'
import type { BankSyncDeps } from './bank-sync-deps.js'

export type LinkTarget = { readonly accountId: string } | { readonly create: true }

/**
 * Links a bank account of a connection to one of the user's accounts (another user's account is
 * a 422), or creates an account with the bank's name, currency and a type guessed from the name.
 * Only linked bank accounts are imported.
 */
export class LinkBankAccount {
  readonly #deps: Pick<BankSyncDeps, 'bankConnections' | 'accounts' | 'clock' | 'ids'>
  constructor(deps: Pick<BankSyncDeps, 'bankConnections' | 'accounts' | 'clock' | 'ids'>) {
    this.#deps = deps
  }

  async execute(
    userId: string,
    connectionId: string,
    externalId: string,
    target: LinkTarget,
  ): Promise<BankConnection> {
    const { bankConnections, accounts, clock, ids } = this.#deps
    const connection = await bankConnections.get(userId, connectionId)
    const bankAccount = connection?.accounts.find((a) => a.externalId === externalId)
    if (!connection || !bankAccount) throw new NotFoundError('bank account')
    let accountId: string
    if ('accountId' in target) {
      if (!(await accounts.isOwnedBy(userId, target.accountId)))
        throw ValidationError.field('/account_id', 'is not one of your accounts')
      accountId = target.accountId
    } else {
      if (!bankAccount.currency)
        throw ValidationError.field(
          '/create',
          'the bank reports no ISO currency for this account: link it to an account of yours',
        )
      const now = clock.now()
      const created = await accounts.insert(
        userId,
        ids.newId(),
        {
          name: bankAccount.name.slice(0, 100),
          type: accountTypeFor(bankAccount.name),
          institution: bankAccount.institution.slice(0, 200),
          currency: bankAccount.currency as CurrencyCode,
          balance: bankAccount.balance as DecimalString,
          isActive: true,
        },
        now,
      )
      accountId = created.id
    }
    await bankConnections.link(userId, connectionId, externalId, accountId)
    return (await bankConnections.get(userId, connectionId))!
  }
}
