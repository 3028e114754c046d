// The Start screen keeps its mission choice in view however many games have finished here (issue
// 35, point 6): with a full list of finished games, at 1280×800 and 1024×640, "Choose your
// mission" is in the window without scrolling, and at 1280×800 the first mission too, as with none.
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { named, notInView, type Size } from './fit-checks'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, nextFrames, playersFor, runSeed, withHostAndBrowser, type RunningHost } from './support'
import { openApp, saveName } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

const LAPTOPS: readonly Size[] = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
]
/** What must be in view at each size: the first mission too where it is with no list (at 1024×640 it starts 2 px below the window either way). */
const CHOICE: Record<number, string[]> = { 1024: ['#missions-heading'], 1280: ['#missions-heading', '.mode-list > li:first-child'] }

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'the Start screen with many finished games' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  for (const count of [0, 20]) {
    it(`keeps the mission choice in view with ${count} finished games listed`, async (test) => {
      const players = await playersFor(browser, test, seed, 1, { viewport: LAPTOPS[0] })
      const { page } = players[0]
      const games = Array.from({ length: count }, (_, i) => ({ hostUrl: host.url, room: `ROOM${i}`, game: 'spies-and-lies', at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() }))
      await page.addInitScript(`localStorage.setItem('safehouse.finishedGames', ${JSON.stringify(JSON.stringify(games))})`)
      await openApp(page, host)
      await saveName(page, 'Ann')
      if (count > 0) await page.locator('[data-test="finished-games"] li').first().waitFor()
      const problems: string[] = []
      for (const size of LAPTOPS) {
        await page.setViewportSize(size)
        await nextFrames(page)
        for (const p of await notInView(page, CHOICE[size.width] ?? [])) problems.push(`${named(size)}: ${p}`)
      }
      expect(problems, problems.join('\n')).toEqual([])
      expectCleanRun(players)
    })
  }
})
