// A newcomer's hints in the browser (issue 27): in a first game against the computer, choosing a
// rank the table already rules out (an exhausted soldier of the enemy) shows the warning in the
// prompt, read out by its live region; it fits from a phone to 4K with nothing cut or overlapping,
// it is axe-clean, and it is gone once Settings → Hints is set to Never.
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeViolations, axeViolations } from './axe'
import { PHONES, SCREENS, layoutProblems, named, textProblems } from './fit-checks'
import { playTable, startComputerGame, type Driver } from './sl-driver'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, nextFrames, playersFor, runSeed, seededRandom, withHostAndBrowser, type RunningHost } from './support'
import { openApp, saveName } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

/** Chooses one of the ranks the prompt marks as exhausted or seen: a rank the table rules out. */
async function chooseRuledOut(page: Page): Promise<void> {
  await page.locator('section.prompt .guess .rank.muted').first().click()
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'hints in early games' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  it('warns of a ruled-out guess in a first game, fits every screen, and can be turned off', async (test) => {
    const players = await playersFor(browser, test, seed, 1, { viewport: { width: 1280, height: 800 }, bypassCSP: true })
    const { page } = players[0]
    const d: Driver = { page, touch: false, rng: seededRandom(seed) }
    await openApp(page, host)
    await saveName(page, 'Ann')
    await startComputerGame(d)
    await playTable(d, 'to the first guess', { stopWhen: (s) => s.phase === 'guess' && !s.busy })

    await chooseRuledOut(page)
    const hint = page.locator('section.prompt [data-test="hint"]')
    await hint.waitFor()
    expect(await hint.textContent()).toMatch(/exhausted this soldier|already turned up/)
    expect(await page.locator('section.prompt [data-test="hints"]').getAttribute('role')).toBe('status')
    const violations = await axeViolations(page, "document.querySelector('section.prompt')")
    expect(violations, describeViolations('the guess with a hint', violations).join('\n')).toEqual([])

    const problems: string[] = []
    for (const size of [...PHONES, ...SCREENS, { width: 3840, height: 2160 }]) {
      await page.setViewportSize(size)
      await nextFrames(page)
      for (const p of await layoutProblems(page)) problems.push(`${named(size)}: ${p}`)
      for (const p of await textProblems(page)) problems.push(`${named(size)}: ${p}`)
    }
    expect(problems, problems.join('\n')).toEqual([])
    await page.setViewportSize({ width: 1280, height: 800 })

    // Settings → Hints: Never; back at the table the same choice warns of nothing.
    await page.locator('nav.right button').nth(1).click()
    await page.locator('input[data-hints="off"]').check()
    await page.keyboard.press('Escape')
    await page.locator('section.prompt .guess').waitFor()
    await chooseRuledOut(page)
    await page.locator('section.prompt [data-test="guess-chosen"]').filter({ hasText: /\S/ }).waitFor()
    expect(await hint.count()).toBe(0)
    expectCleanRun(players)
  })
})
