import type { UnitOfWork } from '../../src/application/ports/unit-of-work.js'

/** The UnitOfWork of in-memory fakes: no transaction to join, so work and after-commit tasks run at once. */
export class ImmediateUnitOfWork implements UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T> {
    return work()
  }

  async afterCommit(task: () => Promise<void>): Promise<void> {
    await task().catch(() => undefined)
  }
}
