/** Why the outbound-HTTP adapter refused a call or its answer (outbound-http.ts). */
export type OutboundRefusal = 'address' | 'redirect' | 'too_large' | 'scheme'

/**
 * A call the outbound-HTTP adapter would not make or finish: a target that is not a public
 * internet address, a redirect (never followed), an answer over its size cap, a scheme other than
 * http(s). Not worth retrying; the message says why in words a user can read and names no secret.
 */
export class OutboundRefusedError extends Error {
  constructor(
    readonly refusal: OutboundRefusal,
    message: string,
  ) {
    super(message)
    this.name = 'OutboundRefusedError'
  }
}
