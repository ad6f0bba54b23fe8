import type { MemoryPeriod } from '../../../domain/memory/memory.js'

/** The job a scheduled run fans out into: one page of users, one period, one shared instant. */
export const INGEST_PAGE_JOB = 'memory.ingest-page'

/** Its stored payload (JSON). */
export interface IngestionPage {
  readonly period: MemoryPeriod
  readonly userIds: readonly string[]
  /** ISO instant of the occurrence, so every page summarises the same window even if it runs late. */
  readonly at: string
}
