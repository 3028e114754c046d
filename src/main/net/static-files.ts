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

/** Text types the build precompresses (precompress.ts); images and fonts are compressed already. */
export const COMPRESSIBLE: ReadonlySet<string> = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest'])

export type Encoding = 'br' | 'gzip'
export const ENCODING_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' }

/**
 * The precompressed encodings an Accept-Encoding header allows, best first: by q-value, brotli
 * before gzip on a tie (it is smaller). `*` stands for any coding not named; q=0 refuses one.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (coding === '') continue
    const q = params.find((p) => p.startsWith('q='))
    // A q-value that is not a number refuses rather than guesses.
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, Number.isFinite(weight) ? weight : 0)
  }
  const weight = (coding: Encoding): number => weights.get(coding) ?? weights.get('*') ?? 0
  return (['br', 'gzip'] as const).filter((c) => weight(c) > 0).sort((a, b) => weight(b) - weight(a))
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

interface Opened {
  handle: FileHandle
  size: number
  mtimeMs: number
}

/**
 * Opens `file` only if no step of its path below `root` is a symbolic link: a link inside the
 * renderer folder (put there by a build tool, a package, anyone) must not publish what it points to.
 * The root itself may be a link. Null when the file is missing, a link, or not a plain file.
 */
async function openPlain(rootReal: string, root: string, file: string): Promise<Opened | null> {
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
    if (info.isFile()) return { handle, size: info.size, mtimeMs: info.mtimeMs }
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

  /**
   * The `.br` or `.gz` sibling the request accepts, in place of `plain` (whose handle it then
   * closes). The sibling goes through the same link checks; one older than its original (left by an
   * earlier build) would be other content, and a Range asks for bytes of the identity body.
   */
  const chooseEncoding = async (req: IncomingMessage, real: string, file: string, plain: Opened): Promise<[Opened, Encoding | null]> => {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase()) || req.headers.range !== undefined) return [plain, null]
    for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
      const packed = await openPlain(real, base, file + ENCODING_SUFFIX[encoding])
      if (packed && packed.mtimeMs >= plain.mtimeMs) {
        await plain.handle.close()
        return [packed, encoding]
      }
      await packed?.handle.close()
    }
    return [plain, null]
  }

  const send = async (req: IncomingMessage, res: ServerResponse, file: string, fallback: boolean): Promise<void> => {
    const real = await realRoot().catch(() => null)
    const opened = real === null ? null : await openPlain(real, base, file)
    if (real === null || !opened) {
      // Client-side routes (no file extension) get the app; missing assets get a plain 404.
      if (fallback && extname(file) === '') return send(req, res, index, false)
      if (file === index) return reply(res, 503, 'The game pages are not built yet: run `npm run build` on the host.')
      return reply(res, 404, 'Not found')
    }
    const [{ handle, size }, encoding] = await chooseEncoding(req, real, file, opened)
    const ext = extname(file).toLowerCase()
    const immutable = file.includes(`${sep}assets${sep}`)
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': String(size),
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      // Caches keep one copy per encoding, also of a file sent plain (it may be sent packed next).
      ...(COMPRESSIBLE.has(ext) ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
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
