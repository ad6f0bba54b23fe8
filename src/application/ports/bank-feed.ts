import type { BankFeedSnapshot } from '../../domain/bank-sync/bank-feed-data.js'

/** The half-open window [from, to) of booking times a fetch asks for. */
export interface BankFeedWindow {
  readonly from: Date
  readonly to: Date
}

/**
 * A bank-data provider a user connects once (SimpleFIN today; GoCardless Bank Account Data,
 * Enable Banking or Plaid are one adapter each). Contract:
 * - claim() turns what the user pasted into a long-lived access credential, once: a second claim
 *   of the same token rejects with SetupTokenRejectedError, a token that is not one with
 *   ValidationError, an unreachable provider with UpstreamUnavailableError; nothing is kept.
 * - fetch() returns every account the access reaches with its balance and the transactions
 *   booked in the window, pending ones included. Revoked access or a lapsed subscription rejects
 *   with BankAccessError; an unreachable or failing provider with UpstreamUnavailableError or
 *   UpstreamTimeoutError (worth retrying later).
 * The access credential is a secret: adapters never log it or put it in an error message.
 */
export interface BankFeed {
  readonly provider: string
  claim(setupToken: string): Promise<string>
  fetch(access: string, window: BankFeedWindow): Promise<BankFeedSnapshot>
}
