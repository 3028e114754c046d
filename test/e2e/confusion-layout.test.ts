// The Confusion table on every screen from a phone to a large monitor: one short game (a draw
// limit of 30 turns) against the easy computer per size, on phones by touch (tap a spy, tap its
// square) and on laptop and desktop screens by mouse. At the first of each kind of question the
// game asks (placing the spies, a move with a spy picked and its squares shown, the briefcase,
// a promotion, answering an attempt by hand), with the notebook open at the other side's page,
// and at the end screen:
// - every control, card and square on offer can be reached (in the window, or by scrolling the
//   page or a panel) and is not covered, and no two of them overlap;
// - the board and the turn panel can each be scrolled to and seen whole;
// - no text is cut or overlaps another (in English).
// The cases are independent (a browser context each, one host) and run side by side.
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONES, SCREENS, layoutProblems, notWhole, textProblems } from './fit-checks'
import { playConfusion, setUp, type ConfusionSnapshot } from './confusion-ui'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, playersFor, runSeed, seededRandom, withHostAndBrowser, type RunningHost } from './support'
import { openApp, saveName } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

const SIZES = [...PHONES.map((s) => ({ ...s, touch: true })), ...SCREENS.map((s) => ({ ...s, touch: false }))]

/** What a player presses on the board: the spies that may move, the squares a picked spy may try. */
const SQUARES = '[data-test="board"] rect[data-pickable], [data-test="board"] rect[data-target]'
/** What must be seen whole while playing. */
const WHOLE = ['[data-test="board"]', '[data-test="turn-panel"]']

/** The problems of the screen as it is now, each marked with where it was seen. */
async function problemsAt(page: Page, at: string, table: boolean): Promise<string[]> {
  const found = await layoutProblems(page, { also: SQUARES })
  if (table) found.push(...(await notWhole(page, WHOLE)))
  found.push(...(await textProblems(page)))
  return found.map((p) => `${at}: ${p}`)
}

/** The notebook at its fullest: the deduction helper on, the other side's page. */
async function openNotebook(page: Page, touch: boolean): Promise<void> {
  const press = (selector: string): Promise<void> => (touch ? page.locator(selector).tap() : page.locator(selector).click())
  const notebook = '[data-test="notebook"]'
  if ((await page.locator(`${notebook} [data-test="helper-toggle"]`).getAttribute('aria-pressed')) !== 'true') await press(`${notebook} [data-test="helper-toggle"]`)
  await press(`${notebook} button[data-page="theirs"]`)
  await page.locator(`${notebook} button[data-page="theirs"][aria-pressed="true"]`).waitFor()
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'the Confusion table on phones, laptops and large screens' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  for (const [i, size] of SIZES.entries()) {
    const { width, height, touch } = size
    const named = `${width}×${height}`
    it.concurrent(`plays a short game at ${named} by ${touch ? 'touch' : 'mouse'}: everything reachable, nothing overlapping, board and prompt seen whole, no text cut`, async (test) => {
      const players = await playersFor(browser, test, seed + i, 1, {
        viewport: { width, height },
        ...(touch ? { hasTouch: true, isMobile: true } : {}),
      })
      const { page } = players[0]
      await openApp(page, host)
      await saveName(page, 'Ann')
      // Variable Setup asks to place the spies, answers by hand ask to answer, Promotion may ask.
      await setUp(page, 'computer', { tokens: true, variableSetup: true, promotion: true, answers: 'by-hand', maxTurns: 30 })
      await page.getByRole('radio', { name: /^Easy\b/ }).check()
      await page.getByRole('button', { name: 'Start the game' }).click()
      await page.getByRole('navigation', { name: 'Table menu' }).waitFor()

      const problems: string[] = []
      const checked = new Set<string>()
      const once = async (key: string, table: boolean, before?: () => Promise<void>): Promise<void> => {
        if (checked.has(key)) return
        checked.add(key)
        await before?.()
        problems.push(...(await problemsAt(page, `${named}, ${key}`, table)))
      }
      const { final } = await playConfusion(page, {
        label: named,
        rng: seededRandom(seed + i),
        touch,
        onStep: async (snap: ConfusionSnapshot) => {
          if (snap.end) await once('end', false)
          else if (snap.prompt) await once(snap.prompt, true)
        },
        onPicked: async () => {
          await once('move, a spy picked', true)
          // The notebook, once, at its fullest; the spy stays picked meanwhile.
          await once('move, the notebook open', true, () => openNotebook(page, touch))
        },
      })
      console.log(`${named}: checked ${[...checked].join(', ')}`)
      expect(final.end).toMatch(/^(You win!|You lose|A draw)$/)
      expect(problems, problems.join('\n')).toEqual([])
      for (const key of ['place', 'move', 'move, a spy picked', 'move, the notebook open', 'answer', 'end']) expect(checked.has(key), `${key} was checked; checked: ${[...checked].join(', ')}`).toBe(true)
      expectCleanRun(players)
    })
  }
})
