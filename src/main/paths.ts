// Where Safehouse keeps its files, matching Electron's app.getPath('userData') for the app named
// Safehouse, so the desktop app and `npm run serve` share saved rooms. Plain Node: no electron.
import { homedir } from 'node:os'
import { join } from 'node:path'

export const APP_NAME = 'Safehouse'

export function userDataDir(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_NAME)
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_NAME)
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), APP_NAME)
}

export function roomsDir(base: string = userDataDir()): string {
  return join(base, 'rooms')
}
