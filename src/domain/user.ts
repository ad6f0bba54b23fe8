import type { CurrencyCode } from './money.js'

export interface User {
  readonly id: string
  readonly baseCurrency: CurrencyCode
  readonly newsletterEnabled: boolean
  readonly createdAt: Date
}

export interface UserSettingsPatch {
  readonly baseCurrency?: CurrencyCode
  readonly newsletterEnabled?: boolean
}
