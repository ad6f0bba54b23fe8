import type { Account, AccountDraft } from '../../../domain/ledger/account.js'
import type { AccountDraftBody, AccountPatchBody } from './ledger-schemas.js'
import { presentFields } from '../present-fields.js'
import { ownedToWire } from './ledger-wire.js'

/** Every mapping of an account between the wire (snake_case) and the domain, in one place. */
export const accountMapper = {
  /** POST and PUT: absent optional fields are none; an account is active unless it says otherwise. */
  toDraft(body: AccountDraftBody): AccountDraft {
    return {
      name: body.name,
      type: body.type,
      institution: body.institution ?? null,
      currency: body.currency,
      balance: body.balance,
      isActive: body.is_active ?? true,
    }
  },

  /** PATCH: the fields it changes; `is_active: null` is back to active. */
  toPatch(body: AccountPatchBody): Partial<AccountDraft> {
    return presentFields({
      name: body.name,
      type: body.type,
      institution: body.institution,
      currency: body.currency,
      balance: body.balance,
      isActive: body.is_active === null ? true : body.is_active,
    })
  },

  toWire(a: Account) {
    return {
      ...ownedToWire(a),
      name: a.name,
      type: a.type,
      institution: a.institution,
      currency: a.currency,
      balance: a.balance,
      is_active: a.isActive,
    }
  },
}
