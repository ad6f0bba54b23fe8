import { DomainError } from '../errors.js'

/**
 * The bank connection's setup token was refused: unknown, or claimed already (perhaps by someone
 * else, in which case the user should disable it at the bridge). Nothing was stored.
 */
export class SetupTokenRejectedError extends DomainError {
  readonly code = 'setup_token_rejected'
}

/** Why a bank feed stopped answering for a connection; the connection needs the user's attention. */
export type BankAccessProblem = 'revoked' | 'payment_required' | 'unusable_access'

/**
 * The bank feed refused the stored access: revoked or wrong credentials (403), or the user's
 * subscription to the bridge lapsed (402); or the access itself cannot be used (a malformed access
 * URL, or one naming an address this service does not call). Retrying does not help until the
 * user acts.
 */
export class BankAccessError extends Error {
  constructor(
    readonly problem: BankAccessProblem,
    message: string,
  ) {
    super(message)
    this.name = 'BankAccessError'
  }
}

/** Bank sync is off on this service (no DATA_ENCRYPTION_KEY to keep bank credentials with). */
export class BankSyncNotConfiguredError extends DomainError {
  readonly code = 'bank_sync_not_configured'
  constructor() {
    super('bank sync is not configured on this service (DATA_ENCRYPTION_KEY is unset)')
  }
}
