#!/usr/bin/env node
// `prestart` / `predev`: since Electron 42, `npm install` no longer downloads Electron's binary; the
// package fetches it on first use (its `install-electron`, install.js). electron-vite 6.0.0 does not
// trigger that: it reads node_modules/electron/path.txt and throws "Electron uninstall" when the
// file is missing (electron-vite issue 904). So fetch it here, before electron-vite runs.
// install.js decides itself whether anything is missing (binary version, path.txt, executable), and
// honours ELECTRON_MIRROR, electron_config_cache, electron_use_remote_checksums and the proxies.
import console from 'node:console'
import process from 'node:process'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const electronDir = dirname(require.resolve('electron/package.json'))
const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'))
if (!existsSync(join(electronDir, 'path.txt'))) {
  console.log(`Fetching Electron ${version} for this computer (once, about 100 MB)…`)
}
const install = spawnSync(process.execPath, [join(electronDir, 'install.js')], { stdio: 'inherit' })
if (install.status !== 0) {
  console.error(
    `Could not fetch Electron ${version}. Without a connection to its download host, set ELECTRON_MIRROR ` +
      'to a mirror, or play in a browser instead: `npm run serve` needs no Electron.'
  )
  process.exit(install.status ?? 1)
}
