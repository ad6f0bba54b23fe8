/**
 * The names of the memory area's jobs (stored in the job rows: never rename one without a
 * migration). Scheduled jobs have one name per schedule, because Agenda keeps one row per
 * repeating job name.
 */
export const MEMORY_INGEST_DAILY = 'memory.ingest-daily'
export const MEMORY_INGEST_WEEKLY = 'memory.ingest-weekly'
export const MEMORY_INGEST_MONTHLY = 'memory.ingest-monthly'
/** One page of users for one period: what a scheduled run fans out into (named by the use case that enqueues it). */
export { INGEST_PAGE_JOB as MEMORY_INGEST_PAGE } from '../../application/use-cases/memory/ingestion-page.js'
