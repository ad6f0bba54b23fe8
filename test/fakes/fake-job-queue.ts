import type { JobQueue } from '../../src/application/ports/job-queue.js'

/** Keeps every enqueued job (name and a JSON copy of its data, as the real queue stores it). */
export class FakeJobQueue<Data extends object = Record<string, unknown>> implements JobQueue {
  readonly jobs: { name: string; data: Data }[] = []

  async enqueue<D extends object>(name: string, data: D): Promise<string> {
    this.jobs.push({ name, data: JSON.parse(JSON.stringify(data)) as Data })
    return String(this.jobs.length)
  }
}
