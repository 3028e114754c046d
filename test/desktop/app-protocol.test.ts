// The app:// scheme serves the built renderer, with the security headers, and nothing else.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appPageFilter, CONTENT_SECURITY_POLICY, createAppProtocolHandler, withContentSecurityPolicy } from '../../src/main/desktop/app-protocol'
import { APP_ORIGIN } from '../../src/shared/app-origin'

let base: string
let handler: ReturnType<typeof createAppProtocolHandler>

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'safehouse-app-protocol-'))
  const root = join(base, 'renderer')
  mkdirSync(join(root, 'assets'), { recursive: true })
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Safehouse</title>')
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)')
  writeFileSync(join(root, 'assets', 'style.css'), 'body{}')
  writeFileSync(join(root, 'favicon.svg'), '<svg/>')
  writeFileSync(join(base, 'secret.txt'), 'not for pages')
  handler = createAppProtocolHandler(root)
})

afterAll(() => rmSync(base, { recursive: true, force: true }))

describe('createAppProtocolHandler', () => {
  it('serves index.html at the root, with the CSP and the other security headers', async () => {
    const res = await handler('app://safehouse/')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<title>Safehouse</title>')
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('serves assets with their content types', async () => {
    const js = await handler('app://safehouse/assets/index-abc.js')
    expect(js.status).toBe(200)
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await js.text()).toBe('console.log(1)')
    expect((await handler('app://safehouse/assets/style.css')).headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect((await handler('app://safehouse/favicon.svg?v=2')).headers.get('content-type')).toBe('image/svg+xml')
  })

  it('answers the page for app routes, and 404 for missing files', async () => {
    const route = await handler('app://safehouse/lobby')
    expect(route.status).toBe(200)
    expect(await route.text()).toContain('Safehouse')
    expect((await handler('app://safehouse/assets/missing.js')).status).toBe(404)
  })

  it.each([
    'app://safehouse/../secret.txt',
    'app://safehouse/%2e%2e/secret.txt',
    'app://safehouse/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    'app://safehouse/..%5csecret.txt',
    'app://safehouse/%00index.html',
    'app://safehouse/%E0%A4%A',
  ])('never leaves the renderer folder: %s', async (url) => {
    const res = await handler(url)
    expect(await res.text()).not.toContain('not for pages')
  })

  it('refuses other hosts, other schemes and other methods', async () => {
    expect((await handler('app://other/')).status).toBe(404)
    expect((await handler('https://safehouse/')).status).toBe(404)
    expect((await handler('not a url')).status).toBe(400)
    expect((await handler('app://safehouse/', 'POST')).status).toBe(405)
    const head = await handler('app://safehouse/', 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })
})

/** Chromium's match pattern `scheme://host[:port]/*` (all the filter uses), as a predicate. */
function matches(pattern: string, url: string): boolean {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/*]+)\/\*$/.exec(pattern)
  if (!m) throw new Error(`not a scheme://host/* pattern: ${pattern}`)
  const parsed = new URL(url)
  return parsed.protocol === `${m[1]}:` && parsed.host === m[2]
}

describe('appPageFilter (onHeadersReceived listens to the app origins only)', () => {
  const origins = [APP_ORIGIN, 'http://localhost:5173']
  const { urls } = appPageFilter(origins)

  it('has one scheme://host[:port]/* pattern per app origin', () => {
    expect(urls).toEqual(['app://safehouse/*', 'http://localhost:5173/*'])
  })

  it.each([
    'app://safehouse/',
    'app://safehouse/assets/index-abc.js',
    'http://localhost:5173/src/main.ts',
    'ws://127.0.0.1:4000/ws',
    'http://192.168.1.5:7777/api/info',
    'http://localhost:5174/',
    'devtools://devtools/bundled/x.html',
    'https://github.com/',
  ])('lets through exactly what withContentSecurityPolicy changes: %s', (url) => {
    const listened = urls.some((p) => matches(p, url))
    expect(listened).toBe(withContentSecurityPolicy(url, {}, origins) !== null)
  })
})

describe('withContentSecurityPolicy', () => {
  it('puts the CSP on app pages, replacing any other', () => {
    const out = withContentSecurityPolicy('app://safehouse/', { 'content-security-policy': ["default-src *"], 'X-Other': 'kept' }, [APP_ORIGIN]) ?? {}
    expect(out['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY])
    expect(out['content-security-policy']).toBeUndefined()
    expect(out['X-Other']).toEqual(['kept'])
  })

  it('covers the dev server when it is an app origin', () => {
    expect(withContentSecurityPolicy('http://localhost:5173/src/main.ts', {}, [APP_ORIGIN, 'http://localhost:5173'])?.['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY])
  })

  it('leaves other responses alone', () => {
    expect(withContentSecurityPolicy('http://192.168.1.5:7777/api/info', { A: ['b'] }, [APP_ORIGIN])).toBeNull()
    expect(withContentSecurityPolicy('ws://127.0.0.1:4000/ws', {}, [APP_ORIGIN])).toBeNull()
    expect(withContentSecurityPolicy('devtools://devtools/bundled/x.html', undefined, [APP_ORIGIN])).toBeNull()
  })

  it('the policy is strict: no inline or eval scripts, no plugins, no framing, no other sites', () => {
    const directives = Object.fromEntries(CONTENT_SECURITY_POLICY.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]))
    expect(directives['default-src']).toEqual(["'self'"])
    expect(directives['script-src']).toEqual(["'self'"])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(directives['frame-ancestors']).toEqual(["'none'"])
    expect(directives['base-uri']).toEqual(["'none'"])
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|\*/)
  })
})
