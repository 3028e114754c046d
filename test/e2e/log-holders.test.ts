// Issue 34, point 2 in four browsers: once the computer keeps a seat, the table's log still names
// the seat's player for the moves they made before, and the computer keeping the seat for its own.
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, playersFor, runSeed, seededRandom, withHostAndBrowser, type RunningHost } from './support'
import { play } from './sl-play'
import { logLines } from './sl-table'
import { hostTeamGame, joinGame, openApp, saveName } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

/** A log line made by Red 2's seat while the computer kept it for Bob. */
const BY_COMPUTER = /^\W*Computer for Bob \(Red 2\) /

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'who moved, in the log of a team game' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  it('Bob deploys and leaves; the computer keeps his seat: the log names Bob for his deploy and the computer for its moves', async (test) => {
    const players = await playersFor(browser, test, seed, 4)
    const pages = players.map((p) => p.page) as [Page, Page, Page, Page]
    const [ann, bob, ...others] = pages
    const names = ['Ann', 'Bob', 'Cy', 'Dee']
    await Promise.all(pages.map((page) => openApp(page, host)))
    for (const [i, page] of pages.entries()) await saveName(page, names[i] as string)
    // Ann hosts as Red 1; Bob, Cy and Dee take Red 2, Blue 1 and Blue 2.
    const code = await hostTeamGame(ann)
    for (const page of [bob, ...others]) {
      await joinGame(page, code)
      if (page !== others[others.length - 1]) await page.getByRole('heading', { level: 1, name: 'Waiting for players' }).waitFor()
    }
    await Promise.all(pages.map((page) => page.getByRole('navigation', { name: 'Table menu' }).waitFor()))

    // Day 1's deploys, everyone's, Bob's among them: all stop at the Intel phase.
    await Promise.all(pages.map((page, i) => play(page, { label: names[i] as string, rng: seededRandom(seed + i), stopWhen: (s) => s.prompt === 'intel' })))
    const deployed = await logLines(ann)
    expect(deployed, deployed.join('\n')).toContain('◆ Bob (Red 2) has deployed two soldiers.')

    // Bob leaves; Ann hands his seat to the computer.
    await bob.getByRole('navigation', { name: 'Table menu' }).getByRole('button', { name: 'Leave' }).click()
    await bob.getByRole('alertdialog').getByRole('button', { name: 'Leave the game' }).click()
    await bob.getByRole('heading', { level: 1, name: 'Safehouse' }).waitFor()
    const panel = ann.getByRole('region', { name: /has left the game$/ })
    await panel.getByRole('button', { name: 'Let the computer play' }).click()

    // The others play the game out, the computer at Bob's seat.
    await Promise.all([ann, ...others].map((page, i) => play(page, { label: names[i === 0 ? 0 : i + 1] as string, rng: seededRandom(seed + 10 + i) })))
    // The replay at its last step, opened by Bob from the address alone, names them the same way.
    await bob.goto(`${host.url}#/replay/${code}`)
    await bob.getByRole('heading', { level: 1, name: /^Replay: / }).waitFor()
    const total = Number(/^Move (\d+) of \1:/.exec(((await bob.locator('[data-test="replay-step"]').textContent()) ?? '').trim())?.[1])
    await bob.locator(`.replay-table[data-step="${total}"]`).waitFor()
    for (const page of [ann, ...others, bob]) {
      const lines = await logLines(page)
      // Red 2's deploys, one a day: day 1's was Bob's own, each later one the computer's.
      const deploys = lines.filter((line) => line.endsWith('(Red 2) has deployed two soldiers.'))
      expect(deploys[0]).toBe('◆ Bob (Red 2) has deployed two soldiers.')
      expect(deploys.slice(1).filter((line) => !BY_COMPUTER.test(line))).toEqual([])
      // Its decisions on Red's missions 3 and 4 of day 1 name it too.
      const day2 = lines.findIndex((line) => line.includes('Day 2 begins'))
      expect(lines.slice(0, day2 < 0 ? lines.length : day2).some((line) => BY_COMPUTER.test(line)), lines.join('\n')).toBe(true)
    }
    expectCleanRun(players)
  })
})
