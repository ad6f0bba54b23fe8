import type { CurrencyCode, DecimalString } from '../money.js'
import { FieldReader } from './fields.js'
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
  readonly balance: DecimalString
  readonly isActive: boolean
}

export interface Account extends Owned, AccountDraft {}

export const accountKind: LedgerKind<Account, AccountDraft> = {
  name: 'account',
  writableFields: ['name', 'type', 'institution', 'currency', 'balance', 'is_active'],
  parseDraft(input) {
    const f = new FieldReader(input)
    const draft: AccountDraft = {
      name: f.text('name', { required: true, max: 100 }),
      type: f.oneOf('type', ACCOUNT_TYPES),
      institution: f.text('institution', { max: 200 }),
      currency: f.currency('currency'),
      balance: f.amount('balance', { required: true, min: 'any' }),
      isActive: f.bool('is_active', true),
    }
    f.finish()
    return draft
  },
  toInput: (a) => ({
    name: a.name,
    type: a.type,
    institution: a.institution,
    currency: a.currency,
    balance: a.balance,
    is_active: a.isActive,
  }),
  accountIdOf: () => null,
}
