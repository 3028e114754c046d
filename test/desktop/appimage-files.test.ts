import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { APP_ID } from '../../src/main/desktop/app-info'
import { appImageIntegration, applyIntegration, execQuote, GAME_MIME_TYPE, moveEntrySync, type AppImagePlace } from '../../src/main/desktop/appimage-files'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'safehouse-appimage-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function place(over: Partial<AppImagePlace> = {}): AppImagePlace {
  return { platform: 'linux', packaged: true, env: { APPIMAGE: '/home/ann/Apps/Safehouse-0.1.0-x86_64.AppImage', XDG_DATA_HOME: join(dir, 'share') }, icon: undefined, ...over }
}

function recorder() {
  const ran: string[] = []
  return { ran, deps: { run: async (command: string, args: string[]) => void ran.push([command, ...args].join(' ')), warn: () => {} } }
}

describe('the AppImage registers .safehouse game records', () => {
  it('only as a packaged AppImage on Linux', () => {
    expect(appImageIntegration(place({ platform: 'darwin' }))).toBeNull()
    expect(appImageIntegration(place({ packaged: false }))).toBeNull()
    expect(appImageIntegration(place({ env: {} }))).toBeNull()
  })

  it('the same MIME type as the deb and rpm (electron-builder.yml)', () => {
    const config = parse(readFileSync(join(__dirname, '../../electron-builder.yml'), 'utf8')) as { fileAssociations: Array<{ ext: string; mimeType: string }> }
    expect(config.fileAssociations[0]).toMatchObject({ ext: 'safehouse', mimeType: GAME_MIME_TYPE })
  })

  it('writes the MIME type and an entry that opens files with this AppImage, then tells the desktop', async () => {
    const integration = appImageIntegration(place()) as NonNullable<ReturnType<typeof appImageIntegration>>
    const { ran, deps } = recorder()
    expect(await applyIntegration(integration, deps)).toBe(true)
    const share = join(dir, 'share')
    const mime = readFileSync(join(share, 'mime/packages', `${APP_ID}.xml`), 'utf8')
    expect(mime).toContain(`<mime-type type="${GAME_MIME_TYPE}">`)
    expect(mime).toContain('<glob pattern="*.safehouse"/>')
    const desktop = readFileSync(join(share, 'applications', `${APP_ID}.appimage.desktop`), 'utf8')
    expect(desktop).toContain('Exec="/home/ann/Apps/Safehouse-0.1.0-x86_64.AppImage" %U')
    expect(desktop).toContain(`MimeType=${GAME_MIME_TYPE};`)
    expect(ran).toEqual([`update-mime-database ${join(share, 'mime')}`, `update-desktop-database ${join(share, 'applications')}`])
  })

  it('writes nothing the second time, and follows the AppImage when it moves', async () => {
    const { ran, deps } = recorder()
    await applyIntegration(appImageIntegration(place()) as NonNullable<ReturnType<typeof appImageIntegration>>, deps)
    expect(await applyIntegration(appImageIntegration(place()) as NonNullable<ReturnType<typeof appImageIntegration>>, deps)).toBe(false)
    expect(ran).toHaveLength(2)
    const moved = place({ env: { APPIMAGE: '/opt/my "apps"/Safehouse $1.AppImage', XDG_DATA_HOME: join(dir, 'share') } })
    expect(await applyIntegration(appImageIntegration(moved) as NonNullable<ReturnType<typeof appImageIntegration>>, deps)).toBe(true)
    const desktop = readFileSync(join(dir, 'share/applications', `${APP_ID}.appimage.desktop`), 'utf8')
    expect(desktop).toContain('Exec="/opt/my \\\\"apps\\\\"/Safehouse \\\\$1.AppImage" %U')
    expect(execArguments(/^Exec=(.*)$/m.exec(desktop)?.[1] ?? '')).toEqual(['/opt/my "apps"/Safehouse $1.AppImage', '%U'])
  })

  // Issue 36, point 3: an update renames Safehouse-0.1.0-x86_64.AppImage to …-0.2.0-… as the app
  // quits; the entry must follow before the process ends, not at the next launch.
  it('an update that renames the AppImage points the entry at the new file at once, synchronously', async () => {
    const { ran, deps } = recorder()
    await applyIntegration(appImageIntegration(place()) as NonNullable<ReturnType<typeof appImageIntegration>>, deps)
    const entry = join(dir, 'share/applications', `${APP_ID}.appimage.desktop`)
    const mime = readFileSync(join(dir, 'share/mime/packages', `${APP_ID}.xml`), 'utf8')
    const renamed = place({ env: { APPIMAGE: '/home/ann/Apps/Safehouse-0.2.0-x86_64.AppImage', XDG_DATA_HOME: join(dir, 'share') } })
    expect(moveEntrySync(appImageIntegration(renamed) as NonNullable<ReturnType<typeof appImageIntegration>>)).toBe(true)
    expect(readFileSync(entry, 'utf8')).toContain('Exec="/home/ann/Apps/Safehouse-0.2.0-x86_64.AppImage" %U')
    expect(readFileSync(join(dir, 'share/mime/packages', `${APP_ID}.xml`), 'utf8')).toBe(mime)
    expect(ran).toHaveLength(2) // the first integration's two tools; the move runs none
    // Nothing written where the AppImage never registered itself.
    const elsewhere = place({ env: { APPIMAGE: '/x/Safehouse-0.2.0-x86_64.AppImage', XDG_DATA_HOME: join(dir, 'other') } })
    expect(moveEntrySync(appImageIntegration(elsewhere) as NonNullable<ReturnType<typeof appImageIntegration>>)).toBe(false)
  })

  it('copies the icon, and a failing desktop tool is only a warning', async () => {
    const icon = join(dir, 'icon.png')
    writeFileSync(icon, 'png bytes')
    const warnings: string[] = []
    const integration = appImageIntegration(place({ icon })) as NonNullable<ReturnType<typeof appImageIntegration>>
    await applyIntegration(integration, { run: async () => Promise.reject(new Error('not installed')), warn: (m) => warnings.push(m) })
    expect(readFileSync(join(dir, 'share/icons/hicolor/512x512/apps/safehouse-appimage.png'), 'utf8')).toBe('png bytes')
    expect(readFileSync(join(dir, 'share/applications', `${APP_ID}.appimage.desktop`), 'utf8')).toContain('Icon=safehouse-appimage')
    expect(warnings).toEqual(['update-mime-database: not installed', 'update-desktop-database: not installed'])
  })
})

/**
 * How a desktop reads an Exec key, after the Desktop Entry Specification (and GLib): first the
 * string value's escapes (\\s \\n \\t \\r \\\\; any other is an error), then the arguments, a quoted
 * one taking \\" \\` \\$ \\\\, and %% for a literal %. Field codes (%U) are kept as they are.
 */
function execArguments(value: string): string[] {
  let text = ''
  for (let i = 0; i < value.length; i++) {
    const c = value[i]
    if (c !== '\\') {
      text += c
      continue
    }
    const next = value[++i]
    const unescaped = ({ s: ' ', n: '\n', t: '\t', r: '\r', '\\': '\\' } as Record<string, string>)[next ?? '']
    if (unescaped === undefined) throw new Error(`invalid escape \\${next ?? ''} in a string value`)
    text += unescaped
  }
  const args: string[] = []
  let i = 0
  while (i < text.length) {
    if (text[i] === ' ') {
      i++
      continue
    }
    let arg = ''
    if (text[i] === '"') {
      for (i++; text[i] !== '"'; i++) {
        if (i >= text.length) throw new Error('unterminated quote')
        if (text[i] === '\\') {
          const next = text[++i] ?? ''
          if (!'"`$\\'.includes(next)) throw new Error(`invalid quoting \\${next}`)
          arg += next
        } else if (text[i] === '%') {
          if (text[++i] !== '%') throw new Error('a field code inside quotes')
          arg += '%'
        } else arg += text[i]
      }
      i++
    } else {
      while (i < text.length && text[i] !== ' ') arg += text[i++]
    }
    args.push(arg)
  }
  return args
}

describe('execQuote (issue 36, point 3)', () => {
  it('quotes any path so a desktop reads it back whole: quotes, backquotes, dollars, backslashes, percents, spaces', () => {
    for (const path of ['/home/ann/Apps/Safehouse.AppImage', '/opt/my "apps"/Safehouse $1.AppImage', 'C:\\odd\\back\\slash.AppImage', '/home/ann/100% fun/`x`/Safehouse.AppImage', '/a\\"b%%c$d']) {
      expect(execArguments(`${execQuote(path)} %U`), path).toEqual([path, '%U'])
    }
  })
})
