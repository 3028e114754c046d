// Game record files (.safehouse) for the AppImage. The deb and the rpm install the MIME type and a
// .desktop entry system-wide; an AppImage installs nothing, and its embedded ones are only seen by
// an integration tool (AppImageLauncher, appimaged) if the user has one. So when it runs, the
// AppImage writes its own into the user's XDG data folder: the MIME type, a .desktop entry naming
// the AppImage where it is now (rewritten when it has moved), and the icon; then asks the desktop
// to read them again. Nothing happens outside an AppImage, and nothing is written twice. It does not
// make itself the default for the type: an installed deb or rpm may be the user's choice.
import { execFile } from 'node:child_process'
import { existsSync, renameSync, writeFileSync } from 'node:fs'
import { copyFile, mkdir, readFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { APP_ID, PRODUCT_NAME } from './app-info'
import { writeFileAtomic } from '../storage/atomic-file'
import { GAME_FILE_EXTENSION } from './game-files'

/** = fileAssociations[0].mimeType in electron-builder.yml. */
export const GAME_MIME_TYPE = 'application/x-safehouse-game'
const DESKTOP_FILE = `${APP_ID}.appimage.desktop`
const ICON_NAME = 'safehouse-appimage'

export interface AppImagePlace {
  platform: NodeJS.Platform
  packaged: boolean
  env: NodeJS.ProcessEnv
  /** The PNG shipped next to app.asar (window-icon.ts), if there is one. */
  icon: string | undefined
}

export interface IntegrationFile {
  path: string
  text: string
}

export interface Integration {
  dataHome: string
  files: IntegrationFile[]
  icon: { from: string; to: string } | null
  /** Run after a change (each may be missing on a given desktop; a failure is not an error). */
  commands: Array<[string, ...string[]]>
}

/**
 * A path as one argument of a .desktop Exec key (Desktop Entry Specification, "The Exec key"):
 * quoted, with `"`, `` ` ``, `$` and `\` escaped by a backslash; then, since Exec is a string
 * value whose own escapes are read first, every backslash doubled (GLib refuses an entry with an
 * unknown string escape such as `\"`); and `%` written `%%` (a field code otherwise).
 */
export function execQuote(path: string): string {
  const quoted = path.replace(/[\\"`$]/g, (c) => `\\${c}`)
  return `"${quoted.replace(/\\/g, '\\\\').replace(/%/g, '%%')}"`
}

/** What to write for the AppImage at `env.APPIMAGE`; null when this is not a packaged AppImage. */
export function appImageIntegration(place: AppImagePlace): Integration | null {
  const appImage = place.env['APPIMAGE']
  if (place.platform !== 'linux' || !place.packaged || !appImage || /[\n\r]/.test(appImage)) return null
  const dataHome = place.env['XDG_DATA_HOME'] || join(homedir(), '.local', 'share')
  const mime = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">',
    `  <mime-type type="${GAME_MIME_TYPE}">`,
    `    <comment>${PRODUCT_NAME} game record</comment>`,
    `    <glob pattern="*.${GAME_FILE_EXTENSION}"/>`,
    '  </mime-type>',
    '</mime-info>',
    '',
  ].join('\n')
  const desktop = [
    '[Desktop Entry]',
    'Type=Application',
    `Name=${PRODUCT_NAME}`,
    'Comment=Spy board games with friends over home Wi-Fi, hot-seat or against the computer',
    `Exec=${execQuote(appImage)} %U`,
    `Icon=${place.icon ? ICON_NAME : 'x-office-document'}`,
    'Terminal=false',
    'Categories=Game;',
    `MimeType=${GAME_MIME_TYPE};`,
    `StartupWMClass=${PRODUCT_NAME}`,
    // Shown in "Open with", not as a second Safehouse in the menu next to an installed one.
    'NoDisplay=true',
    '',
  ].join('\n')
  const applications = join(dataHome, 'applications')
  return {
    dataHome,
    files: [
      { path: join(dataHome, 'mime', 'packages', `${APP_ID}.xml`), text: mime },
      { path: join(applications, DESKTOP_FILE), text: desktop },
    ],
    icon: place.icon ? { from: place.icon, to: join(dataHome, 'icons', 'hicolor', '512x512', 'apps', `${ICON_NAME}.png`) } : null,
    commands: [
      ['update-mime-database', join(dataHome, 'mime')],
      ['update-desktop-database', applications],
    ],
  }
}

/**
 * After an update renamed the AppImage (electron-updater's 'appimage-filename-updated', which comes
 * while the app quits): points the .desktop entry, if one was written, at the new file at once and
 * synchronously, before the process ends. Its name and MIME type are unchanged, so the desktop's
 * databases need no refresh.
 */
export function moveEntrySync(integration: Integration): boolean {
  const entry = integration.files.find((f) => f.path.endsWith('.desktop'))
  if (!entry || !existsSync(entry.path)) return false
  const temporary = `${entry.path}.${process.pid}.tmp`
  writeFileSync(temporary, entry.text)
  renameSync(temporary, entry.path)
  return true
}

/** Runs a desktop database tool, briefly: the app does not wait on it, and it must not hang around. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 10_000 }, (err) => (err ? reject(err) : resolve()))
  })
}

export interface IntegrationDeps {
  run(command: string, args: string[]): Promise<void>
  warn(message: string): void
}

/** Writes what changed and then runs the commands. Returns whether anything was written. */
export async function applyIntegration(integration: Integration, deps: IntegrationDeps): Promise<boolean> {
  let changed = false
  for (const file of integration.files) {
    const current = await readFile(file.path, 'utf8').catch(() => null)
    if (current === file.text) continue
    await writeFileAtomic(file.path, file.text)
    changed = true
  }
  if (integration.icon) {
    const { from, to } = integration.icon
    const [a, b] = await Promise.all([readFile(from).catch(() => null), readFile(to).catch(() => null)])
    if (a && !(b && a.equals(b))) {
      await mkdir(dirname(to), { recursive: true })
      await copyFile(from, to)
      changed = true
    }
  }
  if (!changed) return false
  for (const [command, ...args] of integration.commands) {
    await deps.run(command, args).catch((err: unknown) => deps.warn(`${command}: ${err instanceof Error ? err.message : String(err)}`))
  }
  return true
}
