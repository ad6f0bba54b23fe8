/** ok: working; degraded: optional and unavailable (the service goes on); down: required and failing; disabled: not configured. */
export type ComponentStatus = 'ok' | 'degraded' | 'down' | 'disabled'

/** One dependency as /ready reports it. `check` is cheap and never throws. */
export interface ComponentHealth {
  check(): Promise<ComponentStatus>
}

/** The components /ready reports (docs/api.md "Health"); only the database makes the service not ready. */
export interface ReadinessChecks {
  readonly database: ComponentHealth
  readonly embedding: ComponentHealth
  readonly llm: ComponentHealth
  readonly push: ComponentHealth
  readonly scheduler: ComponentHealth
  /** Shared caches and limits of several instances (REDIS_URL); degraded: serving in process. */
  readonly redis: ComponentHealth
}

/** Whether this instance has been told to stop: it then reads not ready, so traffic drains away. */
export interface ShutdownState {
  readonly stopping: boolean
}
