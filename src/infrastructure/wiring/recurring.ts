import type { RecurringSource } from '../../application/ports/recurring-source.js'
import { ListRecurring } from '../../application/use-cases/recurring/list-recurring.js'
import { KyselyRecurringSource } from '../../adapters/postgres/kysely-recurring-source.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

/** The keys the recurring area adds; the insights area reads `recurringSource` too. */
export interface RecurringCradle {
  recurringSource: RecurringSource
  listRecurring: ListRecurring
}

type RecurringNeeds = Pick<FoundationCradle, 'db' | 'clock'>

const singleton = singletonsOf<RecurringCradle & RecurringNeeds>()

/** Subscriptions and recurring payments, detected from the transactions (docs/recurring.md). */
export const recurringArea = defineArea<RecurringCradle, RecurringNeeds>('recurring', () => ({
  recurringSource: singleton(KyselyRecurringSource),
  listRecurring: singleton(ListRecurring),
}))
