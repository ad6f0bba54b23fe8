import { parseAllowedHosts, type AllowedHost } from '../../adapters/outbound-http/outbound-targets.js'
import type { EnvReader } from './env-reader.js'

export interface OutboundHttpConfig {
  /**
   * OUTBOUND_ALLOWED_HOSTS: hosts (host or host:port, comma-separated) that calls to user-chosen
   * URLs may reach whatever their address: a private bridge, a fake server on loopback in tests.
   * Empty by default: only public internet addresses (docs/operations.md "Security").
   */
  readonly allowedHosts: readonly AllowedHost[]
}

export function readOutboundHttpConfig(read: EnvReader): OutboundHttpConfig {
  const parsed = parseAllowedHosts(read.optional('OUTBOUND_ALLOWED_HOSTS') ?? '')
  if ('invalid' in parsed) {
    read.problems.push(
      `OUTBOUND_ALLOWED_HOSTS must be host or host:port entries separated by commas (got "${parsed.invalid}")`,
    )
    return { allowedHosts: [] }
  }
  return { allowedHosts: parsed }
}
