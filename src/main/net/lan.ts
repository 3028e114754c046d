import { networkInterfaces } from 'node:os'

/** This machine's IPv4 addresses on its networks (not loopback): what a friend can reach. */
export function lanAddresses(): string[] {
  const out: string[] = []
  for (const list of Object.values(networkInterfaces())) {
    for (const i of list ?? []) if (i.family === 'IPv4' && !i.internal) out.push(i.address)
  }
  return out
}

/** The addresses a server bound to `bound` can be reached at from the network. */
export function reachableAddresses(bound: string): string[] {
  return bound === '0.0.0.0' || bound === '::' ? lanAddresses() : [bound]
}
