/**
 * Runs work atomically: everything the repositories write inside `work` commits together or not
 * at all (a lost connection before the commit leaves nothing behind). Nested calls join the
 * outer unit. Used where two writes must not be separated by a failure, e.g. a create and the
 * idempotency record of its response.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>
}
