// Where the host is. In a browser it is the host that served the page; in the desktop app the
// preload tells us the embedded host's address.

/** `ws://host:port/ws` for a page served at `http://host:port/` (wss for https). */
export function wsUrlForPage(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`
}

/**
 * Parses what a player types in the Join box ("192.168.1.5:7777", "http://mybox.local:7777/"...)
 * into the host's WebSocket URL, or null when it is not an address.
 */
export function wsUrlFromAddress(input: string): string | null {
  const text = input.trim()
  if (text === '' || /\s/.test(text)) return null
  let url: URL
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `http://${text}`)
  } catch {
    return null
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || url.hostname === '') return null
  const secure = url.protocol === 'https:' || url.protocol === 'wss:'
  return `${secure ? 'wss' : 'ws'}://${url.host}/ws`
}

/** The page address a friend opens, for a host's WebSocket URL. */
export function pageUrlFor(wsUrl: string): string {
  const url = new URL(wsUrl)
  return `${url.protocol === 'wss:' ? 'https' : 'http'}://${url.host}/`
}

/** Whether a host's address is this computer's loopback (the desktop app's own servers use 127.0.0.1). */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname
    return host === '127.0.0.1' || host === 'localhost' || host === '[::1]'
  } catch {
    return false
  }
}
