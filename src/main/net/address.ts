// Who a connection comes from, as the per-address limits count it.
import { isIPv6 } from 'node:net'

/**
 * This machine itself: its user (the desktop app's own page, a browser on the host) is never held
 * back by the limits meant for guests. Only exact loopback: no other machine can come from these.
 */
const OWN_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export function isOwnAddress(remote: string | undefined): boolean {
  return remote !== undefined && OWN_ADDRESSES.has(remote.toLowerCase())
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const bare = address.split('%')[0]
  if (!isIPv6(bare)) return null
  let text = bare.toLowerCase()
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number)
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === null ? 0 : 8 - left.length - right.length
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((g) => g.replace(/^0+(?=.)/, ''))
}

/**
 * The key the per-address limits count under. IPv4 (also mapped into IPv6): the address. IPv6: its
 * /64 network, because one machine can take any number of addresses inside its network's /64.
 */
export function addressKey(remote: string | undefined): string {
  if (remote === undefined) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remote)
  if (mapped) return mapped[1]
  const groups = ipv6Groups(remote)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : remote
}
