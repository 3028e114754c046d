// The window's own icon. macOS and Windows take it from the app bundle and the .exe; on Linux the
// window (an X11 window in particular) shows only what it is given, so it needs a PNG: the packaged
// app ships one next to app.asar (electron-builder.yml, linux.extraResources), and a development run
// uses the one `npm run icons` made in build/. No file, no icon option: Electron's default stays.
import { join } from 'node:path'

/** The PNG (from scripts/make-icons.mjs) that electron-builder copies into the resources folder… */
export const ICON_SOURCE = 'build/icons/512x512.png'
/** …under this name. */
export const PACKAGED_ICON = 'icon.png'

export interface IconPlace {
  platform: NodeJS.Platform
  packaged: boolean
  /** process.resourcesPath (the folder holding app.asar). */
  resourcesPath: string
  /** app.getAppPath(): the project folder in development. */
  appPath: string
  exists(path: string): boolean
}

/** The icon file for BrowserWindow's `icon` option, or undefined where the OS finds it itself. */
export function windowIconPath(place: IconPlace): string | undefined {
  if (place.platform !== 'linux') return undefined
  const path = place.packaged ? join(place.resourcesPath, PACKAGED_ICON) : join(place.appPath, ...ICON_SOURCE.split('/'))
  return place.exists(path) ? path : undefined
}
