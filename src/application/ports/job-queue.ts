/**
 * Puts a job on the shared queue to run as soon as a worker is free, on whichever instance
 * locks it first (each enqueued job runs once). For the HTTP side of jobs ("generate now") and
 * for fan-out (one run split into per-page jobs).
 *
 * Throws when the queue is not connected yet (before the scheduler started) or the store fails;
 * it never runs the job inline.
 */
export interface JobQueue {
  /** `name` is an exported job-name constant; `data` must be JSON (it is stored). Resolves to the job's id. */
  enqueue<Data extends object>(name: string, data: Data): Promise<string>
}
