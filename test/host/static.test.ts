// The renderer over plain HTTP: right types, security headers, SPA fallback, and no way out of
// the renderer folder. Raw paths go through http.request, which (unlike fetch) sends them as given.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestHost, type TestHost } from '../support/host-server'

const INDEX = '<!doctype html><title>Safehouse</title><div id="app"></div>'
const SCRIPT = 'console.log("app-abc")'
const STYLE = 'body { color: black }'
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>'

interface Reply {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

function get(port: number, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

let running: TestHost
let rendererDir: string
let port: number
let secretDir: string

beforeAll(async () => {
  rendererDir = mkdtempSync(join(tmpdir(), 'safehouse-renderer-'))
  mkdirSync(join(rendererDir, 'assets'))
  writeFileSync(join(rendererDir, 'index.html'), INDEX)
  writeFileSync(join(rendererDir, 'assets', 'app-abc.js'), SCRIPT)
  writeFileSync(join(rendererDir, 'style.css'), STYLE)
  writeFileSync(join(rendererDir, 'icon.svg'), ICON)
  // A secret next to the renderer folder, which no path may reach.
  secretDir = join(rendererDir, '..')
  writeFileSync(join(rendererDir, '..', `${rendererDir.split('/').pop()}-secret.txt`), 'TOP SECRET')
  // Links inside the renderer folder: to the secret outside, to a folder outside, and to a file inside.
  const secretName = `${rendererDir.split('/').pop()}-secret.txt`
  symlinkSync(join(rendererDir, '..', secretName), join(rendererDir, 'secret.txt'))
  symlinkSync(join(rendererDir, '..', secretName), join(rendererDir, 'assets', 'secret.js'))
  symlinkSync(join(rendererDir, '..'), join(rendererDir, 'up'))
  symlinkSync(join(rendererDir, 'style.css'), join(rendererDir, 'alias.css'))
  symlinkSync(join(rendererDir, 'assets'), join(rendererDir, 'linked-assets'))
  running = await startTestHost({ server: { rendererDir } })
  port = running.server.port
})

afterAll(async () => {
  await running.stop()
  rmSync(rendererDir, { recursive: true, force: true })
  rmSync(join(secretDir, `${rendererDir.split('/').pop()}-secret.txt`), { force: true })
})

function expectSecurityHeaders(headers: IncomingHttpHeaders): void {
  expect(headers['content-security-policy']).toContain("default-src 'self'")
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('no-referrer')
}

describe('static files', () => {
  it.each([
    ['/index.html', 'text/html; charset=utf-8', INDEX],
    ['/assets/app-abc.js', 'text/javascript; charset=utf-8', SCRIPT],
    ['/style.css', 'text/css; charset=utf-8', STYLE],
    ['/icon.svg', 'image/svg+xml', ICON],
  ])('serves %s as %s with the security headers', async (path, type, body) => {
    const reply = await get(port, path)
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toBe(type)
    expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(body)))
    expect(reply.body).toBe(body)
    expectSecurityHeaders(reply.headers)
  })

  it('caches hashed assets for good and the rest not at all', async () => {
    expect((await get(port, '/assets/app-abc.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get(port, '/index.html')).headers['cache-control']).toBe('no-cache')
  })

  it('serves index.html at / and for unknown paths without an extension (client-side routes)', async () => {
    for (const path of ['/', '/join/ABCDE', '/play', '/?room=ABCDE']) {
      const reply = await get(port, path)
      expect({ path, status: reply.status, type: reply.headers['content-type'], body: reply.body }).toEqual({
        path,
        status: 200,
        type: 'text/html; charset=utf-8',
        body: INDEX,
      })
      expectSecurityHeaders(reply.headers)
    }
  })

  it('answers a missing asset with 404, never the app', async () => {
    for (const path of ['/assets/missing.js', '/nope.css', '/favicon.ico']) {
      const reply = await get(port, path)
      expect({ path, status: reply.status }).toEqual({ path, status: 404 })
      expect(reply.body).not.toContain('Safehouse')
      expectSecurityHeaders(reply.headers)
    }
  })

  it.each([
    '/../package.json',
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e%5c',
    '/..%5c..%5cetc%5cpasswd',
    '/assets/..%2f..%2f..%2fetc%2fpasswd',
    '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/index.html%00.js',
    '/%00',
    '/%E0%A4%A',
    '/%',
    `/..%2f${'x'.repeat(3)}`,
  ])('refuses the path %s with 400 or 404 and no file content', async (path) => {
    const reply = await get(port, path)
    expect([400, 404]).toContain(reply.status)
    expect(reply.body).not.toContain('root:')
    expect(reply.body).not.toContain('TOP SECRET')
    expect(reply.body).not.toContain('"name"')
    expect(reply.body).not.toContain(INDEX)
  })

  it('never reaches a file next to the renderer folder', async () => {
    const name = `${rendererDir.split('/').pop()}-secret.txt`
    for (const path of [`/../${name}`, `/%2e%2e/${name}`, `/..%2f${name}`, `/assets/../../${name}`]) {
      const reply = await get(port, path)
      expect({ path, status: [400, 404].includes(reply.status) }).toEqual({ path, status: true })
      expect(reply.body).not.toContain('TOP SECRET')
    }
  })

  it('follows no symbolic link inside the renderer folder, to a file or a folder, outside or inside it', async () => {
    const name = `${rendererDir.split('/').pop()}-secret.txt`
    for (const path of ['/secret.txt', '/assets/secret.js', `/up/${name}`, '/alias.css', '/linked-assets/app-abc.js']) {
      const reply = await get(port, path)
      expect({ path, status: reply.status }).toEqual({ path, status: 404 })
      expect(reply.body).not.toContain('TOP SECRET')
      expect(reply.body).not.toContain(STYLE)
    }
    // The files themselves are still served by their own paths.
    expect((await get(port, '/style.css')).body).toBe(STYLE)
    expect((await get(port, '/assets/app-abc.js')).body).toBe(SCRIPT)
  })

  it('serves from a renderer folder that is itself reached through a link', async () => {
    const link = `${rendererDir}-link`
    symlinkSync(rendererDir, link)
    const viaLink = await startTestHost({ server: { rendererDir: link } })
    try {
      expect((await get(viaLink.server.port, '/style.css')).body).toBe(STYLE)
      expect((await get(viaLink.server.port, '/secret.txt')).status).toBe(404)
    } finally {
      await viaLink.stop()
      rmSync(link, { force: true })
    }
  })

  it('answers HEAD with headers only and POST, PUT, DELETE with 405', async () => {
    const head = await get(port, '/style.css', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(STYLE.length))
    expect(head.body).toBe('')
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const reply = await get(port, '/index.html', method)
      expect({ method, status: reply.status, allow: reply.headers.allow }).toEqual({ method, status: 405, allow: 'GET, HEAD' })
      expectSecurityHeaders(reply.headers)
    }
  })

  it('answers 503 with a helpful message when the renderer is not built', async () => {
    const bare = await startTestHost()
    try {
      for (const path of ['/', '/join/ABCDE']) {
        const reply = await get(bare.server.port, path)
        expect(reply.status).toBe(503)
        expect(reply.body).toContain('npm run build')
        expectSecurityHeaders(reply.headers)
      }
      expect((await get(bare.server.port, '/assets/app.js')).status).toBe(404)
    } finally {
      await bare.stop()
    }
  })
})
