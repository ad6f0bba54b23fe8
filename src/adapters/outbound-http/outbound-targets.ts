import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { OutboundRefusedError } from './outbound-refused.js'
import { isSpecialPurposeAddress } from './special-addresses.js'

/** One OUTBOUND_ALLOWED_HOSTS entry: a host name or IP literal, any port when port is undefined. */
export interface AllowedHost {
  readonly host: string
  readonly port: number | undefined
}

/**
 * Parses `host[:port]` entries (comma-separated; IPv6 in brackets, `[::1]:8080`). Host names are
 * compared as the URL parser writes them: lower case, IPv4 in dotted decimal, IPv6 compressed.
 * Returns the entries, or the text of the first one that is not a host[:port].
 */
export function parseAllowedHosts(text: string): AllowedHost[] | { invalid: string } {
  const hosts: AllowedHost[] = []
  for (const raw of text.split(',')) {
    const entry = raw.trim()
    if (!entry) continue
    const url = URL.canParse(`http://${entry}/`) ? new URL(`http://${entry}/`) : undefined
    if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash)
      return { invalid: entry }
    const explicitPort = /:\d+$/.test(entry) ? Number(/:(\d+)$/.exec(entry)![1]) : undefined
    hosts.push({ host: url.hostname, port: explicitPort })
  }
  return hosts
}

/** True when the operator allowed this host (and port): its addresses are not checked. */
export function isAllowedHost(allowed: readonly AllowedHost[], hostname: string, port: number): boolean {
  const host = canonicalHost(hostname)
  return allowed.some((a) => a.host === host && (a.port === undefined || a.port === port))
}

/**
 * The address to connect to for `hostname`: an IP literal as it is, a name resolved once. Every
 * resolved address must be a public internet host (special-addresses.ts) unless the operator
 * allowed the host: a name with one private address among public ones is refused, so no answer
 * order or later resolution can reach it. The caller connects to the address returned, never to
 * the name again (a second resolution could answer differently: DNS rebinding).
 */
export async function checkedAddress(
  hostname: string,
  port: number,
  allowed: readonly AllowedHost[],
): Promise<string> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1')
  const pass = isAllowedHost(allowed, hostname, port)
  if (isIP(bare)) {
    if (!pass && isSpecialPurposeAddress(bare)) throw refused(`${hostname} is not a public internet address`)
    return bare
  }
  const addresses = await lookup(bare, { all: true, verbatim: true })
  if (addresses.length === 0) throw new TypeError(`${bare} has no address`)
  if (!pass && addresses.some((a) => isSpecialPurposeAddress(a.address)))
    throw refused(`${hostname} resolves to an address that is not public`)
  return addresses[0]!.address
}

/** How a URL writes the host: lower case, IPv6 in brackets. */
function canonicalHost(hostname: string): string {
  const lower = hostname.toLowerCase()
  return isIP(lower) === 6 ? `[${lower}]` : lower
}

const refused = (what: string) =>
  new OutboundRefusedError('address', `${what} (loopback, private, link-local or reserved)`)
