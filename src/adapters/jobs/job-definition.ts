/**
 * One kind of background job, as an area contributes it to the scheduler (docs/memory.md, "Jobs
 * and schedules"). The scheduler turns it into an Agenda definition; jobs never see Agenda.
 *
 * `run` receives the stored payload (JSON) and should throw to fail the job: Agenda records the
 * failure and the scheduler logs it. A job that must run at fixed times appears, by `name`, in
 * the one timetable (src/infrastructure/scheduler/timetable.ts).
 */
export interface JobDefinition<Data = unknown> {
  /** Unique and stable: it is the key of the stored job rows. Export it as a constant. */
  readonly name: string
  /** Parallel runs of this job per instance (default 1). */
  readonly concurrency?: number
  /** After this long a locked job is considered crashed and may be taken by another worker (default 10 min). */
  readonly lockLifetimeMs?: number
  /** Delete a one-time run's row once it succeeded (failed runs stay for inspection). Default false. */
  readonly removeOnComplete?: boolean
  run(data: Data, context: JobContext): Promise<void>
}

export interface JobContext {
  readonly jobId: string
  /** When this occurrence was due (a scheduled job's nominal time; `now` for an enqueued one). */
  readonly dueAt: Date
}
