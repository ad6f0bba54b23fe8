import { asValue } from 'awilix'
import type { Llm } from '../../application/ports/llm.js'
import { ParseBill } from '../../application/use-cases/extraction/parse-bill.js'
import {
  ParseNotification,
  type ExtractionPolicy,
  type ModelAdmission,
} from '../../application/use-cases/extraction/parse-notification.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface ExtractionCradle {
  extractionPolicy: ExtractionPolicy
  parseNotification: ParseNotification
  parseBill: ParseBill
}

interface ExtractionNeeds extends Pick<FoundationCradle, 'clock'> {
  llm: Llm
  /** The advisor area's per-user model limit, shared by every AI route. */
  modelUseLimit: ModelAdmission
}

const singleton = singletonsOf<ExtractionCradle & ExtractionNeeds>()

/** Notification and bill parsing: the rules, then the fast tier. */
export const extractionArea = defineArea<ExtractionCradle, ExtractionNeeds>('extraction', ({ config }) => ({
  extractionPolicy: asValue(config.extraction),
  parseNotification: singleton(ParseNotification),
  parseBill: singleton(ParseBill),
}))
