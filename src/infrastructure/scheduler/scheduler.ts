import type { Agenda, Job } from 'agenda'
import type { ComponentHealth, ComponentStatus } from '../../application/ports/component-health.js'
import type { JobQueue } from '../../application/ports/job-queue.js'
import type { Log } from '../../application/ports/log.js'
import type { Metrics } from '../../application/ports/metrics.js'
import type { JobDefinition } from '../../adapters/jobs/job-definition.js'
import { cronProblem } from '../config/env-reader.js'
import { createAgenda, type AgendaHandle, type AgendaOptions } from './agenda-factory.js'
import type { ScheduledJob } from './timetable.js'

export interface SchedulerOptions {
  readonly agenda: AgendaOptions
  /** SCHEDULER_ENABLED: run workers here. When false this instance only enqueues. */
  readonly runWorkers: boolean
  readonly jobs: readonly JobDefinition[]
  readonly schedules: readonly ScheduledJob[]
  /** How long stop() waits for running jobs before giving up on them (their locks then expire). */
  readonly drainTimeoutMs: number
  readonly log: Log
  /** Where job runs are counted by name and outcome (job_runs_total). */
  readonly metrics?: Metrics
}

type State = 'stopped' | 'workers' | 'enqueue_only'

const DEFAULT_LOCK_LIFETIME_MS = 10 * 60_000

/**
 * Agenda behind the service's Lifecycle: defines every contributed job, declares the timetable
 * (idempotent: Agenda keeps one row per repeating job, whichever instance declares it) and runs
 * workers when enabled. Any number of instances may run; each occurrence is locked by one worker.
 * It is also the JobQueue of the application.
 */
export class Scheduler implements JobQueue, ComponentHealth {
  readonly #options: SchedulerOptions
  #handle: AgendaHandle | undefined
  #state: State = 'stopped'
  /** Workers lost their LISTEN connection (a database outage) and have not got it back yet. */
  #lost = false

  constructor(options: SchedulerOptions) {
    const names = new Set(options.jobs.map((j) => j.name))
    if (names.size !== options.jobs.length) throw new Error('two job definitions share a name')
    const unknown = options.schedules.filter((s) => !names.has(s.job)).map((s) => s.job)
    if (unknown.length > 0) throw new Error(`the timetable names jobs nobody defined: ${unknown.join(', ')}`)
    // Agenda would accept a bad expression and never run the job: refuse it here instead.
    const bad = options.schedules.flatMap((s) => {
      const problem = cronProblem(s.cron)
      return problem ? [`${s.job} "${s.cron}" (${problem})`] : []
    })
    if (bad.length > 0) throw new Error(`the timetable has invalid cron expressions: ${bad.join('; ')}`)
    this.#options = options
  }

  async start(): Promise<void> {
    if (this.#handle) return
    const { log } = this.#options
    const handle = await createAgenda({ ...this.#options.agenda, listen: this.#options.runWorkers })
    this.#handle = handle
    const { agenda } = handle
    this.#survive(handle)
    for (const definition of this.#options.jobs) this.#define(agenda, definition)
    agenda.on('fail', (error: Error, job: Job) => {
      log.error({ err: error, job: job.attrs.name, jobId: String(job.attrs._id) }, 'job failed')
    })
    if (this.#options.runWorkers) {
      await agenda.start()
      for (const s of this.#options.schedules) {
        await agenda.every(s.cron, s.job, undefined, { timezone: 'UTC', skipImmediate: true })
      }
      this.#state = 'workers'
      log.info(
        { schedules: this.#options.schedules.map((s) => `${s.job} ${s.cron}`) },
        'scheduler running workers',
      )
    } else {
      // A process that never calls start() sends no NOTIFY: connect the channel so the jobs it
      // enqueues wake the workers of other instances at once instead of at their next poll.
      await handle.notifications?.connect()
      this.#state = 'enqueue_only'
      log.info({}, 'scheduler workers disabled here (SCHEDULER_ENABLED=false): enqueue only')
    }
  }

  /** Lets running jobs finish (up to drainTimeoutMs), takes no new ones, disconnects. */
  async stop(): Promise<void> {
    const handle = this.#handle
    if (!handle) return
    this.#handle = undefined
    const { agenda } = handle
    if (this.#state === 'workers') {
      const result = await agenda.drain({ timeout: this.#options.drainTimeoutMs })
      // drain() leaves the jobs this instance locked but never started locked until their lock
      // expires; stop() hands them back at once so another instance can take them.
      await agenda.stop()
      this.#options.log.info({ ...result }, 'scheduler drained')
    } else {
      await handle.notifications?.disconnect()
    }
    this.#state = 'stopped'
    await handle.close()
  }

  async enqueue<Data extends object>(name: string, data: Data): Promise<string> {
    if (!this.#handle) throw new Error(`cannot enqueue ${name}: the scheduler is not started`)
    const job = await this.#handle.agenda.now(name, data)
    return String(job.attrs._id)
  }

  async check(): Promise<ComponentStatus> {
    // Enqueue-only (or not started): no workers here, which is a configuration, not a fault.
    if (this.#state !== 'workers') return 'disabled'
    return this.#lost ? 'degraded' : 'ok'
  }

  /** The Agenda instance, for tests and the benchmark (e.g. to count pending jobs). */
  get agenda(): Agenda | undefined {
    return this.#handle?.agenda
  }

  /**
   * A database outage must not end the process: an 'error' event with no listener would. Agenda's
   * own polling and the LISTEN channel retry by themselves; the log says once that the scheduler
   * lost the database and once that it is back, not once per retry.
   */
  #survive(handle: AgendaHandle): void {
    const { log } = this.#options
    const onError = (error: unknown) => {
      if (this.#lost) return
      // Without a LISTEN channel nothing tells us the database is back: log, but stay 'ok'.
      if (handle.notifications && this.#state === 'workers') this.#lost = true
      log.warn({ err: error }, 'scheduler lost the database; retrying until it is back')
    }
    handle.agenda.on('error', onError)
    handle.notifications?.on('error', onError)
    handle.notifications?.on('stateChange', (state: string) => {
      if (state !== 'connected' || !this.#lost) return
      this.#lost = false
      log.info({}, 'scheduler reconnected to the database (LISTEN restored)')
    })
  }

  #define(agenda: Agenda, definition: JobDefinition): void {
    agenda.define(
      definition.name,
      async (job: Job<unknown>) => {
        const dueAt = job.attrs.lastRunAt ?? new Date()
        try {
          await definition.run(job.attrs.data ?? {}, { jobId: String(job.attrs._id), dueAt })
          this.#options.metrics?.jobRun(definition.name, 'ok')
        } catch (error) {
          this.#options.metrics?.jobRun(definition.name, 'failed')
          throw error
        }
      },
      {
        concurrency: definition.concurrency ?? 1,
        // Without a limit the first worker notified locks every queued job (a whole run's pages)
        // and the others idle. Lock what can run plus one ready to start; the rest stays free
        // for other instances, which find it at their next scan (processEvery).
        lockLimit: (definition.concurrency ?? 1) + 1,
        lockLifetime: definition.lockLifetimeMs ?? DEFAULT_LOCK_LIFETIME_MS,
        removeOnComplete: definition.removeOnComplete ?? false,
      },
    )
  }
}
