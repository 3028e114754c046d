// Whole games in one page: hot-seat (two players, one screen, the privacy cover between turns),
// against the computer, and a reload in the middle of a game.
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, playersFor, runSeed, seededRandom, withHostAndBrowser, type RunningHost } from './support'
import { play } from './sl-play'
import { logFollowed, logLines, snapshot, type TableSnapshot } from './sl-table'
import { openApp, saveName, startComputer, startHotseat } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

const END_TITLE = /^(You win!|You lose|Red wins!|Blue wins!|A draw)$/

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'local games in the browser' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  // The three games run side by side: a game mostly waits for the page to draw.
  it.concurrent('plays a complete hot-seat game, with the privacy cover between the two players', async (test) => {
    const players = await playersFor(browser, test, seed, 1)
    const { page } = players[0]
    await openApp(page, host)
    await startHotseat(page, 'Ann', 'Bob')

    let coveredFor: string | null = null
    const seatAfterCover: string[] = []
    const result = await play(page, {
      label: 'hot-seat',
      rng: seededRandom(seed),
      onCover: async (snap) => {
        // Nothing private is on screen under the cover: no soldier, no hand, no missions.
        const leaks = await page.evaluate(`document.querySelectorAll('[data-rank], .soldier, main').length`)
        expect(leaks, `soldiers rendered under the cover "${snap.cover}"`).toBe(0)
        const side = /Pass the computer to (Red|Blue)/.exec(snap.cover ?? '')?.[1]
        expect(side).toBeDefined()
        // It names the player to hand over to.
        await page.getByRole('dialog', { name: snap.cover ?? '' }).getByText(side === 'Red' ? 'Ann' : 'Bob', { exact: true }).waitFor()
        coveredFor = side ?? null
      },
      onStep: (snap) => {
        // After the cover, the prompt on screen is that side's.
        if (coveredFor && snap.prompt) {
          expect(snap.heading?.startsWith(`${coveredFor}'s turn — `), `${snap.heading} after the cover for ${coveredFor}`).toBe(true)
          seatAfterCover.push(coveredFor)
          coveredFor = null
        }
      },
    })
    expect(result.final.end).toMatch(END_TITLE)
    expect(result.final.turn).toMatch(/^Game over: (Red wins|Blue wins|a draw)$/)
    expect(result.covers).toBeGreaterThanOrEqual(6)
    expect(new Set(seatAfterCover)).toEqual(new Set(['Red', 'Blue']))
    expect(result.prompts.deploy).toBeGreaterThanOrEqual(2)
    expect(result.prompts.guess).toBeGreaterThanOrEqual(8)
    expectCleanRun(players)
  })

  it.concurrent('plays a complete game against the computer (easy)', async (test) => {
    const players = await playersFor(browser, test, seed + 1, 1)
    const { page } = players[0]
    await openApp(page, host)
    await saveName(page, 'Ann')
    await startComputer(page, 'Easy')
    const result = await play(page, { label: 'vs computer', rng: seededRandom(seed + 1) })
    expect(result.final.end).toMatch(/^(You win!|You lose|A draw)$/)
    expect(result.final.turn).toMatch(/^Game over: (Red wins|Blue wins|a draw)$/)
    expect(result.prompts.deploy).toBeGreaterThanOrEqual(1)
    expect(result.prompts.guess).toBeGreaterThanOrEqual(4)
    // A whole game's log runs past its panel, which has followed it to the newest entry.
    expect(await logFollowed(page)).toEqual({ overflows: true, newestInSight: true })
    expectCleanRun(players)
  })

  it.concurrent('returns to the same game at the same point after a reload, and finishes it', async (test) => {
    const players = await playersFor(browser, test, seed + 2, 1)
    const { page } = players[0]
    await openApp(page, host)
    await saveName(page, 'Ann')
    await startComputer(page, 'Easy')
    const rng = seededRandom(seed + 2)
    // Deploy and Intel, then stop at the first question of the mission phase.
    const first = await play(page, {
      label: 'before the reload',
      rng,
      stopWhen: (s) => s.prompt === 'guess' || s.prompt === 'deceive',
    })
    const before: TableSnapshot = first.final
    expect(before.end).toBeNull()
    expect(first.prompts.deploy).toBe(1)
    const lines = await logLines(page)
    expect(lines.length).toBe(before.log)

    await page.reload()
    // The page resumes its seat by itself and shows the same table: room, question and log.
    await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
    await page.getByRole('region', { name: before.heading ?? '' }).waitFor()
    const after = await snapshot(page)
    expect(after.room).toBe(before.room)
    expect(after.heading).toBe(before.heading)
    expect(after.day).toBe(before.day)
    expect(after.turn).toBe(before.turn)
    expect(await logLines(page)).toEqual(lines)

    const rest = await play(page, { label: 'after the reload', rng })
    expect(rest.final.end).toMatch(END_TITLE)
    expect(rest.final.room).toBe(before.room)
    expectCleanRun(players)
  })
})
