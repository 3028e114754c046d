// Serves the built renderer so a browser on the LAN can join without installing anything.
import { constants } from 'node:fs'
import { open, realpath, type FileHandle } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, posix, relative, resolve, sep } from 'node:path'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
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

/** The same policy as src/renderer/index.html, sent as a header so it also covers every response. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
}

function reply(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra })
  res.end(text)
}

/**
 * Maps a request path to a file under `root`, or null when it must not be served. Decoding happens
 * once, and anything that could climb out of root (`..`, encoded or not, backslashes, NUL) is refused.
 */
export function resolveRequestPath(root: string, rawPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return null
  if (decoded.split('/').includes('..')) return null
  const normal = posix.normalize(decoded)
  const base = resolve(root)
  const file = resolve(join(base, normal === '/' ? 'index.html' : normal))
  if (file !== base && !file.startsWith(base + sep)) return null
  return file
}

/** Where O_NOFOLLOW exists (not on Windows), the last step of a path cannot be a link either. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0)

/**
 * Opens `file` only if no step of its path below `root` is a symbolic link: a link inside the
 * renderer folder (put there by a build tool, a package, anyone) must not publish what it points to.
 * The root itself may be a link. Null when the file is missing, a link, or not a plain file.
 */
async function openPlain(rootReal: string, root: string, file: string): Promise<{ handle: FileHandle; size: number } | null> {
  let real: string
  try {
    real = await realpath(file)
  } catch {
    return null
  }
  if (real !== join(rootReal, relative(root, file))) return null
  let handle: FileHandle
  try {
    handle = await open(file, OPEN_FLAGS)
  } catch {
    return null
  }
  try {
    const info = await handle.stat()
    if (info.isFile()) return { handle, size: info.size }
  } catch {
    // fall through: not readable
  }
  await handle.close()
  return null
}

export function createStaticHandler(root: string): (req: IncomingMessage, res: ServerResponse) => void {
  const base = resolve(root)
  const index = join(base, 'index.html')
  let rootReal: Promise<string> | null = null
  // The renderer may be built after the server starts: the root is looked up until it exists.
  const realRoot = (): Promise<string> => {
    rootReal ??= realpath(base).catch((err: unknown) => {
      rootReal = null
      throw err
    })
    return rootReal
  }

  const send = async (req: IncomingMessage, res: ServerResponse, file: string, fallback: boolean): Promise<void> => {
    const opened = await realRoot().then(
      (real) => openPlain(real, base, file),
      () => null,
    )
    if (!opened) {
      // Client-side routes (no file extension) get the app; missing assets get a plain 404.
      if (fallback && extname(file) === '') return send(req, res, index, false)
      if (file === index) return reply(res, 503, 'The game pages are not built yet: run `npm run build` on the host.')
      return reply(res, 404, 'Not found')
    }
    const { handle, size } = opened
    const immutable = file.includes(`${sep}assets${sep}`)
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(size),
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    if (req.method === 'HEAD') {
      await handle.close()
      res.end()
      return
    }
    const stream = handle.createReadStream()
    stream.on('error', () => res.destroy())
    res.on('close', () => stream.destroy())
    stream.pipe(res)
  }

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      reply(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' })
      return
    }
    const rawPath = (req.url ?? '/').split('?')[0].split('#')[0]
    const file = resolveRequestPath(root, rawPath)
    if (file === null) {
      reply(res, 400, 'Bad path')
      return
    }
    send(req, res, file, true).catch(() => {
      if (!res.headersSent) reply(res, 500, 'Could not read that file')
      else res.destroy()
    })
  }
}
