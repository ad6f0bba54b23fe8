import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Fields that every log line written inside a request or a job carries (request_id, job ids).
 * Used only for log correlation, never to pass dependencies (README.md "Architecture": no service locator).
 */
export const logContext = new AsyncLocalStorage<Readonly<Record<string, unknown>>>()

export function withLogContext<T>(fields: Readonly<Record<string, unknown>>, run: () => T): T {
  return logContext.run({ ...logContext.getStore(), ...fields }, run)
}
