import type { BankAccount, Institution } from '../../../domain/bank-sync/bank-feed-data.js'
import type { ConnectionAccount } from '../../../domain/bank-sync/connection.js'

/** The distinct institutions of a fetch, in the order the bank lists them. */
export function institutionsOf(accounts: readonly BankAccount[]): Institution[] {
  const seen = new Map<string, Institution>()
  for (const a of accounts) {
    const key = `${a.institution.domain ?? ''}|${a.institution.name}`
    if (!seen.has(key)) seen.set(key, a.institution)
  }
  return [...seen.values()]
}

/** The fetched bank accounts as the connection keeps them, with the links the user already made. */
export function connectionAccountsOf(
  accounts: readonly BankAccount[],
  known: readonly ConnectionAccount[],
): ConnectionAccount[] {
  return accounts.map((a) => ({
    externalId: a.externalId,
    name: a.name,
    currency: a.currency,
    balance: a.balance,
    balanceDate: a.balanceDate,
    institution: a.institution.name,
    linkedAccountId: known.find((k) => k.externalId === a.externalId)?.linkedAccountId ?? null,
  }))
}
