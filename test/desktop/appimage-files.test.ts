import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { APP_ID } from '../../src/main/desktop/app-info'
import { appImageIntegration, applyIntegration, GAME_MIME_TYPE, type AppImagePlace } from '../../src/main/desktop/appimage-files'

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
    expect(desktop).toContain('Exec="/opt/my \\"apps\\"/Safehouse \\$1.AppImage" %U')
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
