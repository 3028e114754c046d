// The Spies & Lies table on every screen from a phone to a large monitor: whole games against the
// computer, two-player and from a team seat, on phones by touch (tap to pick, tap to place) and
// on laptop and desktop screens by mouse. At each phase of each day (deploy, with the line-up
// empty and complete; intel; deceive; guess; the Marshal's and the Captain's choices when they
// come up; the end), at every size:
// - every control and card can be reached (in the window, or by scrolling the page or a panel)
//   and is not covered, and no two of them overlap;
// - no text is cut, overlaps another or has a word broken over two lines (in English);
// - on the laptop screens (1280×800, 1024×640) the player's missions, the enemy's, the tracks and
//   the prompt are all in the window at once, without scrolling, up to day 3 (from a team seat: at
//   1280×800; see CASES); at 1024×640, where the page plays, at every state.
// And at 1280×800, at the first state of each phase and at the end, in each of the four
// languages: no text of the table is cut or overlaps another.
// The cases are independent (a browser context each, one host) and run side by side.
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONES, SCREENS, named, layoutProblems, notInView, textProblems, type Size } from './fit-checks'
import { playTable, press, startComputerGame, tableState, type Driver, type TableState } from './sl-driver'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, nextFrames, playersFor, runSeed, seededRandom, withHostAndBrowser, type RunningHost } from './support'
import { openApp, saveName } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

/** Where everything that matters must be in view at once. */
const LAPTOPS: readonly Size[] = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
]
const TOGETHER = ['.enemy-zone .missions', '.my-zone .missions', '.board .agent-track', '.board .infiltration', 'section.prompt']

async function resize(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size)
  await nextFrames(page)
}

const LANGUAGES = ['fr', 'de', 'nl', 'en'] as const

/** Switches the app's language in Settings and comes back to the table (or to its end screen). */
async function setLanguage(page: Page, code: (typeof LANGUAGES)[number], end: boolean): Promise<void> {
  // The end screen is closed first (its first button, "Look at the table"): it covers the table's menu.
  if (end) await page.locator('[aria-labelledby="end-title"] .buttons button').first().click()
  // The table menu's buttons, by place (their names change with the language): Rules, Settings, Leave.
  await page.locator('nav.right button').nth(1).click()
  await page.locator(`input[type="radio"][value="${code}"]`).check()
  await page.keyboard.press('Escape')
  await page.locator('main.table').waitFor()
  if (end) {
    // The table comes back with its end screen up (once the last card has been seen), or closed.
    const dialog = page.locator('[role="dialog"][aria-labelledby="end-title"]')
    await dialog.or(page.locator('.over-bar button')).first().waitFor()
    if (!(await dialog.isVisible())) await page.locator('.over-bar button').click()
    await dialog.waitFor()
  } else await page.locator('section.prompt').waitFor()
}

interface Run {
  problems: string[]
  /** "phase/day" of every state checked. */
  checked: Set<string>
}

/** Checks the page at every size of the device, at the first state of each phase of each day. */
async function checkAllSizes(page: Page, sizes: readonly Size[], together: readonly Size[], at: string, run: Run): Promise<void> {
  for (const size of sizes) {
    await resize(page, size)
    for (const p of await layoutProblems(page)) run.problems.push(`${named(size)}, ${at}: ${p}`)
    for (const p of await textProblems(page)) run.problems.push(`${named(size)}, ${at}: ${p}`)
    if (together.some((l) => l.width === size.width && l.height === size.height) && !at.startsWith('end')) {
      for (const p of await notInView(page, TOGETHER)) run.problems.push(`${named(size)}, ${at}: not in view without scrolling: ${p}`)
    }
  }
  await resize(page, sizes[0] as Size)
}

async function playAndCheck(d: Driver, sizes: readonly Size[], together: readonly Size[], label: string): Promise<Run> {
  const run: Run = { problems: [], checked: new Set() }
  const key = (s: TableState): string => (s.end ? 'end' : `${s.phase ?? 'waiting'}/day ${s.day ?? '?'}`)
  const first = sizes[0] as Size
  // Until a game has reached day 3, a rematch each time: the easy computer takes the flag before
  // day 3 in 14% of games against random play (273 of 2,000 seeded engine games), so three games
  // missed day 3 in about one run in 400 (it happened in CI); eight miss it in one in 8 million.
  for (let game = 1; game <= 8; game++) {
    await playTable(d, `${label}, game ${game}`, {
      onState: async (s) => {
        const k = key(s)
        if (!run.checked.has(k)) {
          run.checked.add(k)
          await checkAllSizes(d.page, sizes, together, k, run)
        } else if (!s.end && together.some((l) => l.width === first.width && l.height === first.height)) {
          // What the game puts on the table varies from state to state (chips, a second line): the
          // window the page sits at is checked at every state, not only at each phase's first.
          for (const p of await notInView(d.page, TOGETHER)) run.problems.push(`${named(first)}, ${k} (again): not in view without scrolling: ${p}`)
        }
      },
      deployPlaced: async (s) => {
        const k = `deploy placed/day ${s.day ?? '?'}`
        if (run.checked.has(k)) return
        run.checked.add(k)
        await checkAllSizes(d.page, sizes, together, k, run)
      },
    })
    if ([...run.checked].some((k) => k.endsWith('day 3'))) break
    const end = d.page.getByRole('dialog', { name: /^(You win!|You lose|Your team (wins!|loses)|.* wins!|A draw)$/ })
    await press(d, end.getByRole('button', { name: 'Rematch' }))
    await d.page.getByRole('dialog', { name: /^(You win!|You lose|Your team (wins!|loses)|.* wins!|A draw)$/ }).waitFor({ state: 'detached' })
    expect((await tableState(d.page)).end).toBe(false)
  }
  return run
}

/** Plays a game at 1280×800, checking the texts at the first state of each phase in every language. */
async function playAndReadTexts(d: Driver): Promise<Run> {
  const run: Run = { problems: [], checked: new Set() }
  await playTable(d, 'texts', {
    onState: async (s) => {
      const k = s.end ? 'end' : `${s.phase ?? 'waiting'}/day ${s.day ?? '?'}`
      if (run.checked.has(k)) return
      run.checked.add(k)
      for (const code of LANGUAGES) {
        await setLanguage(d.page, code, s.end)
        for (const p of await textProblems(d.page)) run.problems.push(`${code}, ${k}: ${p}`)
      }
    },
  })
  return run
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'the table on phones, laptops and large screens' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  // A team seat's table names each mission's player and the side's two players: at 1024×640 its
  // own missions may need the board column scrolled, so there it is checked for reach and overlap.
  const CASES = [
    { device: 'phones, by touch', sizes: PHONES, together: [], touch: true, seat: null },
    { device: 'laptop and desktop screens, by mouse', sizes: SCREENS, together: LAPTOPS, touch: false, seat: null },
    { device: 'phones, by touch, from a team seat', sizes: PHONES, together: [], touch: true, seat: 'Red 2' },
    { device: 'laptop and desktop screens, by mouse, from a team seat', sizes: SCREENS, together: LAPTOPS.slice(1), touch: false, seat: 'Red 2' },
  ] as const

  for (const [i, c] of CASES.entries()) {
    it.concurrent(`plays whole games on ${c.device} (${c.sizes.map(named).join(', ')}): everything reachable, nothing overlapping`, async (test) => {
      const first = c.sizes[0] as Size
      const players = await playersFor(browser, test, seed + i, 1, {
        viewport: first,
        ...(c.touch ? { hasTouch: true, isMobile: true } : {}),
      })
      const { page } = players[0]
      const d: Driver = { page, touch: c.touch, rng: seededRandom(seed + i) }
      await openApp(page, host)
      await saveName(page, 'Ann')
      await startComputerGame(d, c.seat)
      const run = await playAndCheck(d, c.sizes, c.together, c.device)
      expect(run.problems, run.problems.join('\n')).toEqual([])
      const phases = new Set([...run.checked].map((k) => k.split('/')[0]))
      for (const phase of ['deploy', 'deploy placed', 'intel', 'guess', 'end']) expect(phases.has(phase), `${phase} was checked`).toBe(true)
      expect([...run.checked].some((k) => k.endsWith('day 3')), `day 3 was reached: ${[...run.checked].join(', ')}`).toBe(true)
      expectCleanRun(players)
    })
  }

  it.concurrent('shows no cut or overlapping text at 1280×800 in English, French, German or Dutch', async (test) => {
    const size = { width: 1280, height: 800 }
    const players = await playersFor(browser, test, seed + 10, 1, { viewport: size })
    const { page } = players[0]
    const d: Driver = { page, touch: false, rng: seededRandom(seed + 10) }
    await openApp(page, host)
    await saveName(page, 'Ann')
    await startComputerGame(d)
    const run = await playAndReadTexts(d)
    expect(run.problems, run.problems.join('\n')).toEqual([])
    const phases = new Set([...run.checked].map((k) => k.split('/')[0]))
    for (const phase of ['deploy', 'intel', 'guess', 'end']) expect(phases.has(phase), `${phase} was read`).toBe(true)
    expectCleanRun(players)
  })
})
