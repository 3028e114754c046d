// Precompressed pages (issue 25, point 9): the build writes `.br`/`.gz` beside the renderer's text
// files, and the host sends one when the browser accepts it, with the right headers, and identity
// when it does not, for a Range, or when the sibling is missing, stale or a link.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '../../src/main/net/precompress'
import { startTestHost, type TestHost } from '../support/host-server'

const words = (tag: string, n: number): string => Array.from({ length: n }, (_, i) => `"${tag}-${i}"`).join(',')
const INDEX = `<!doctype html><title>Safehouse</title><div id="app"></div><!-- ${words('page', 120)} -->`
const SCRIPT = `export const names = [${words('name', 200)}]\n`
const STYLE = Array.from({ length: 60 }, (_, i) => `.seat-${i} { color: black; margin: ${i}px }`).join('\n')
const SMALL = 'console.log("small")'
const PNG = Buffer.alloc(4096, 7)

interface Reply {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The body as the browser sees it once it undoes the Content-Encoding. */
function decoded(reply: Reply): string {
  const encoding = reply.headers['content-encoding']
  const bytes = encoding === 'br' ? brotliDecompressSync(reply.body) : encoding === 'gzip' ? gunzipSync(reply.body) : reply.body
  return bytes.toString('utf8')
}

let dir: string
let written: string[]
let running: TestHost
let port: number

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'safehouse-packed-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), INDEX)
  writeFileSync(join(dir, 'assets', 'app-abc.js'), SCRIPT)
  writeFileSync(join(dir, 'assets', 'small.js'), SMALL)
  writeFileSync(join(dir, 'assets', 'logo.png'), PNG)
  writeFileSync(join(dir, 'style.css'), STYLE)
  writeFileSync(join(dir, 'stale.js'), SCRIPT)
  writeFileSync(join(dir, 'linked.js'), SCRIPT)
  symlinkSync(join(dir, 'style.css'), join(dir, 'alias.css'))
  written = await precompress(dir)
  // A sibling left by an earlier build (older than its file), and siblings that are links.
  const past = new Date(Date.now() - 3_600_000)
  utimesSync(join(dir, 'stale.js.br'), past, past)
  utimesSync(join(dir, 'stale.js.gz'), past, past)
  for (const suffix of ['.br', '.gz']) {
    rmSync(join(dir, `linked.js${suffix}`))
    symlinkSync(join(dir, 'assets', `app-abc.js${suffix}`), join(dir, `linked.js${suffix}`))
  }
  running = await startTestHost({ server: { rendererDir: dir } })
  port = running.server.port
})

afterAll(async () => {
  await running.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('precompressing the built renderer', () => {
  it('writes .br and .gz beside text files of 1 kB or more, and nothing for small files, images or links', () => {
    expect(written.sort()).toEqual(
      ['assets/app-abc.js', 'index.html', 'linked.js', 'stale.js', 'style.css'].flatMap((f) => [`${f}.br`, `${f}.gz`]).sort(),
    )
    for (const file of ['assets/small.js', 'assets/logo.png', 'alias.css']) {
      expect({ file, br: existsSync(join(dir, `${file}.br`)), gz: existsSync(join(dir, `${file}.gz`)) }).toEqual({ file, br: false, gz: false })
    }
    const script = join(dir, 'assets', 'app-abc.js')
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(SCRIPT)
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT)
    expect(readFileSync(`${script}.br`).length).toBeLessThan(SCRIPT.length / 3)
  })
})

describe('serving precompressed files', () => {
  it.each([
    ['/assets/app-abc.js', 'text/javascript; charset=utf-8', SCRIPT],
    ['/style.css', 'text/css; charset=utf-8', STYLE],
    ['/index.html', 'text/html; charset=utf-8', INDEX],
    ['/join/ABCDE', 'text/html; charset=utf-8', INDEX],
  ])('sends %s as brotli when accepted, with its own type, length and Vary', async (path, type, text) => {
    const reply = await get(port, path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(reply.status).toBe(200)
    expect(reply.headers['content-encoding']).toBe('br')
    expect(reply.headers['content-type']).toBe(type)
    expect(reply.headers.vary).toBe('Accept-Encoding')
    expect(reply.headers['content-length']).toBe(String(reply.body.length))
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(text))
    expect(decoded(reply)).toBe(text)
    expect(reply.headers['x-content-type-options']).toBe('nosniff')
  })

  it.each([
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.5, gzip; q=0.8', 'gzip'],
    ['BR, GZIP', 'br'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
  ])('picks by q-value: Accept-Encoding %j gets %s', async (accept, encoding) => {
    const reply = await get(port, '/assets/app-abc.js', { 'Accept-Encoding': accept })
    expect(reply.headers['content-encoding']).toBe(encoding)
    expect(reply.headers.vary).toBe('Accept-Encoding')
    expect(reply.headers['content-length']).toBe(String(reply.body.length))
    expect(decoded(reply)).toBe(SCRIPT)
  })

  it.each([[undefined], ['identity'], ['deflate'], ['br;q=0, gzip;q=0'], ['*;q=0'], ['br;q=0, gzip;q=zero']])(
    'sends identity, still with Vary, for Accept-Encoding %j',
    async (accept) => {
      const reply = await get(port, '/assets/app-abc.js', accept === undefined ? {} : { 'Accept-Encoding': accept })
      expect(reply.headers['content-encoding']).toBeUndefined()
      expect(reply.headers.vary).toBe('Accept-Encoding')
      expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)))
      expect(reply.body.toString()).toBe(SCRIPT)
    },
  )

  it('answers a Range request with the identity body, never compressed bytes', async () => {
    const reply = await get(port, '/assets/app-abc.js', { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-9' })
    expect(reply.headers['content-encoding']).toBeUndefined()
    expect(reply.headers.vary).toBe('Accept-Encoding')
    if (reply.status === 206) {
      expect(reply.body.toString()).toBe(SCRIPT.slice(0, 10))
    } else {
      expect(reply.status).toBe(200)
      expect(reply.body.toString()).toBe(SCRIPT)
      expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)))
    }
  })

  it('answers HEAD with the same headers as GET and no body', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const got = await get(port, '/style.css', { 'Accept-Encoding': accept })
      const head = await get(port, '/style.css', { 'Accept-Encoding': accept }, 'HEAD')
      // Date is the only header that may differ between the two.
      expect({ accept, status: head.status, headers: { ...head.headers, date: '' }, body: head.body.length }).toEqual({
        accept,
        status: 200,
        headers: { ...got.headers, date: '' },
        body: 0,
      })
    }
    expect((await get(port, '/style.css', { 'Accept-Encoding': 'br' }, 'HEAD')).headers['content-encoding']).toBe('br')
  })

  it('sends identity with Vary when the sibling is missing (a dev build or a small file), stale, or a link', async () => {
    for (const [path, text] of [['/assets/small.js', SMALL], ['/stale.js', SCRIPT], ['/linked.js', SCRIPT]]) {
      const reply = await get(port, path, { 'Accept-Encoding': 'br, gzip' })
      expect({ path, status: reply.status, encoding: reply.headers['content-encoding'], vary: reply.headers.vary }).toEqual({
        path,
        status: 200,
        encoding: undefined,
        vary: 'Accept-Encoding',
      })
      expect(reply.body.toString()).toBe(text)
    }
  })

  it('leaves images alone (no Vary), and never sends a sibling as encoded text when named directly', async () => {
    // Vary on text files only: without this line, the rest holds as it did before precompression.
    expect((await get(port, '/style.css')).headers.vary).toBe('Accept-Encoding')
    const image = await get(port, '/assets/logo.png', { 'Accept-Encoding': 'br, gzip' })
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.headers.vary).toBeUndefined()
    expect(image.body.equals(PNG)).toBe(true)
    const direct = await get(port, '/assets/app-abc.js.br', { 'Accept-Encoding': 'br, gzip' })
    expect(direct.headers['content-encoding']).toBeUndefined()
    expect(direct.headers['content-type']).toBe('application/octet-stream')
    // And the link's own path stays refused, as for any link in the renderer folder.
    expect((await get(port, '/alias.css', { 'Accept-Encoding': 'br' })).status).toBe(404)
  })
})
