// The window icon on Linux (the OS finds it elsewhere): the packaged PNG next to app.asar, or the
// one `npm run icons` made in development; and the installer config really ships that PNG.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ICON_SOURCE, PACKAGED_ICON, windowIconPath, type IconPlace } from '../../src/main/desktop/window-icon'

const root = resolve(__dirname, '../..')
const place = (over: Partial<IconPlace>): IconPlace => ({
  platform: 'linux',
  packaged: true,
  resourcesPath: '/opt/Safehouse/resources',
  appPath: '/home/ann/safehouse',
  exists: () => true,
  ...over,
})

describe('windowIconPath', () => {
  it('Linux, packaged: the PNG in the resources folder', () => {
    expect(windowIconPath(place({}))).toBe(join('/opt/Safehouse/resources', 'icon.png'))
  })

  it('Linux, development: the PNG npm run icons made, if it did', () => {
    expect(windowIconPath(place({ packaged: false }))).toBe(join('/home/ann/safehouse', 'build', 'icons', '512x512.png'))
    expect(windowIconPath(place({ packaged: false, exists: () => false }))).toBeUndefined()
  })

  it('macOS and Windows: none (the bundle and the .exe carry it)', () => {
    expect(windowIconPath(place({ platform: 'darwin' }))).toBeUndefined()
    expect(windowIconPath(place({ platform: 'win32' }))).toBeUndefined()
  })
})

describe('electron-builder.yml ships it', () => {
  it('copies the icon into the Linux resources folder under the name the app looks for', () => {
    const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as { linux: { extraResources?: Array<{ from: string; to: string }> } }
    expect(config.linux.extraResources).toContainEqual({ from: ICON_SOURCE, to: PACKAGED_ICON })
    // scripts/make-icons.mjs writes that size.
    expect(readFileSync(join(root, 'scripts/make-icons.mjs'), 'utf8')).toMatch(/for \(const size of \[[^\]]*\b512\b[^\]]*\]\) writeFileSync\(join\(out, 'icons', `\$\{size\}x\$\{size\}\.png`\)/)
  })
})
