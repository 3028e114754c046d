// The app menu on each OS: the Game, View and Help items, their accelerators, and what they do.
import { describe, expect, it, vi } from 'vitest'
import { APP_LANGUAGES, MENU_COMMANDS, type MenuCommand } from '../../src/shared/ipc'
import { DESKTOP_TEXT, pickLanguage } from '../../src/main/desktop/desktop-text'
import { buildMenuTemplate, COMMAND_ACCELERATORS, flattenMenu, type MenuItemSpec, type MenuOptions } from '../../src/main/desktop/menu'

function build(platform: NodeJS.Platform, dev = false) {
  const options: MenuOptions = { appName: 'Safehouse', dev, onCommand: vi.fn<(c: MenuCommand) => void>(), onAbout: vi.fn() }
  return { template: buildMenuTemplate(platform, options), options }
}

function top(template: MenuItemSpec[], id: string): MenuItemSpec {
  const item = template.find((i) => i.id === id)
  if (!item) throw new Error(`no top-level menu ${id}`)
  return item
}

function item(items: readonly MenuItemSpec[], id: string): MenuItemSpec {
  const found = flattenMenu(items).find((i) => i.id === id)
  if (!found) throw new Error(`no item ${id}`)
  return found
}

const PLATFORMS: NodeJS.Platform[] = ['darwin', 'win32', 'linux']

describe.each(PLATFORMS)('menu on %s', (platform) => {
  const mac = platform === 'darwin'

  it('has Game: New game, Host, Join, Leave (and the game record items), with accelerators', () => {
    const { template } = build(platform)
    const game = top(template, 'game').submenu ?? []
    const ids = game.map((i) => i.id).filter(Boolean)
    expect(ids.slice(0, 4)).toEqual(['new-game', 'host-game', 'join-game', 'leave-game'])
    expect(ids).toContain('export-game')
    expect(ids).toContain('import-game')
    expect(item(game, 'new-game').accelerator).toBe('CmdOrCtrl+N')
    expect(item(game, 'host-game').accelerator).toBe('CmdOrCtrl+Shift+H')
    expect(item(game, 'join-game').accelerator).toBe('CmdOrCtrl+J')
    expect(item(game, 'leave-game').accelerator).toBe('CmdOrCtrl+L')
  })

  it('has View with Reload, zoom and full screen, and the developer tools only in development', () => {
    const roles = (dev: boolean) => (top(build(platform, dev).template, 'view').submenu ?? []).map((i) => i.role).filter(Boolean)
    expect(roles(false)).toEqual(['reload', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen'])
    const reload = (top(build(platform).template, 'view').submenu ?? []).find((i) => i.role === 'reload')
    expect(reload).toMatchObject({ label: 'Reload', accelerator: 'CmdOrCtrl+R' })
    expect(roles(true)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']))
    const full = (top(build(platform).template, 'view').submenu ?? []).find((i) => i.role === 'togglefullscreen')
    expect(full?.accelerator).toBe(mac ? 'Ctrl+Cmd+F' : 'F11')
  })

  it('has Help with Rules (F1) and About', () => {
    const { template } = build(platform)
    const help = top(template, 'help')
    expect(help.role).toBe('help')
    expect(item(help.submenu ?? [], 'rules').accelerator).toBe('F1')
    // macOS keeps About in the app menu, as Mac apps do; elsewhere it is the last Help item.
    const about = item(mac ? (top(template, 'app').submenu ?? []) : (help.submenu ?? []), 'about')
    expect(about.label).toBe('About Safehouse')
  })

  it('has Settings, Quit and the Edit roles (copy and paste in text fields)', () => {
    const { template } = build(platform)
    const all = flattenMenu(template)
    expect(all.filter((i) => i.id === 'settings')).toHaveLength(1)
    expect(item(template, 'settings').accelerator).toBe('CmdOrCtrl+,')
    expect(all.some((i) => i.role === 'quit')).toBe(true)
    for (const role of ['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']) expect(all.some((i) => i.role === role)).toBe(true)
  })

  it('sends each page command once, and About to the main process', () => {
    const { template, options } = build(platform)
    for (const command of MENU_COMMANDS) {
      const entries = flattenMenu(template).filter((i) => i.id === command)
      expect(entries, command).toHaveLength(1)
      entries[0]?.click?.()
      expect(options.onCommand).toHaveBeenLastCalledWith(command)
      expect(entries[0]?.accelerator).toBe(COMMAND_ACCELERATORS[command])
    }
    expect(options.onCommand).toHaveBeenCalledTimes(MENU_COMMANDS.length)
    item(template, 'about').click?.()
    expect(options.onAbout).toHaveBeenCalledTimes(1)
  })

  it('has Check for Updates… after About (macOS: in the app menu; elsewhere in Help), in every build', () => {
    for (const dev of [false, true]) {
      const onCheckForUpdates = vi.fn()
      const template = buildMenuTemplate(platform, { appName: 'Safehouse', dev, onCommand: vi.fn(), onAbout: vi.fn(), onCheckForUpdates })
      const where = (mac ? top(template, 'app') : top(template, 'help')).submenu ?? []
      const ids = where.map((i) => i.id)
      expect(ids.indexOf('check-for-updates'), ids.join(' ')).toBeGreaterThanOrEqual(0)
      expect(Math.abs(ids.indexOf('check-for-updates') - ids.indexOf('about'))).toBe(1)
      expect(flattenMenu(template).filter((i) => i.id === 'check-for-updates')).toHaveLength(1)
      const check = item(template, 'check-for-updates')
      expect(check.label).toBe('Check for Updates…')
      check.click?.()
      expect(onCheckForUpdates).toHaveBeenCalledTimes(1)
    }
  })

  it('uses no accelerator twice', () => {
    for (const dev of [false, true]) {
      const accelerators = flattenMenu(build(platform, dev).template)
        .map((i) => i.accelerator?.replace('CmdOrCtrl', mac ? 'Cmd' : 'Ctrl').toLowerCase())
        .filter((a): a is string => a !== undefined)
      expect(new Set(accelerators).size, accelerators.join(' ')).toBe(accelerators.length)
    }
  })

  it('labels every item that has no role', () => {
    for (const entry of flattenMenu(build(platform).template)) {
      if (entry.type === 'separator' || entry.role) continue
      expect(entry.label, JSON.stringify(entry)).toBeTruthy()
    }
  })
})

describe('per-OS layout', () => {
  it('macOS: app menu first, then Game, Edit, View, Window, Help', () => {
    const { template } = build('darwin')
    expect(template.map((i) => i.id)).toEqual(['app', 'game', 'edit', 'view', 'window', 'help'])
    expect(top(template, 'app').label).toBe('Safehouse')
    const app = top(template, 'app').submenu ?? []
    expect(app.find((i) => i.role === 'quit')?.accelerator).toBe('Cmd+Q')
    expect(app.map((i) => i.role)).toEqual(expect.arrayContaining(['services', 'hide', 'hideOthers', 'unhide', 'quit']))
    expect((top(template, 'window').submenu ?? []).map((i) => i.role)).toEqual(expect.arrayContaining(['minimize', 'zoom', 'close', 'front']))
  })

  it('Windows and Linux: Game, Edit, View, Help, with mnemonics; Exit on Windows, Quit (Ctrl+Q) on Linux', () => {
    const win = build('win32').template
    expect(win.map((i) => i.id)).toEqual(['game', 'edit', 'view', 'help'])
    expect(top(win, 'game').label).toBe('&Game')
    expect(item(win, 'quit')).toMatchObject({ role: 'quit', label: 'E&xit' })
    expect(item(win, 'quit').accelerator).toBeUndefined()
    const linux = build('linux').template
    expect(item(linux, 'quit')).toMatchObject({ role: 'quit', label: '&Quit', accelerator: 'Ctrl+Q' })
    // Other Unixes get the Linux menu.
    expect(build('freebsd').template.map((i) => i.id)).toEqual(['game', 'edit', 'view', 'help'])
  })
})

describe('in the player’s language', () => {
  function leaves(value: unknown, path = ''): string[] {
    if (typeof value === 'string') return [path]
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))
  }

  it('every language has every text, none empty', () => {
    const english = leaves(DESKTOP_TEXT.en).sort()
    for (const language of APP_LANGUAGES) {
      expect(leaves(DESKTOP_TEXT[language]).sort(), language).toEqual(english)
      for (const path of english) {
        const text = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], DESKTOP_TEXT[language])
        expect((text as string).trim(), `${language} ${path}`).not.toBe('')
      }
    }
  })

  it('labels the menus in French, with the product name filled in', () => {
    const template = buildMenuTemplate('darwin', { appName: 'Safehouse', language: 'fr', dev: false, onCommand: vi.fn(), onAbout: vi.fn() })
    expect(top(template, 'game').label).toBe('Partie')
    expect(item(template, 'new-game').label).toBe('Nouvelle partie')
    expect(item(template, 'about').label).toBe('À propos de Safehouse')
    expect(item(template, 'check-for-updates').label).toBe('Rechercher des mises à jour…')
    for (const language of APP_LANGUAGES) {
      const help = buildMenuTemplate('linux', { appName: 'Safehouse', language, dev: false, onCommand: vi.fn(), onAbout: vi.fn() })
      expect(item(help, 'check-for-updates').label).toBe(DESKTOP_TEXT[language].checkForUpdates)
    }
    const win = buildMenuTemplate('win32', { appName: 'Safehouse', language: 'de', dev: false, onCommand: vi.fn(), onAbout: vi.fn() })
    expect(top(win, 'game').label).toBe('&Spiel')
    expect(item(win, 'quit').label).toBe('&Beenden')
    expect(flattenMenu(win).every((i) => i.type === 'separator' || (i.label ?? '') !== '')).toBe(true)
  })

  it('starts in the first system language the app speaks', () => {
    expect(pickLanguage(['es-ES', 'nl-BE', 'en-US'])).toBe('nl')
    expect(pickLanguage(['DE'])).toBe('de')
    expect(pickLanguage(['ja-JP'])).toBe('en')
    expect(pickLanguage([])).toBe('en')
  })
})
