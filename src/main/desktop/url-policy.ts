// Where the app's windows may go. The window only ever shows the app's own pages; a link to the
// outside world opens in the user's browser, and only for a short list of https sites. Everything
// is decided on the parsed URL, never on string prefixes (`https://github.com.evil.example`,
// `https://github.com@evil.example` and friends are refused).

/** Sites the app may open in the user's browser (exact host names, https only). */
export const EXTERNAL_HOSTS: readonly string[] = ['github.com', 'www.github.com']

function parse(url: string): URL | null {
  if (typeof url !== 'string' || url.length > 2048) return null
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/**
 * `scheme://host[:port]` of a URL with a host (WHATWG URL gives `null` as the origin of custom
 * schemes such as `app:`, so it is built here), or null for URLs without one (`about:`, `data:`)
 * and for URLs carrying credentials (`app://user@safehouse/`), which no page of ours has.
 */
export function originOf(url: string): string | null {
  const parsed = parse(url)
  if (!parsed || parsed.host === '' || parsed.username !== '' || parsed.password !== '') return null
  return `${parsed.protocol}//${parsed.host}`.toLowerCase()
}

/** True when `url` may be handed to the OS to open in the user's browser. */
export function isAllowedExternal(url: string, allowed: readonly string[] = EXTERNAL_HOSTS): boolean {
  const parsed = parse(url)
  if (!parsed) return false
  if (parsed.protocol !== 'https:') return false
  if (parsed.username !== '' || parsed.password !== '') return false
  if (parsed.port !== '') return false
  return allowed.includes(parsed.hostname.toLowerCase())
}

/** True when navigating to `url` keeps the window on the app's own pages. */
export function isAppNavigation(url: string, appOrigin: string | readonly string[]): boolean {
  const parsed = parse(url)
  if (!parsed || parsed.username !== '' || parsed.password !== '') return false
  const origin = originOf(url)
  if (origin === null) return false
  const origins = typeof appOrigin === 'string' ? [appOrigin] : appOrigin
  return origins.some((o) => o.toLowerCase() === origin)
}

/**
 * Web permissions (camera, microphone, geolocation, notifications, …): all refused, except these,
 * and only for the app's own pages:
 * - writing plain text to the clipboard (the Lobby's "copy room code" button; without it the page
 *   falls back to selecting the text). Reading the clipboard stays refused.
 * - Local Network Access: Chromium gates requests (WebSockets included) from a page it counts as
 *   public to loopback and private addresses behind `local-network` / `loopback-network` (and the
 *   older combined `local-network-access`), and Electron asks the session's permission handlers.
 *   A page at app://safehouse has no IP address, so it counts as public: without these, the
 *   window could reach neither its own host on 127.0.0.1 nor a friend's on 192.168.x.x.
 * Electron asks both the check handler and the request handler; both use this one table.
 */
export const APP_PERMISSIONS: readonly string[] = ['clipboard-sanitized-write', 'local-network-access', 'local-network', 'loopback-network']

/** True when the page at `requestingUrl` (a URL or an origin) may have `permission`. */
export function permissionAllowed(permission: string, requestingUrl: string | undefined, appOrigins: readonly string[]): boolean {
  if (!APP_PERMISSIONS.includes(permission) || typeof requestingUrl !== 'string') return false
  const origin = originOf(requestingUrl)
  return origin !== null && appOrigins.some((o) => o.toLowerCase() === origin)
}
