// Serves the built renderer on the app's own scheme (app://safehouse/…) from the folder electron-vite
// builds (out/renderer, inside app.asar when packaged). Plain Node: the Electron glue registers it
// with protocol.handle. Every response carries the Content-Security-Policy and the other security
// headers; anything outside the folder, or for another host name, is refused.
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { APP_HOST, APP_SCHEME } from '../../shared/app-origin'
import { CONTENT_SECURITY_POLICY, resolveRequestPath, SECURITY_HEADERS } from '../net/static-files'
import { originOf } from './url-policy'

export { CONTENT_SECURITY_POLICY }

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

const MAX_FILE_BYTES = 32 * 1024 * 1024

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}

async function fileIfAny(file: string): Promise<Buffer | null> {
  try {
    const info = await stat(file)
    if (!info.isFile() || info.size > MAX_FILE_BYTES) return null
    return await readFile(file)
  } catch {
    return null
  }
}

/**
 * A handler for protocol.handle(APP_SCHEME, …): GET and HEAD of files under `rendererDir`; an
 * unknown path without a file extension gets index.html (the app has one page).
 */
export function createAppProtocolHandler(rendererDir: string): (url: string, method?: string) => Promise<Response> {
  const root = resolve(rendererDir)
  return async (rawUrl, method = 'GET') => {
    if (method !== 'GET' && method !== 'HEAD') return plain(405, 'method not allowed')
    let url: URL
    try {
      url = new URL(rawUrl)
    } catch {
      return plain(400, 'bad request')
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return plain(404, 'not found')
    const file = resolveRequestPath(root, url.pathname)
    if (file === null) return plain(404, 'not found')
    let body = await fileIfAny(file)
    let served = file
    if (body === null && extname(url.pathname) === '') {
      served = join(root, 'index.html')
      body = await fileIfAny(served)
    }
    if (body === null) return plain(404, 'not found')
    const headers = {
      ...SECURITY_HEADERS,
      'Content-Type': CONTENT_TYPES[extname(served).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    }
    return new Response(method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
  }
}

/**
 * Response headers for a page response (session.webRequest.onHeadersReceived): responses from the
 * app's origins get the app's Content-Security-Policy, replacing any the server sent. Null for
 * every other response: leave its headers alone.
 */
export function withContentSecurityPolicy(
  url: string,
  headers: Record<string, string[] | string> | undefined,
  appOrigins: readonly string[],
): Record<string, string[]> | null {
  const origin = originOf(url)
  if (origin === null || !appOrigins.some((o) => o.toLowerCase() === origin)) return null
  const out: Record<string, string[]> = {}
  for (const [name, value] of Object.entries(headers ?? {})) out[name] = Array.isArray(value) ? value : [value]
  for (const name of Object.keys(out)) if (name.toLowerCase() === 'content-security-policy') delete out[name]
  out['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY]
  return out
}

/**
 * The filter for session.webRequest.onHeadersReceived: Chromium match patterns for the app's
 * origins, so only their responses pass through the main process (not every WebSocket handshake,
 * API call and DevTools page). Electron parses these with URLPattern::SCHEME_ALL, so the custom
 * `app:` scheme is a valid pattern scheme; `http://localhost:5173/*` keeps its port.
 */
export function appPageFilter(appOrigins: readonly string[]): { urls: string[] } {
  return { urls: appOrigins.map((origin) => `${origin.toLowerCase()}/*`) }
}
