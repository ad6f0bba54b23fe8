import { BlockList, isIPv4, isIPv6 } from 'node:net'

/**
 * IANA's IPv4 Special-Purpose Address Registry: every block that is not globally reachable, or
 * that stands for something other than one host on the internet (loopback, private networks,
 * carrier-grade NAT, link-local with the cloud metadata service at 169.254.169.254, benchmarking,
 * documentation, multicast, reserved, broadcast).
 */
const IPV4_SPECIAL: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
]

/**
 * IANA's IPv6 Special-Purpose Address Registry, plus multicast. The forms that carry an IPv4
 * address (IPv4-mapped ::ffff:0:0/96, the deprecated IPv4-compatible ::/96, NAT64 64:ff9b::/96,
 * 6to4 2002::/16) are not listed: specialPurpose() checks the IPv4 address they embed instead.
 * Teredo (2001::/32) hides its IPv4 address and is refused whole with 2001::/23.
 */
const IPV6_SPECIAL: readonly (readonly [string, number])[] = [
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
]

const ipv4Special = new BlockList()
for (const [net, prefix] of IPV4_SPECIAL) ipv4Special.addSubnet(net, prefix, 'ipv4')
const ipv6Special = new BlockList()
for (const [net, prefix] of IPV6_SPECIAL) ipv6Special.addSubnet(net, prefix, 'ipv6')

/**
 * True when `address` (an IP literal, IPv6 with or without brackets) is not one public internet
 * host: in either special-purpose registry, directly or as the IPv4 address an IPv6 form embeds.
 * Anything that is not an IP literal is true too: callers check resolved addresses only.
 */
export function isSpecialPurposeAddress(address: string): boolean {
  const ip = address.replace(/^\[(.*)\]$/, '$1')
  if (isIPv4(ip)) return ipv4Special.check(ip, 'ipv4')
  if (!isIPv6(ip)) return true
  const groups = ipv6Groups(ip)
  if (!groups) return true
  const embedded = embeddedIpv4(groups)
  if (embedded !== undefined) return embedded === null || ipv4Special.check(embedded, 'ipv4')
  return ipv6Special.check(ip, 'ipv6')
}

/**
 * The IPv4 address an IPv6 address carries: mapped and compatible (::ffff:a.b.c.d, ::a.b.c.d,
 * including :: and ::1, which are not public either way), NAT64 (64:ff9b::a.b.c.d) and 6to4
 * (2002:AABB:CCDD::). undefined: a plain IPv6 address; null: an IPv4-carrying form that is never
 * one public host.
 */
function embeddedIpv4(groups: readonly number[]): string | null | undefined {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0)
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) {
    // ::/128 and ::1/128 are the unspecified and loopback addresses, not IPv4-compatible ones.
    if (groups[5] === 0 && groups[6] === 0) return null
    return v4(groups[6]!, groups[7]!)
  }
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!)
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!)
  return undefined
}

/** The eight 16-bit groups of an IPv6 literal (a trailing dotted quad and a zone id allowed). */
function ipv6Groups(ip: string): number[] | undefined {
  let text = ip.replace(/%.*$/, '').toLowerCase()
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail, ...rest] = text.split('::')
  if (rest.length > 0) return undefined
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : [])
  const front = part(head)
  const back = part(tail)
  const fill = tail === undefined ? 0 : 8 - front.length - back.length
  const groups = [...front, ...Array<number>(Math.max(0, fill)).fill(0), ...back]
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : undefined
}
