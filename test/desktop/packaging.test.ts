// The installers' configuration (electron-builder.yml, checked with electron-builder's own schema
// validator, offline); the package's runtime and the release workflow: release.test.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_ID, PRODUCT_NAME } from '../../src/main/desktop/app-info'
import { GAME_FILE_EXTENSION } from '../../src/main/desktop/game-files'
import { SERVICE_TYPE } from '../../src/main/net/mdns'
import { updateFeedFrom } from '../../src/main/desktop/updates'

import { load, obj, root, targetsOf, type Yaml } from './yaml-config'
const require = createRequire(__filename)

describe('electron-builder.yml', () => {
  const config = load('electron-builder.yml')
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string>; main: string; devDependencies: Record<string, string> }

  it('names the app', () => {
    expect(config['appId']).toBe('app.safehouse.desktop')
    expect(config['appId']).toBe(APP_ID) // Windows notifications need the same AppUserModelID
    expect(config['productName']).toBe(PRODUCT_NAME)
  })

  it('packs the built app only, in an asar', () => {
    expect(config['asar']).toBe(true)
    const files = config['files'] as string[]
    expect(files).toEqual(expect.arrayContaining(['out/main/**', 'out/preload/**', 'out/renderer/**', 'package.json']))
    expect(files.some((f) => f.startsWith('src') || f === '**/*')).toBe(false)
    expect(pkg.main).toBe('./out/main/index.js')
    expect(obj(config['directories'], 'directories')).toMatchObject({ buildResources: 'build', output: 'dist' })
  })

  it('builds deb, rpm and AppImage (category Game) on Linux, NSIS on Windows, dmg and the update zip on macOS', () => {
    const linux = obj(config['linux'], 'linux')
    // The deb first: it is the recommended download (its AppArmor profile lets the sandbox work).
    expect(targetsOf(linux)).toEqual(['deb', 'rpm', 'AppImage'])
    expect(linux['category']).toBe('Game')
    expect(targetsOf(obj(config['win'], 'win'))).toEqual(['nsis'])
    expect(targetsOf(obj(config['mac'], 'mac'))).toEqual(['dmg', 'zip'])
  })

  // electron-updater (src/main/desktop/updates.ts) reads app-update.yml, which electron-builder
  // writes from `publish`, and the latest*.yml feeds it writes next to the installers.
  it('publishes to GitHub releases, as drafts, of the repository package.json names', () => {
    expect(config['publish']).toEqual({ provider: 'github', releaseType: 'draft' })
  })

  it('the publish configuration makes electron-builder write the update files (app-update.yml, latest*.yml)', async () => {
    const { getConfig } = require('app-builder-lib/out/util/config/config') as { getConfig(projectDir: string, configPath: string | null, configFromOptions: unknown): Promise<Yaml> }
    const { createPublisher } = require('app-builder-lib/out/publish/PublishManager') as { createPublisher: unknown }
    expect(typeof createPublisher).toBe('function')
    const loaded = await getConfig(root, join(root, 'electron-builder.yml'), null)
    expect(loaded['publish']).toMatchObject({ provider: 'github' })
    // An update zip on macOS: MacUpdater refuses a feed without one ("ZIP file not provided").
    const macUpdater = readFileSync(require.resolve('electron-updater/out/MacUpdater.js'), 'utf8')
    expect(macUpdater).toContain('ZIP file not provided')
    // The deb and rpm are told apart by resources/package-type, which FpmTarget writes with app-update.yml.
    const fpm = readFileSync(require.resolve('app-builder-lib/out/targets/FpmTarget.js'), 'utf8')
    expect(fpm).toMatch(/app-update\.yml[\s\S]{0,300}package-type/)
  })

  // Issue 36, point 2: without package.json `repository`, a clone with no GitHub remote wrote an
  // app-update.yml with only updaterCacheDirName ("Unsupported provider: undefined" in the app) and
  // stopped at the deb ("Please specify project homepage").
  it('a build in a clone without a git remote names its update feed and homepage, from package.json alone', async () => {
    const { getConfig } = require('app-builder-lib/out/util/config/config') as { getConfig(projectDir: string, configPath: string | null, configFromOptions: unknown): Promise<Yaml> }
    const { getAppUpdatePublishConfiguration } = require('app-builder-lib/out/publish/PublishManager') as { getAppUpdatePublishConfiguration(packager: unknown, target: null, arch: null, errorIfCannot: boolean): Promise<Yaml | null> }
    const { getRepositoryInfo } = require('app-builder-lib/out/util/repositoryInfo') as { getRepositoryInfo(dir: string, metadata: unknown, devMetadata: unknown): Promise<{ type: string; user: string; project: string } | null> }
    const { serializeToYaml } = require('builder-util') as { serializeToYaml(value: unknown): string }
    const { Platform } = require('app-builder-lib') as { Platform: { LINUX: unknown } }
    const loaded = await getConfig(root, join(root, 'electron-builder.yml'), null)
    const clone = mkdtempSync(join(tmpdir(), 'safehouse-no-remote-'))
    try {
      // What electron-builder writes into the app's resources (PublishManager's artifact hook), for a
      // project in `clone` (no .git at all) with the given package.json.
      const appUpdateYml = async (metadata: unknown): Promise<string> => {
        const info = { config: loaded, appInfo: { channel: null }, repositoryInfo: getRepositoryInfo(clone, metadata, null) }
        const packager = { info, config: loaded, platformSpecificBuildOptions: {}, platform: Platform.LINUX, appInfo: { updaterCacheDirName: 'safehouse-updater' }, expandMacro: (v: string) => v }
        return serializeToYaml(await getAppUpdatePublishConfiguration(packager, null, null, false))
      }
      const metadata = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Yaml
      const repository = await getRepositoryInfo(clone, metadata, null)
      expect(repository).toMatchObject({ type: 'github' }) // the deb's homepage (AppInfo.computePackageUrl) comes from it
      const feed = updateFeedFrom(await appUpdateYml(metadata))
      expect(feed).toEqual({ provider: 'github', owner: repository?.user, repo: repository?.project })
      // The repository is named once: nowhere in electron-builder.yml.
      expect(obj(loaded['publish'], 'publish')).not.toHaveProperty('owner')
      // Without it, the build names no feed, and the app says updates are not available.
      const unnamed = Object.fromEntries(Object.entries(metadata).filter(([key]) => key !== 'repository'))
      expect(await appUpdateYml(unnamed)).toBe('updaterCacheDirName: safehouse-updater\n')
      expect(updateFeedFrom(await appUpdateYml(unnamed))).toBeNull()
    } finally {
      rmSync(clone, { recursive: true, force: true })
    }
  })

  it('Windows signing options are given only by the packaging script (Azure Trusted Signing), never in the file', () => {
    const win = obj(config['win'], 'win')
    expect(win).not.toHaveProperty('azureSignOptions')
    expect(win).not.toHaveProperty('signtoolOptions')
  })

  it("electron-builder's schema takes the Azure Trusted Signing options the script passes", async () => {
    const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      getConfig(projectDir: string, configPath: string | null, configFromOptions: unknown): Promise<unknown>
      validateConfiguration(config: unknown, logger: unknown): Promise<void>
    }
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown }
    const azureSignOptions = { publisherName: 'Ann Smith', endpoint: 'https://weu.codesigning.azure.net/', certificateProfileName: 'safehouse', codeSigningAccountName: 'ann' }
    const loaded = (await getConfig(root, join(root, 'electron-builder.yml'), { win: { azureSignOptions } })) as Yaml
    expect(obj(loaded['win'], 'win')['azureSignOptions']).toEqual(azureSignOptions)
    expect(targetsOf(obj(loaded['win'], 'win'))).toEqual(['nsis']) // merged into the file, not instead of it
    await expect(validateConfiguration(loaded, new DebugLogger(false))).resolves.toBeUndefined()
  }, 120_000)

  it('declares local network use and the Bonjour service on macOS', () => {
    const info = obj(obj(config['mac'], 'mac')['extendInfo'], 'mac.extendInfo')
    expect(typeof info['NSLocalNetworkUsageDescription']).toBe('string')
    expect((info['NSLocalNetworkUsageDescription'] as string).length).toBeGreaterThan(20)
    expect(info['NSBonjourServices']).toEqual([`_${SERVICE_TYPE}._tcp`])
    expect(info['NSBonjourServices']).toEqual(['_safehouse._tcp'])
  })

  // Issue 36, point 3: Electron takes the window's Wayland app_id from desktopName (else
  // "<productName>.desktop"); the deb and rpm install <executableName>.desktop; electron-builder
  // warned without it.
  it("names the installed .desktop entry in package.json's desktopName", () => {
    const metadata = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { desktopName?: string }
    expect(metadata.desktopName).toBe(`${String(obj(config['linux'], 'linux')['executableName'])}.desktop`)
    // The window class stays the product's name (X11 WM_CLASS); the entry says so.
    expect(obj(obj(obj(config['linux'], 'linux')['desktop'], 'desktop')['entry'], 'entry')['StartupWMClass']).toBe(PRODUCT_NAME)
  })

  it('opens game record files (.safehouse) with the app', () => {
    const associations = config['fileAssociations']
    expect(Array.isArray(associations)).toBe(true)
    const own = (associations as unknown[]).map((a) => obj(a, 'file association'))
    expect(own).toEqual([expect.objectContaining({ ext: GAME_FILE_EXTENSION, mimeType: 'application/x-safehouse-game' })])
  })

  it('flips the Electron fuses', () => {
    expect(obj(config['electronFuses'], 'electronFuses')).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    })
  })

  it('uses the icons made from resources/icon.svg', () => {
    expect(obj(config['mac'], 'mac')['icon']).toBe('build/icon.icns')
    expect(obj(config['win'], 'win')['icon']).toBe('build/icon.ico')
    expect(obj(config['linux'], 'linux')['icon']).toBe('build/icons')
    expect(pkg.scripts['icons']).toBe('node scripts/make-icons.mjs')
  })

  // The AppImage runtime electron-builder uses by default (0.0.0, AppImageKit) needs libfuse2, which
  // Ubuntu 24.04 and Fedora no longer install; the 1.x toolsets embed the static type-2 runtime.
  it('builds the AppImage with the static runtime (no libfuse2 needed), a toolset this electron-builder has', () => {
    const toolsets = obj(config['toolsets'], 'toolsets')
    const { appimageChecksums } = require('app-builder-lib/out/toolsets/linux') as { appimageChecksums: Record<string, Record<string, string>> }
    expect(toolsets['appimage']).not.toBe('0.0.0')
    expect(Object.keys(appimageChecksums)).toContain(toolsets['appimage'])
    expect(Object.keys(appimageChecksums[toolsets['appimage'] as string] ?? {})).toEqual(['appimage-tools-runtime-20251108.tar.gz'])
  })

  // What an AppImage user on Ubuntu 24.04+ relies on (docs/desktop.md): electron-builder's AppRun
  // probes for user namespaces and adds --no-sandbox itself where they are refused, and with a
  // non-legacy toolset the .desktop entry no longer forces --no-sandbox everywhere.
  it("relies on electron-builder's AppRun to start without the sandbox only where user namespaces are refused", () => {
    const { generateAppRunScript } = require('app-builder-lib/out/targets/appimage/appImageUtil') as { generateAppRunScript(config: Record<string, string>): string }
    const appRun = generateAppRunScript({ DesktopFileName: 'safehouse.desktop', ExecutableName: 'safehouse', ProductName: PRODUCT_NAME, ProductFilename: PRODUCT_NAME, ResourceName: 'appimagekit-safehouse' })
    expect(appRun).toContain('unshare -Ur true')
    expect(appRun).toContain('NO_SANDBOX=(--no-sandbox)')
    const target = readFileSync(require.resolve('app-builder-lib/out/targets/appimage/AppImageTarget.js'), 'utf8')
    expect(target).toMatch(/appimageTool == null \|\| appimageTool === "0\.0\.0" \? \["--no-sandbox"\] : \[\]/)
  })

  // winCodeSign-2.6.0.7z (toolset 0.0.0) holds macOS symlinks that 7-Zip cannot create on Windows
  // without admin rights or Developer Mode; the 1.x toolsets are per-platform zips.
  it('signs Windows builds with a winCodeSign toolset that unpacks without admin rights', () => {
    const toolsets = obj(config['toolsets'], 'toolsets')
    const { wincodesignChecksums } = require('app-builder-lib/out/toolsets/windows') as { wincodesignChecksums: Record<string, Record<string, string>> }
    expect(toolsets['winCodeSign']).not.toBe('0.0.0')
    const files = Object.keys(wincodesignChecksums[toolsets['winCodeSign'] as string] ?? {})
    expect(files).toContain('windows-kits-bundle-10_0_26100_0.zip')
    expect(files.every((f) => f.endsWith('.zip'))).toBe(true)
  })

  it('npm run dist makes icons, builds and packages without publishing', () => {
    expect(pkg.scripts['dist']).toBe('node scripts/make-icons.mjs && electron-vite build && electron-builder --publish never')
    expect(pkg.devDependencies['electron-builder']).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it("passes electron-builder's own schema validation (and a broken copy does not)", async () => {
    const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      getConfig(projectDir: string, configPath: string | null, configFromOptions: unknown): Promise<unknown>
      validateConfiguration(config: unknown, logger: unknown): Promise<void>
    }
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown }
    const loaded = await getConfig(root, join(root, 'electron-builder.yml'), null)
    await expect(validateConfiguration(loaded, new DebugLogger(false))).resolves.toBeUndefined()
    await expect(validateConfiguration({ ...(loaded as object), linux: { category: 'Game', notAnOption: true } }, new DebugLogger(false))).rejects.toThrow()
  }, 120_000)
})
