import type { CurrencyCode, DecimalString } from '../money.js'
import type { LedgerKind, Owned } from './owned.js'

export const ACCOUNT_TYPES = [
  'checking',
  'savings',
  'credit_card',
  'investment',
  'crypto',
  'cash',
  'loan',
  'other',
] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

export interface AccountDraft {
  readonly name: string
  readonly type: AccountType
  readonly institution: string | null
  readonly currency: CurrencyCode
  /** Any sign: a credit card or a loan owes. */
  readonly balance: DecimalString
  readonly isActive: boolean
}

export interface Account extends Owned, AccountDraft {}

export const accountKind: LedgerKind<AccountDraft> = {
  name: 'account',
  accountIdOf: () => null,
  canonical: (draft) => draft,
}
