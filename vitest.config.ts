import { fileURLToPath, URL } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [vue()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@engine': fileURLToPath(new URL('./src/engine', import.meta.url))
    }
  },
  test: {
    include: ['test/**/*.test.ts'],
    // Node by default; component tests opt into a DOM per file with
    // `// @vitest-environment happy-dom`.
    environment: 'node',
    // Budgets, not speed checks: on a busy 2-core machine a DOM test (axe over a page, a table
    // mounted a dozen times) ran past Vitest's default 5 s (issue 10, point 12).
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // expect.poll waits for something to happen (a setting saved, a notice shown): its default 1 s
    // bound was too short once on a loaded machine, and a longer bound costs nothing when it holds.
    expect: { poll: { timeout: 15_000 } }
  }
})
