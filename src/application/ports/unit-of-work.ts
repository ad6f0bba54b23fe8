/**
 * Runs work atomically: everything the repositories write inside `work` commits together or not
 * at all (a lost connection before the commit leaves nothing behind). Nested calls join the
 * outer unit. Used where two writes must not be separated by a failure, e.g. a create and the
 * idempotency record of its response.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>
  /**
   * Runs `task` once the unit of work in progress has committed, outside it (its reads see the
   * committed rows), before that unit's `run` returns; never when the unit rolls back. Outside a
   * unit of work, runs it at once. A task's failure is the task's own: it is swallowed here, so
   * tasks catch and log what they care about.
   */
  afterCommit(task: () => Promise<void>): Promise<void>
}
