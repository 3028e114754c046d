// The Agent DOG table on every screen from a phone to a large monitor: two players, one of them
// the easy computer, a few turns per size, on phones by touch (tap a card, tap a play, now and then
// tap an agent and its field on the board) and on laptop and desktop screens by mouse. At the
// exchange (with nothing chosen and with the card to pass chosen) and at a turn (with nothing chosen
// and with a card chosen and its plays shown, for each kind of play offered: an agent in, a move,
// a Partner's steps, a Swap), and when no card can be played if that comes:
// - every control and card can be reached (in the window, or by scrolling the page or a panel) and
//   is not covered, and no two of them overlap;
// - the board and the turn panel can each be scrolled to and seen whole;
// - no text is cut or overlaps another (in English; also once for each card the discard pile shows,
//   a small card where a big number sits next to its corner mark; and at 360×740 and 1280×800 at a
//   turn with a card that cannot be played now, in French, German and Dutch);
// - at every question, what a finger presses in the turn panel (the cards, every choice) is at
//   least 24 px across and high, and every agent and field the board marks for the card chosen is
//   also a button in the panel (the board's fields are smaller than a finger on a phone);
// - on a phone, at every question (the exchange, a turn, a card chosen), the hand's cards and the
//   whole board are in the window together, without scrolling; on laptop and desktop screens the
//   whole board is, from the moment the table opens (issue 25).
// With four players the seats above the board take more room: a few turns of a four-player game
// are checked the same way at 390×844, 1024×640 and 1280×800.
// A whole game is long: after a few turns the rest of it is made in the page at once (agent-dog-ui's
// fast play), and the end screen is checked.
// The cases are independent (a browser context each, one host) and run side by side.
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONES, SCREENS, named, layoutProblems, notInView, notWhole, smallTargets, textProblems, type Size } from './fit-checks'
import { playDog, setUpAgentDog, type DogSnapshot } from './agent-dog-ui'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, playersFor, runSeed, withHostAndBrowser, type RunningHost } from './support'
import { openApp, saveName } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

/** Turns played by tap or click at each size before the rest of the game is played fast. */
const TURNS = 8

const CASES = [...PHONES.map((size) => ({ size, touch: true })), ...SCREENS.map((size) => ({ size, touch: false }))]

/** What the card chosen offers, by its first play: an agent in, a move, a Partner's step, a Swap. */
const OFFER_JS = `document.querySelector('[data-test="turn-panel"] [data-test="option"]')?.getAttribute('data-option') ?? 'nothing'`
/** The other languages, read once at a phone's size and a laptop's (the driver reads English). */
const LANGUAGES = ['fr', 'de', 'nl', 'en'] as const
const READ_IN_ALL_LANGUAGES = [360, 1280]
/** A hand with a card that cannot be played now: its tag ("not now") is the longest text on a card. */
const BLOCKED_JS = `!!document.querySelector('[data-test="turn-panel"] [data-test="hand"] .hand-card.blocked')`

/** Switches the app's language in Settings (the table menu's second button, whatever its name) and comes back to the table. */
async function useLanguage(page: Page, code: (typeof LANGUAGES)[number]): Promise<void> {
  await page.locator('nav.right button').nth(1).click()
  await page.locator(`input[type="radio"][value="${code}"]`).check()
  await page.keyboard.press('Escape')
  await page.locator('main.table [data-test="turn-panel"]').waitFor()
}

/** The name on the discard pile's top card. */
const PILE_JS = `document.querySelector('[data-test="pile"] .card-face .name')?.textContent.trim() ?? null`

/** What must be seen whole while playing. */
const WHOLE = ['[data-test="board"]', '[data-test="turn-panel"]']
/** The board is no control of its own (a picture with fields to tap): it is checked as one. */
const BOARD = '[data-test="board"]'

/** Where the hand and the whole board must be in the window together at every question, without scrolling. */
const TOGETHER = PHONES
/** Where the whole board must be in the window without scrolling, from the moment the table opens. */
const BOARD_IN_VIEW = SCREENS
/** Where a four-player game is checked too: the play-test's phone and laptop, and the smallest laptop. */
const FOUR_PLAYERS: readonly Size[] = [
  { width: 390, height: 844 },
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
]
const HAND_CARDS = '[data-test="turn-panel"] [data-test="hand"] .hand-card'
/** What a finger presses in the turn panel: the cards and every choice. */
const PANEL_TARGETS = '[data-test="turn-panel"] button'

const among = (sizes: readonly Size[], size: Size): boolean => sizes.some((s) => s.width === size.width && s.height === size.height)

/** The hand and the board in view (as the size asks), and the panel's targets big enough to tap. */
async function inViewProblems(page: Page, size: Size, at: string): Promise<string[]> {
  const found: string[] = []
  if (among(TOGETHER, size)) found.push(...(await notInView(page, [BOARD, HAND_CARDS])).map((p) => `the hand and the board not in view together: ${p}`))
  if (among(BOARD_IN_VIEW, size)) found.push(...(await notInView(page, [BOARD])).map((p) => `the board not in view: ${p}`))
  found.push(...(await smallTargets(page, PANEL_TARGETS)))
  return found.map((p) => `${named(size)}, ${at}: ${p}`)
}

/**
 * The agents and fields the board marks for the card chosen that no button of the panel offers
 * (by the place keys the buttons carry), and how many marks there were.
 */
const BOARD_ONLY_JS = `(() => {
  const options = [...document.querySelectorAll('[data-test="turn-panel"] [data-test="option"]')];
  const offered = (attr, key) => options.some((b) => b.getAttribute(attr) === key);
  const sources = [...document.querySelectorAll('[data-test="board"] [data-source]')].map((m) => m.getAttribute('data-source'));
  const targets = [...document.querySelectorAll('[data-test="board"] [data-target]')].map((m) => m.getAttribute('data-target'));
  return {
    marks: sources.length + targets.length,
    missing: [...sources.filter((k) => !offered('data-from', k) && !offered('data-to', k)).map((k) => 'the agent on ' + k), ...targets.filter((k) => !offered('data-to', k)).map((k) => 'the field ' + k)],
  };
})()`

/** Checks the board's choices against the panel's buttons; counts the marks seen. */
async function boardOnly(page: Page, at: string, seen: { marks: number }): Promise<string[]> {
  const { marks, missing } = (await page.evaluate(BOARD_ONLY_JS)) as { marks: number; missing: string[] }
  seen.marks += marks
  return missing.map((m) => `${at}: ${m} is marked on the board but offered by no button in the panel`)
}

async function problemsAt(page: Page, at: string, table: boolean): Promise<string[]> {
  const found = await layoutProblems(page, { also: BOARD })
  if (table) found.push(...(await notWhole(page, WHOLE)))
  found.push(...(await textProblems(page)))
  return found.map((p) => `${at}: ${p}`)
}

/** The texts of the table as it is now, cut or overlapping, marked with where they were seen. */
async function textsAt(page: Page, at: string): Promise<string[]> {
  return (await textProblems(page)).map((p) => `${at}: ${p}`)
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'the Agent DOG table on phones, laptops and large screens' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  for (const [i, c] of CASES.entries()) {
    const { size, touch } = c
    const title = `plays ${TURNS} turns at ${named(size)} by ${touch ? 'touch' : 'mouse'}, then on to the end: everything reachable, nothing overlapping, board and prompt seen whole, no text cut`
    it.concurrent(title, async (test) => {
      const players = await playersFor(browser, test, seed + i, 1, {
        viewport: size,
        ...(touch ? { hasTouch: true, isMobile: true } : {}),
      })
      const { page } = players[0]
      await openApp(page, host)
      await saveName(page, 'Ann')
      await setUpAgentDog(page, 'computer', 2)
      await page.getByRole('radio', { name: /^Easy\b/ }).check()
      await page.getByRole('button', { name: 'Start the game' }).click()
      await page.getByRole('navigation', { name: 'Table menu' }).waitFor()

      const problems: string[] = []
      const checked = new Set<string>()
      const seen = { marks: 0 }
      const once = async (key: string, table = true): Promise<void> => {
        if (checked.has(key)) return
        checked.add(key)
        problems.push(...(await problemsAt(page, `${named(size)}, ${key}`, table)))
      }
      // Each card face the discard pile shows, once, for its texts (a small card: a big number
      // next to its corner mark).
      const pileOnce = async (snap: DogSnapshot): Promise<void> => {
        const top = (await page.evaluate(PILE_JS)) as string | null
        if (snap.end || top === null || checked.has(`pile ${top}`)) return
        checked.add(`pile ${top}`)
        problems.push(...(await textsAt(page, `${named(size)}, ${top} on the pile`)))
      }
      // Once, at the first turn with a card that cannot be played now, or at the last turn played by
      // hand if no such card came (a random game need not deal one).
      const languagesOnce = async (snap: DogSnapshot): Promise<void> => {
        if (snap.prompt !== 'play' || !READ_IN_ALL_LANGUAGES.includes(size.width) || checked.has('languages')) return
        if (turns !== TURNS && !(await page.evaluate(BLOCKED_JS))) return
        checked.add('languages')
        for (const code of LANGUAGES) {
          await useLanguage(page, code)
          if (code !== 'en') problems.push(...(await textsAt(page, `${named(size)}, a card blocked, in ${code}`)))
        }
      }
      let turns = 0
      const first = await playDog(page, {
        label: named(size),
        touch,
        board: true,
        onStep: async (snap: DogSnapshot) => {
          if (snap.prompt) await once(snap.prompt)
          if (snap.prompt) problems.push(...(await inViewProblems(page, size, snap.prompt)))
          if (snap.prompt === 'play') turns += 1
          await pileOnce(snap)
          await languagesOnce(snap)
        },
        onOptions: async (snap: DogSnapshot) => {
          if (snap.prompt === 'play') await once(`play, a card chosen (${(await page.evaluate(OFFER_JS)) as string})`)
          else if (snap.prompt) await once(`${snap.prompt}, a card chosen`)
          if (snap.prompt) problems.push(...(await inViewProblems(page, size, `${snap.prompt}, a card chosen`)))
          if (snap.prompt === 'play') problems.push(...(await boardOnly(page, `${named(size)}, play, a card chosen`, seen)))
        },
        stopWhen: (snap) => snap.prompt === 'play' && turns > TURNS,
      })
      expect(first.final.end).toBeNull()
      const last = await playDog(page, { label: `${named(size)}, to the end`, fast: true, onStep: async (snap) => {
        await pileOnce(snap)
        await languagesOnce(snap)
      } })
      expect(last.final.end).toMatch(/^(You win!|You lose)$/)
      await once('end', false)
      console.log(`${named(size)}: checked ${[...checked].join(', ')}; ${first.counts.boardTaps} plays on the board`)
      expect(problems, problems.join('\n')).toEqual([])
      for (const key of ['pass', 'pass, a card chosen', 'play', 'end']) expect(checked.has(key), `${key} was checked; checked: ${[...checked].join(', ')}`).toBe(true)
      // Some turn of a whole game has a card that cannot be played (a Copy with nothing to copy, a number with no agent out).
      if (READ_IN_ALL_LANGUAGES.includes(size.width)) expect(checked.has('languages'), 'the texts were read in every language').toBe(true)
      expect([...checked].filter((k) => k.startsWith('pile ')).length, `the cards seen on the pile: ${[...checked].join(', ')}`).toBeGreaterThanOrEqual(10)
      expect([...checked].some((k) => k.startsWith('play, a card chosen')), `a card's plays were checked; checked: ${[...checked].join(', ')}`).toBe(true)
      expect(first.counts.boardTaps, 'plays made on the board').toBeGreaterThan(0)
      expect(seen.marks, 'choices marked on the board').toBeGreaterThan(0)
      expectCleanRun(players)
    })
  }

  for (const [i, size] of FOUR_PLAYERS.entries()) {
    const touch = size.width < 900
    const title = `four players (three computers) at ${named(size)} by ${touch ? 'touch' : 'mouse'}, a few turns: ${among(TOGETHER, size) ? 'the hand and the whole board in view together' : 'the whole board in view'}, everything reachable, no text cut`
    it.concurrent(title, async (test) => {
      const players = await playersFor(browser, test, seed + 100 + i, 1, {
        viewport: size,
        ...(touch ? { hasTouch: true, isMobile: true } : {}),
      })
      const { page } = players[0]
      await openApp(page, host)
      await saveName(page, 'Ann')
      await setUpAgentDog(page, 'computer', 4)
      await page.getByRole('radio', { name: /^Easy\b/ }).check()
      await page.getByRole('button', { name: 'Start the game' }).click()
      await page.getByRole('navigation', { name: 'Table menu' }).waitFor()

      const problems: string[] = []
      const checked = new Set<string>()
      const seen = { marks: 0 }
      const once = async (key: string): Promise<void> => {
        if (checked.has(key)) return
        checked.add(key)
        problems.push(...(await problemsAt(page, `${named(size)}, 4 players, ${key}`, true)))
      }
      let turns = 0
      await playDog(page, {
        label: `${named(size)}, 4 players`,
        touch,
        board: true,
        onStep: async (snap: DogSnapshot) => {
          if (!snap.prompt) return
          await once(snap.prompt)
          problems.push(...(await inViewProblems(page, size, `4 players, ${snap.prompt}`)))
          if (snap.prompt === 'play') turns += 1
        },
        onOptions: async (snap: DogSnapshot) => {
          if (!snap.prompt) return
          await once(`${snap.prompt}, a card chosen`)
          problems.push(...(await inViewProblems(page, size, `4 players, ${snap.prompt}, a card chosen`)))
          if (snap.prompt === 'play') problems.push(...(await boardOnly(page, `${named(size)}, 4 players, play, a card chosen`, seen)))
        },
        stopWhen: (snap) => snap.prompt === 'play' && turns > 3,
      })
      console.log(`${named(size)}, 4 players: checked ${[...checked].join(', ')}`)
      expect(problems, problems.join('\n')).toEqual([])
      for (const key of ['pass', 'pass, a card chosen', 'play', 'play, a card chosen']) expect(checked.has(key), `${key} was checked; checked: ${[...checked].join(', ')}`).toBe(true)
      expectCleanRun(players)
    })
  }
})
