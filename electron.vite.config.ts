import { resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'electron-vite'
import type { Plugin } from 'vite'
import { precompress } from './src/main/net/precompress'

const sharedDir = fileURLToPath(new URL('./src/shared', import.meta.url))
// The renderer reaches an engine only through its client face (src/engine/<game>/client.ts).
const engineDir = fileURLToPath(new URL('./src/engine', import.meta.url))
const alias = { '@shared': sharedDir, '@engine': engineDir }

/** Browsers on the LAN download the renderer: the host sends them these `.br`/`.gz` siblings (src/main/net/static-files.ts). */
function precompressRenderer(): Plugin {
  let outDir = ''
  return {
    name: 'safehouse-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    // After the whole bundle and the public folder are written.
    async closeBundle() {
      await precompress(outDir)
    }
  }
}

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      rolldownOptions: {
        input: {
          index: fileURLToPath(new URL('./src/main/index.ts', import.meta.url)),
          // The headless host (`npm run serve`): plain Node, never imports electron.
          serve: fileURLToPath(new URL('./src/main/serve.ts', import.meta.url)),
          // The computer players' worker thread (src/main/host/bots.ts finds it next to the entries).
          'bot-worker': fileURLToPath(new URL('./src/main/host/bot-worker.ts', import.meta.url))
        }
      }
    }
  },
  preload: {
    resolve: { alias },
    build: {
      // Sandboxed preload scripts may only require('electron') and a few
      // built-ins, so bundle everything else into a single CommonJS file.
      // (package.json has no "type": "module", so electron-vite emits CJS.)
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: fileURLToPath(new URL('./src/preload/index.ts', import.meta.url)) },
        output: { format: 'cjs' }
      }
    }
  },
  renderer: {
    root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
    resolve: { alias },
    plugins: [vue(), precompressRenderer()],
    build: {
      // electron-vite leaves the renderer unminified; browsers on the LAN download it.
      minify: true,
      rolldownOptions: {
        input: { index: fileURLToPath(new URL('./src/renderer/index.html', import.meta.url)) }
      }
    }
  }
})
