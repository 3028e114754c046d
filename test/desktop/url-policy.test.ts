// Where windows may go: the app's own pages only; a short list of https sites opens outside.
import { describe, expect, it } from 'vitest'
import { APP_ORIGIN } from '../../src/shared/app-origin'
import { APP_PERMISSIONS, EXTERNAL_HOSTS, isAllowedExternal, isAppNavigation, originOf, permissionAllowed } from '../../src/main/desktop/url-policy'

describe('originOf', () => {
  it('builds origins for custom schemes too', () => {
    expect(originOf('app://safehouse/index.html')).toBe('app://safehouse')
    expect(originOf('http://localhost:5173/src/main.ts')).toBe('http://localhost:5173')
    expect(originOf('https://github.com:443/x')).toBe('https://github.com')
    expect(originOf('about:blank')).toBeNull()
    expect(originOf('data:text/html,x')).toBeNull()
    expect(originOf('not a url')).toBeNull()
    expect(originOf('app://me:pw@safehouse/')).toBeNull()
  })
})

describe('isAllowedExternal', () => {
  it('allows https links to the listed hosts', () => {
    expect(EXTERNAL_HOSTS).toContain('github.com')
    expect(isAllowedExternal('https://github.com/')).toBe(true)
    expect(isAllowedExternal('https://github.com/some/repo/issues?q=1#top')).toBe(true)
    expect(isAllowedExternal('HTTPS://GITHUB.COM/')).toBe(true)
    expect(isAllowedExternal('https://example.org/rules', ['example.org'])).toBe(true)
  })

  it.each([
    'http://github.com/',
    'https://github.com.evil.example/',
    'https://evil.example/github.com',
    'https://github.com@evil.example/',
    'https://user:pw@github.com/',
    'https://gist.github.com/',
    'https://github.com:8443/',
    'file:///etc/passwd',
    'smb://server/share',
    'javascript:alert(1)',
    'app://safehouse/',
    'ms-settings:privacy',
    'https://evil.example/',
    '',
    'github.com',
    `https://github.com/${'x'.repeat(3000)}`,
  ])('refuses %s', (url) => {
    expect(isAllowedExternal(url)).toBe(false)
  })
})

describe('isAppNavigation', () => {
  it('allows the app origin', () => {
    expect(isAppNavigation('app://safehouse/', APP_ORIGIN)).toBe(true)
    expect(isAppNavigation('app://safehouse/index.html?room=ABCDE', APP_ORIGIN)).toBe(true)
    expect(isAppNavigation('http://localhost:5173/', [APP_ORIGIN, 'http://localhost:5173'])).toBe(true)
  })

  it.each([
    'app://safehouse.evil/',
    'app://other/',
    'http://127.0.0.1:7777/',
    'http://192.168.1.5:7777/?room=ABCDE',
    'https://github.com/',
    'file:///index.html',
    'about:blank',
    'javascript:alert(1)',
    'data:text/html,<h1>hi</h1>',
    'app://user@safehouse/',
    'http://localhost:5173/',
    'not a url',
  ])('blocks %s', (url) => {
    expect(isAppNavigation(url, APP_ORIGIN)).toBe(false)
  })
})

describe('permissions', () => {
  const DEV_ORIGIN = 'http://localhost:5173'
  const APP = [APP_ORIGIN]

  it('allows nothing but writing text to the clipboard from the app', () => {
    expect(permissionAllowed('clipboard-sanitized-write', 'app://safehouse/', APP)).toBe(true)
    expect(permissionAllowed('clipboard-sanitized-write', 'app://safehouse', APP)).toBe(true)
    expect(permissionAllowed('clipboard-sanitized-write', 'https://evil.example/', APP)).toBe(false)
    expect(permissionAllowed('clipboard-sanitized-write', undefined, APP)).toBe(false)
    for (const permission of ['clipboard-read', 'media', 'geolocation', 'notifications', 'midi', 'midiSysex', 'openExternal', 'fullscreen', 'pointerLock', 'display-capture', 'hid', 'serial', 'usb', 'unknown']) {
      expect(permissionAllowed(permission, 'app://safehouse/', APP)).toBe(false)
    }
  })

  // Chromium's Local Network Access asks for these before a page it counts as public (app:// has no
  // IP address) opens a WebSocket to 127.0.0.1 or 192.168.x.x: refused, no game could be played.
  describe.each(['local-network-access', 'local-network', 'loopback-network'])('%s (Local Network Access)', (permission) => {
    it.each([
      ['app://safehouse/', APP, true], // the request handler's requestingUrl
      ['app://safehouse', APP, true], // the check handler's requestingOrigin
      ['app://SafeHouse/index.html#/table', APP, true],
      [`${DEV_ORIGIN}/`, [APP_ORIGIN, DEV_ORIGIN], true], // npm run dev
      [`${DEV_ORIGIN}/`, APP, false], // the dev server's origin only counts in development
      ['https://evil.example/', APP, false],
      ['http://192.168.1.7:7777/', APP, false], // a friend's host serving its page to a browser
      ['app://user@safehouse/', APP, false],
      ['app://safehouse.evil.example/', APP, false],
      ['file:///tmp/page.html', APP, false],
      ['', APP, false],
      [undefined, APP, false],
    ] as const)('from %s: %s', (requesting, origins, allowed) => {
      expect(permissionAllowed(permission, requesting, origins)).toBe(allowed)
    })
  })

  it('the table is exactly the clipboard write and the three Local Network Access names', () => {
    expect([...APP_PERMISSIONS].sort()).toEqual(['clipboard-sanitized-write', 'local-network', 'local-network-access', 'loopback-network'])
  })
})
