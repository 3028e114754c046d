import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'

/**
 * Tests under test/engine, test/renderer or test/desktop that run a real host, open sockets or
 * spawn processes: they belong to the `host` project, not to the inner loop (`unit`). A new such
 * test is named here; everything else in those folders is a unit test.
 */
const LIVE = [
  // A live host on 127.0.0.1 (test/renderer/room/live-host.ts) behind the stores.
  'test/renderer/room/store-presence.test.ts',
  'test/renderer/room/store-rematch.test.ts',
  'test/renderer/room/store-seating.test.ts',
  // The desktop's embedded host and remote hosts over real WebSockets (test/support/client.ts).
  'test/desktop/desktop-host.test.ts',
  'test/desktop/desktop-host-discovery.test.ts',
  'test/desktop/desktop-host-records.test.ts',
  'test/desktop/game-file-commands.test.ts',
  'test/desktop/game-files.test.ts',
  'test/desktop/host-rooms.test.ts',
  'test/desktop/join-remote.test.ts',
  'test/desktop/local-limits.test.ts',
  // Runs scripts/make-icons.mjs in a child process.
  'test/desktop/icons-and-notices.test.ts',
  // Runs scripts/check-release-assets.mjs with a stand-in gh.
  'test/desktop/release-assets.test.ts',
  // Boots the built main process in child processes (in network namespaces where it hosts).
  'test/desktop/main-boot.test.ts',
]

/**
 * `vitest run --mode full` (`npm test`, CI) plays every property test's seeded games; any other run,
 * `npm run test:unit` and `npx vitest run --project unit` alike, is the inner loop (issue 37, point 5:
 * an npm variable switched it, and the plain command played the full runs).
 */
export default defineConfig(({ mode }) => {
  const full = mode === 'full'
  return {
    plugins: [vue()],
    resolve: {
      alias: {
        '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
        '@engine': fileURLToPath(new URL('./src/engine', import.meta.url))
      }
    },
    test: {
      // Node by default; component tests opt into a DOM per file with
      // `// @vitest-environment happy-dom`.
      environment: 'node',
      // Budgets, not speed checks: on a busy 2-core machine a DOM test (axe over a page, a table
      // mounted a dozen times) ran past Vitest's default 5 s (issue 10, point 12), and two full runs at
      // once (the flakiness check, issue 37) stretch every test two to three times.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // expect.poll waits for something to happen (a setting saved, a notice shown): its default 1 s
      // bound was too short once on a loaded machine, and a longer bound costs nothing when it holds.
      expect: { poll: { timeout: 15_000 } },
      // `vitest run` runs all three; `npm run test:unit` (`--project unit`) is the inner loop.
      // Workers are said outright (issue 24): left to its default, this Vitest ran every file one after
      // another on a 2-core machine. Rules, components and hosts over sockets use every core; then the
      // browser tests run one file at a time (a group of their own, after the others): each drives
      // Chromium and a host, and two side by side on two cores each took two to three times as long,
      // and timed out.
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // The inner loop plays a fifth of the games, and there loading the modules is most of the
            // time: one worker loading them once is faster (87 s against 150 s with two).
            maxWorkers: full ? availableParallelism() : 1,
            // Rules, components (happy-dom) and desktop modules: no sockets, no processes, no browsers.
            include: ['test/engine/**/*.test.ts', 'test/renderer/**/*.test.ts', 'test/desktop/**/*.test.ts'],
            exclude: LIVE,
            // Test files share a worker's modules and its DOM instead of loading them afresh per file
            // (issue 24: the inner loop took 227 s, most of it loading). So a unit test file leaves no
            // state behind that the next one could read: it resets what it relies on (the address,
            // the history, the stores) before it starts.
            isolate: false,
            // The inner loop plays a fifth of the property tests' seeded games (test/support/runs.ts);
            // `npm test` and CI (`--mode full`) play them all.
            env: { SAFEHOUSE_RUNS: full ? 'full' : 'quick' }
          }
        },
        {
          extends: true,
          test: {
            name: 'host',
            maxWorkers: availableParallelism(),
            // Budgets, not speed checks: hosts, workers and child processes over sockets, which two
            // full runs at once on two cores (the flakiness check, issue 37) slow several times over.
            testTimeout: 120_000,
            hookTimeout: 120_000,
            // A real host over sockets (and mDNS), in this process or a child.
            include: ['test/host/**/*.test.ts', 'test/net/**/*.test.ts', ...LIVE]
          }
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            // Budgets, not speed checks (npm run bench measures speed): they end a hung test. Set here
            // once for every browser test: with two full runs at once on two cores (the flakiness
            // check) a whole game took up to 4.6 min, and tests with their own 2-3 min budgets failed.
            testTimeout: 600_000,
            hookTimeout: 180_000,
            maxWorkers: 1,
            sequence: { groupOrder: 1 },
            // The built app in a browser or Electron, and the README's start from a fresh copy.
            include: ['test/e2e/**/*.test.ts', 'test/start/**/*.test.ts']
          }
        }
      ]
    }
  }
})
