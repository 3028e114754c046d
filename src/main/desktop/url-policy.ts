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
 * Web permissions (camera, microphone, geolocation, notifications, …): all refused, except writing
 * plain text to the clipboard from the app's own pages (the Lobby's "copy room code" button; without
 * it the page falls back to selecting the text). Reading the clipboard stays refused.
 */
export const ALLOWED_PERMISSIONS: readonly string[] = ['clipboard-sanitized-write']

export function permissionAllowed(permission: string, requestingUrl: string | undefined, appOrigins: readonly string[]): boolean {
  if (!ALLOWED_PERMISSIONS.includes(permission) || typeof requestingUrl !== 'string') return false
  const origin = originOf(requestingUrl)
  return origin !== null && appOrigins.some((o) => o.toLowerCase() === origin)
}
