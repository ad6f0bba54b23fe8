import { ValidationError } from '../../../domain/errors.js'
import { toCurrencyCode } from '../../../domain/money.js'
import type { User, UserSettingsPatch } from '../../../domain/user.js'
import type { UserRepository } from '../../ports/user-repository.js'

export class UpdateMe {
  readonly #users: UserRepository
  constructor({ users }: { users: UserRepository }) {
    this.#users = users
  }

  async execute({
    userId,
    body,
  }: {
    readonly userId: string
    readonly body: Readonly<Record<string, unknown>>
  }): Promise<User> {
    const errors: { pointer: string; detail: string }[] = []
    const patch: { -readonly [K in keyof UserSettingsPatch]: UserSettingsPatch[K] } = {}
    for (const [field, value] of Object.entries(body)) {
      if (field === 'base_currency') {
        const code = toCurrencyCode(value)
        if (code) patch.baseCurrency = code
        else
          errors.push({
            pointer: '/base_currency',
            detail: 'must be an ISO 4217 currency code such as "USD"',
          })
      } else if (field === 'newsletter_enabled') {
        if (typeof value === 'boolean') patch.newsletterEnabled = value
        else errors.push({ pointer: '/newsletter_enabled', detail: 'must be true or false' })
      } else {
        errors.push({
          pointer: `/${field}`,
          detail:
            field === 'id' || field === 'created_at'
              ? 'is set by the server and cannot be written'
              : 'is not a field of the user',
        })
      }
    }
    if (errors.length > 0) throw new ValidationError(errors)
    await this.#users.ensure(userId)
    const user = await this.#users.update(userId, patch)
    if (!user) throw new Error('user row vanished during update')
    return user
  }
}
