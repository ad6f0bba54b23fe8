/** The verified caller, from a user token. */
export interface AuthenticatedUser {
  readonly id: string
  readonly role: 'authenticated'
  /** When the token stops being valid (its exp). */
  readonly expiresAt: Date
}

/** Koa's ctx.state for every request. */
export interface AppState {
  requestId: string
  /** Set by requireUser(); absent on public and administrators' routes. */
  user?: AuthenticatedUser
  /** Set by requireAdmin(): how the administrator proved it. */
  admin?: 'service_key' | 'service_role'
  /**
   * What the error middleware answered: the access log reports its code, a fault's stack, and
   * the reason a 401 does not tell the client (which check refused the token).
   */
  outcome?: { readonly code: string; readonly fault?: unknown; readonly reason?: string }
}
