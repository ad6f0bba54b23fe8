/** A key's sliding window as it stands: requests in it, and when the oldest of them entered. */
export interface WindowState {
  readonly count: number
  /** ms since the epoch; undefined when the window is empty. */
  readonly oldestMs: number | undefined
}

export interface TakeResult extends WindowState {
  /** True when this request was counted; false when the window was full (nothing recorded). */
  readonly admitted: boolean
}

/**
 * Sliding windows of request times, one per key (the per-user AI requests per minute,
 * docs/advisor.md). In one process, or shared by every instance (docs/scale-out.md): a user's
 * 21st request of a minute is refused whichever instance it reaches.
 */
export interface RequestWindow {
  /**
   * Records one request at `nowMs` unless `limit` requests already lie in (nowMs - windowMs,
   * nowMs]; check and record are one atomic step for everyone sharing the window. Never throws:
   * a shared window that cannot be reached answers from this process's own.
   */
  take(key: string, limit: number, windowMs: number, nowMs: number): Promise<TakeResult>
  /** The window as this process last saw it, without waiting (for headers): may lag other instances. */
  peek(key: string, windowMs: number, nowMs: number): WindowState
}
