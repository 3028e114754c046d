// IPC from the page: only the app's own top frame may call, and only with arguments that match
// the channel's schema exactly.
import { describe, expect, it, vi } from 'vitest'
import { APP_ORIGIN, APP_URL } from '../../src/shared/app-origin'
import { IPC, MENU_COMMANDS, isMenuCommand } from '../../src/shared/ipc'
import { guard, IPC_ARGS, IpcRefusal, isTrustedSender, type SenderFrame } from '../../src/main/desktop/ipc-schemas'

const ORIGINS = [APP_ORIGIN]
const appFrame: SenderFrame = { url: APP_URL, top: true }

function refusal(fn: () => unknown): IpcRefusal {
  try {
    fn()
  } catch (err) {
    if (err instanceof IpcRefusal) return err
    throw err
  }
  throw new Error('expected an IpcRefusal')
}

describe('sender frames', () => {
  it('trusts the top frame of the app page, wherever in the app it is', () => {
    expect(isTrustedSender(appFrame, ORIGINS)).toBe(true)
    expect(isTrustedSender({ url: 'app://safehouse/index.html?room=ABCDE#table', top: true }, ORIGINS)).toBe(true)
    expect(isTrustedSender({ url: 'APP://SAFEHOUSE/', top: true }, ORIGINS)).toBe(true)
  })

  it.each([
    ['no frame (destroyed)', null],
    ['a sub-frame of the app', { url: APP_URL, top: false }],
    ['a web page', { url: 'https://evil.example/', top: true }],
    ['another app:// host', { url: 'app://safehouse.evil/', top: true }],
    ['a look-alike host', { url: 'app://safehouse-evil/', top: true }],
    ['a file:// page', { url: 'file:///C:/app/index.html', top: true }],
    ['a LAN host page', { url: 'http://192.168.1.5:7777/', top: true }],
    ['the local host page', { url: 'http://127.0.0.1:7777/', top: true }],
    ['about:blank', { url: 'about:blank', top: true }],
    ['a data: URL', { url: 'data:text/html,<script>1</script>', top: true }],
    ['an empty URL', { url: '', top: true }],
    ['credentials in the URL', { url: 'app://user@safehouse/', top: true }],
  ] as const)('refuses %s', (_name, frame) => {
    expect(isTrustedSender(frame, ORIGINS)).toBe(false)
  })

  it('trusts the dev server only when it is listed', () => {
    const dev = { url: 'http://localhost:5173/', top: true }
    expect(isTrustedSender(dev, ORIGINS)).toBe(false)
    expect(isTrustedSender(dev, [APP_ORIGIN, 'http://localhost:5173'])).toBe(true)
    expect(isTrustedSender({ url: 'http://localhost:5174/', top: true }, [APP_ORIGIN, 'http://localhost:5173'])).toBe(false)
  })
})

describe('guard()', () => {
  it('calls the handler with the parsed arguments from the app page', () => {
    const handler = vi.fn((args: [string]) => `exported ${args[0]}`)
    const guarded = guard(IPC.exportGame, ORIGINS, handler)
    expect(guarded(appFrame, ['ABCDE'])).toBe('exported ABCDE')
    expect(handler).toHaveBeenCalledWith(['ABCDE'])
  })

  it('refuses a wrong sender before looking at the arguments, and never calls the handler', () => {
    const handler = vi.fn()
    const guarded = guard(IPC.exportGame, ORIGINS, handler)
    expect(refusal(() => guarded({ url: 'https://evil.example/', top: true }, ['ABCDE'])).code).toBe('bad-sender')
    expect(refusal(() => guarded(null, ['ABCDE'])).code).toBe('bad-sender')
    expect(refusal(() => guarded({ url: APP_URL, top: false }, ['ABCDE'])).code).toBe('bad-sender')
    expect(handler).not.toHaveBeenCalled()
  })

  it.each([
    ['a lower-case code', ['abcde']],
    ['a code with letters not in the alphabet', ['ABCD0']],
    ['a short code', ['ABCD']],
    ['a path', ['../../etc/passwd']],
    ['a number', [12345]],
    ['nothing', []],
    ['an extra argument', ['ABCDE', 'more']],
    ['an object', [{ room: 'ABCDE' }]],
  ] as const)('exportGame refuses %s', (_name, args) => {
    const handler = vi.fn()
    const guarded = guard(IPC.exportGame, ORIGINS, handler)
    expect(refusal(() => guarded(appFrame, args)).code).toBe('bad-arguments')
    expect(handler).not.toHaveBeenCalled()
  })

  it('channels without arguments refuse any', () => {
    for (const channel of [IPC.localHost, IPC.startHosting, IPC.stopHosting, IPC.hostingStatus, IPC.listHosts, IPC.getSettings, IPC.importGame] as const) {
      const guarded = guard(channel, ORIGINS, () => 'ok')
      expect(guarded(appFrame, [])).toBe('ok')
      expect(refusal(() => guarded(appFrame, [1])).code).toBe('bad-arguments')
      expect(refusal(() => guarded(appFrame, [undefined])).code).toBe('bad-arguments')
    }
  })

  describe('setSettings', () => {
    const guarded = guard(IPC.setSettings, ORIGINS, ([patch]) => patch)

    it('accepts any valid subset', () => {
      expect(guarded(appFrame, [{}])).toEqual({})
      expect(guarded(appFrame, [{ notifications: false }])).toEqual({ notifications: false })
      expect(guarded(appFrame, [{ hostName: '  Ann’s laptop ', lanPort: 7788 }])).toEqual({ hostName: 'Ann’s laptop', lanPort: 7788 })
    })

    it.each([
      ['an unknown key', { theme: 'dark' }],
      ['a prototype key', JSON.parse('{"__proto__": {"polluted": true}}') as unknown],
      ['a port below 1024', { lanPort: 80 }],
      ['a port above 65535', { lanPort: 70000 }],
      ['a fractional port', { lanPort: 7777.5 }],
      ['a port as a string', { lanPort: '7777' }],
      ['a long host name', { hostName: 'x'.repeat(64) }],
      ['a host name with a newline', { hostName: 'a\nb' }],
      ['a host name with a bidi override', { hostName: 'abc\u202Egpj.exe' }],
      ['notifications as a string', { notifications: 'yes' }],
      ['null', null],
      ['an array', [['lanPort', 7777]]],
    ] as const)('refuses %s', (_name, patch) => {
      expect(refusal(() => guarded(appFrame, [patch])).code).toBe('bad-arguments')
    })
  })

  describe('notifyTurn', () => {
    const guarded = guard(IPC.notifyTurn, ORIGINS, ([notice]) => notice)

    it('accepts a title and a body', () => {
      expect(guarded(appFrame, [{ title: 'Your turn', body: 'Guess the rank on mission 2' }])).toEqual({ title: 'Your turn', body: 'Guess the rank on mission 2' })
      expect(guarded(appFrame, [{ title: 'À toi de jouer', body: '' }])).toEqual({ title: 'À toi de jouer', body: '' })
    })

    it.each([
      ['no title', { body: 'x' }],
      ['an empty title', { title: '   ', body: 'x' }],
      ['a long title', { title: 'x'.repeat(81), body: '' }],
      ['a long body', { title: 'x', body: 'x'.repeat(201) }],
      ['control characters', { title: 'x\u0007', body: '' }],
      ['an extra field', { title: 'x', body: '', icon: 'file:///etc/passwd' }],
      ['a string', 'Your turn'],
    ] as const)('refuses %s', (_name, notice) => {
      expect(refusal(() => guarded(appFrame, [notice])).code).toBe('bad-arguments')
    })
  })

  describe('setLanguage', () => {
    const guarded = guard(IPC.setLanguage, ORIGINS, ([language]) => language)

    it.each(['en', 'nl', 'fr', 'de'] as const)('accepts %s', (language) => {
      expect(guarded(appFrame, [language])).toBe(language)
    })

    it.each([['a language the app does not speak', 'es'], ['a tag', 'en-US'], ['a number', 1], ['nothing', undefined]] as const)('refuses %s', (_name, language) => {
      expect(refusal(() => guarded(appFrame, [language])).code).toBe('bad-arguments')
    })
  })

  it('every guarded channel has a schema, and channel names are unique', () => {
    const names = Object.values(IPC)
    expect(new Set(names).size).toBe(names.length)
    for (const channel of Object.keys(IPC_ARGS)) expect(names).toContain(channel)
    // The main → page channels are not guarded (nothing comes in on them).
    expect(Object.keys(IPC_ARGS)).not.toContain(IPC.menu)
    expect(Object.keys(IPC_ARGS)).not.toContain(IPC.hostsChanged)
  })
})

describe('menu commands', () => {
  it('recognises exactly the listed commands', () => {
    for (const command of MENU_COMMANDS) expect(isMenuCommand(command)).toBe(true)
    for (const other of ['quit', 'NEW-GAME', '', null, 1, { command: 'rules' }, 'rules ']) expect(isMenuCommand(other)).toBe(false)
  })
})
