// Where `electron` may be imported: src/main/index.ts, src/main/desktop/electron-*.ts (the glue)
// and the preload. Everything else in main (the host, `npm run serve`, the desktop logic these
// tests load) runs under plain Node. And the Electron glue keeps to the security settings.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.(ts|mts|cts|js|mjs)$/.test(name) ? [path] : []
  })
}

const IMPORTS_ELECTRON = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]electron(?:\/[^'"]*)?['"]/

function allowedToImportElectron(rel: string): boolean {
  return rel === 'src/main/index.ts' || /^src\/main\/desktop\/electron-[\w-]+\.ts$/.test(rel) || rel.startsWith('src/preload/')
}

describe('the electron boundary', () => {
  it('only the glue files import electron', () => {
    const offenders = files(join(root, 'src'))
      .map((f) => relative(root, f).split('\\').join('/'))
      .filter((rel) => !allowedToImportElectron(rel))
      .filter((rel) => IMPORTS_ELECTRON.test(readFileSync(join(root, rel), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('plain modules never import the glue', () => {
    const offenders = files(join(root, 'src/main'))
      .map((f) => relative(root, f).split('\\').join('/'))
      .filter((rel) => !allowedToImportElectron(rel))
      .filter((rel) => /from\s+['"][^'"]*electron-[\w-]+['"]/.test(readFileSync(join(root, rel), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('tests never import electron itself (a vi.mock stand-in is fine)', () => {
    const offenders = files(join(root, 'test'))
      .filter((f) => {
        const text = readFileSync(f, 'utf8')
        return IMPORTS_ELECTRON.test(text.replace(/vi\.mock\(\s*['"]electron['"][\s\S]*?\n\}\)\)/g, ''))
      })
      .map((f) => relative(root, f))
    expect(offenders).toEqual([])
  })

  it.skipIf(!existsSync(join(root, 'out/main/serve.js')))('the built headless host does not require electron', () => {
    expect(readFileSync(join(root, 'out/main/serve.js'), 'utf8')).not.toMatch(/require\(["']electron["']\)/)
  })
})

describe('the window and the session (source checks of the Electron glue)', () => {
  const win = readFileSync(join(root, 'src/main/desktop/electron-window.ts'), 'utf8')
  const security = readFileSync(join(root, 'src/main/desktop/electron-security.ts'), 'utf8')
  const main = readFileSync(join(root, 'src/main/index.ts'), 'utf8')
  const preload = readFileSync(join(root, 'src/preload/index.ts'), 'utf8')

  it('every window is isolated, sandboxed, without Node, with web security', () => {
    expect(win).toMatch(/contextIsolation:\s*true/)
    expect(win).toMatch(/sandbox:\s*true/)
    expect(win).toMatch(/nodeIntegration:\s*false/)
    expect(win).toMatch(/webSecurity:\s*true/)
    expect(win).toMatch(/webviewTag:\s*false/)
    expect(win).not.toMatch(/allowRunningInsecureContent:\s*true|experimentalFeatures:\s*true/)
  })

  it('navigation, new windows, webviews and permissions are locked down', () => {
    expect(security).toContain("contents.on('will-navigate'")
    expect(security).toContain('setWindowOpenHandler')
    expect(security).toContain("return { action: 'deny' }")
    expect(security).toContain("contents.on('will-attach-webview'")
    expect(security).toContain('setPermissionRequestHandler')
    expect(security).toContain('setPermissionCheckHandler')
    expect(security).toContain('onHeadersReceived(appPageFilter(appOrigins),') // a URL filter, not every response
    expect(main).toContain("app.on('web-contents-created'")
    expect(main).toContain('requestSingleInstanceLock')
  })

  it('other launches are listened to from the top level, before any await (open-files.ts queues them)', () => {
    expect(main).toMatch(/^app\.on\('second-instance', .*launches\.secondInstance\(/m)
    expect(main).toMatch(/^app\.on\('open-file', /m)
    expect(main).toMatch(/^launches\.commandLine\(process\.argv, process\.cwd\(\)\)$/m)
  })

  it('IPC handlers all go through the guard', () => {
    expect(main).not.toMatch(/ipcMain\.(handle|on)\(/)
    expect(main).toContain('new IpcRegistry(ipcMain')
  })

  it('the preload exposes its API, never ipcRenderer', () => {
    expect(preload).toMatch(/contextBridge\.exposeInMainWorld\('safehouse', api\)/)
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer/)
  })
})
