// This process's own internet sockets, read from /proc (Linux): which addresses it listens on
// (TCP) or has bound (UDP). Other processes' sockets are left out: only inodes of this process's
// file descriptors count.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

export interface OwnSocket {
  protocol: 'tcp' | 'tcp6' | 'udp' | 'udp6'
  address: string
  port: number
  /** TCP: LISTEN, ESTABLISHED, …; UDP: bound. */
  state: string
}

const TCP_STATES: Record<string, string> = { '01': 'ESTABLISHED', '06': 'TIME_WAIT', '08': 'CLOSE_WAIT', '0A': 'LISTEN' }

function ownInodes(): Set<string> {
  const inodes = new Set<string>()
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`))
      if (m?.[1]) inodes.add(m[1])
    } catch {
      // closed while listing
    }
  }
  return inodes
}

function addressOf(hex: string): string {
  if (hex.length === 8) return [3, 2, 1, 0].map((i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16)).join('.')
  // IPv6: four little-endian 32-bit words.
  const words = [0, 1, 2, 3].map((w) => hex.slice(w * 8, w * 8 + 8).match(/../g)!.reverse().join(''))
  const groups = words.join('').match(/.{4}/g)!.map((g) => parseInt(g, 16).toString(16))
  const full = groups.join(':')
  if (full === '0:0:0:0:0:0:0:0') return '::'
  if (full === '0:0:0:0:0:0:0:1') return '::1'
  if (full.startsWith('0:0:0:0:0:ffff:')) return `::ffff:${addressOf(hex.slice(24).match(/../g)!.join(''))}`
  return full
}

/** The internet sockets this process holds now. */
export function ownSockets(): OwnSocket[] {
  const inodes = ownInodes()
  const found: OwnSocket[] = []
  for (const protocol of ['tcp', 'tcp6', 'udp', 'udp6'] as const) {
    let table: string
    try {
      table = readFileSync(`/proc/self/net/${protocol}`, 'utf8')
    } catch {
      continue
    }
    for (const line of table.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      if (cols.length < 10 || !inodes.has(cols[9] as string)) continue
      const [hexAddress, hexPort] = (cols[1] as string).split(':') as [string, string]
      const state = protocol.startsWith('tcp') ? (TCP_STATES[cols[3] as string] ?? cols[3] as string) : 'bound'
      found.push({ protocol, address: addressOf(hexAddress), port: parseInt(hexPort, 16), state })
    }
  }
  return found
}
