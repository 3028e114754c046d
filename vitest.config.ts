import { fileURLToPath, URL } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [vue()],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) }
  },
  test: {
    include: ['test/**/*.test.ts'],
    // Node by default; component tests opt into a DOM per file with
    // `// @vitest-environment happy-dom`.
    environment: 'node'
  }
})
