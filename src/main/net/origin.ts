// Who may open a WebSocket to the host. Browsers send an Origin header, so a page from another
// site cannot play on a player's behalf; non-browser clients send none.
import { isIP } from 'node:net'
import { hostname } from 'node:os'

/**
 * Host names a home network really uses. Anything else (a public domain name) points at us only
 * through DNS rebinding, so it is refused.
 */
export function isLocalHostName(host: string): boolean {
  const name = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  return isIP(name) !== 0 || name === 'localhost' || name.endsWith('.local') || name === hostname().toLowerCase()
}

function hostOnly(hostHeader: string): string {
  if (hostHeader.startsWith('[')) return hostHeader.slice(0, hostHeader.indexOf(']') + 1)
  return hostHeader.split(':')[0]
}

/** A request addressed to this host by a name a home network uses (not a rebound public name). */
export function hostAllowed(hostHeader: string | undefined): boolean {
  return hostHeader !== undefined && isLocalHostName(hostOnly(hostHeader))
}

export function originAllowed(origin: string | undefined, hostHeader: string | undefined, extra: readonly string[]): boolean {
  if (hostHeader === undefined || !hostAllowed(hostHeader)) return false
  if (origin === undefined) return true
  if (extra.includes(origin)) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  // The host's own pages: same scheme-less host and port as the request.
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === hostHeader.toLowerCase()
}
