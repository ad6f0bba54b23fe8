import type { User, UserSettingsPatch } from '../../../domain/user.js'
import { presentFields } from '../present-fields.js'
import type { UserPatchBody } from './user-schemas.js'

/** Every mapping of a user between the wire (snake_case) and the domain, in one place. */
export const userMapper = {
  /** PATCH /me: the settings it changes. */
  toPatch(body: UserPatchBody): UserSettingsPatch {
    return presentFields({ baseCurrency: body.base_currency, newsletterEnabled: body.newsletter_enabled })
  },

  toWire(u: User) {
    return {
      id: u.id,
      base_currency: u.baseCurrency,
      newsletter_enabled: u.newsletterEnabled,
      created_at: u.createdAt.toISOString(),
    }
  },
}
