// Confusion in Chromium, through the UI: a whole game against the computer, a whole network game
// between two browser profiles (each page checked at every step for its own hidden pieces), and
// axe-core on every Confusion screen in both themes.
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, playersFor, runSeed, seededRandom, withHostAndBrowser, type RunningHost } from './support'
import { axeViolations, describeViolations } from './axe'
import { hoverShifts } from './hover'
import { useTheme, type Theme } from './tour'
import { openApp, saveName } from './start-screen'
import { cellLabelsOf, confusionSnapshot, playConfusion, setUp, shownPieces, type ConfusionSnapshot } from './confusion-ui'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

type Side = 'white' | 'red'
const NAME: Record<Side, 'White' | 'Red'> = { white: 'White', red: 'Red' }
const PIECE = /^(M(0[1-9]|1[0-2])|DA|PROMOTED)$/

interface Tally {
  checks: number
  /** Own spies checked to carry no piece. */
  hidden: number
  /** Own spies whose true piece (from the other page) was looked for and not found. */
  crossChecked: number
}

/**
 * The privacy rule on `page` (seat `me`): none of its own spies carries a piece (unless promoted),
 * every enemy spy does (the positive control), no serialized view sits in the page, and, given the
 * truth as the opponent's page shows it, no cell of an own spy names its true piece.
 */
async function checkOwnPieces(page: Page, me: Side, tally: Tally, truth: Record<string, string> | null = null): Promise<void> {
  const shown = await shownPieces(page)
  const enemy: Side = me === 'white' ? 'red' : 'white'
  let own = 0
  for (const [key, piece] of Object.entries(shown)) {
    if (key.startsWith(`${me}-`)) {
      own += 1
      expect(piece === null || piece === 'PROMOTED', `${me}'s page shows its own spy ${key} as ${piece}`).toBe(true)
      if (piece === null) tally.hidden += 1
    } else {
      expect(key.startsWith(`${enemy}-`)).toBe(true)
      expect(piece, `${me}'s page shows no piece on the enemy spy ${key}`).toMatch(PIECE)
    }
  }
  expect(own).toBeGreaterThan(0)
  if (truth) {
    for (const [key, piece] of Object.entries(truth)) {
      if (!key.startsWith(`${me}-`) || piece === 'PROMOTED') continue
      const label = key.slice(me.length + 1)
      const words = piece === 'DA' ? 'Double Agent' : `${piece}:`
      for (const text of await cellLabelsOf(page, NAME[me], label)) {
        expect(text.includes(words), `${me}'s page names its own ${label} as ${piece}: "${text}"`).toBe(false)
        expect(text).toContain('piece unknown')
      }
      tally.crossChecked += 1
    }
  }
  const html = (await page.evaluate('document.documentElement.outerHTML')) as string
  expect(html).not.toMatch(/"(movement|was|learned)"\s*:/)
  tally.checks += 1
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'Confusion in the browser' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  it.concurrent('plays a whole game against the computer (tokens, Tight Setup, Promotion, Sir?, a draw limit), own pieces never on the page', async (test) => {
    const players = await playersFor(browser, test, seed, 1)
    const { page } = players[0]
    await openApp(page, host)
    await saveName(page, 'Ann')
    await setUp(page, 'computer', { tokens: true, tight: true, promotion: true, maxTurns: 30 })
    await page.getByRole('radio', { name: /^Easy\b/ }).check()
    await page.getByRole('button', { name: 'Start the game' }).click()
    await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
    // The board is drawn from White's side: a1 at the bottom left, the radiation columns marked.
    await expect(page.locator('[data-test="board"] [role="gridcell"]').count()).resolves.toBe(121)
    await expect(page.locator('[data-test="board"] [role="gridcell"][aria-label^="a1: radiation"]').count()).resolves.toBe(1)
    const tally: Tally = { checks: 0, hidden: 0, crossChecked: 0 }
    const { final, counts } = await playConfusion(page, {
      label: 'vs computer',
      rng: seededRandom(seed),
      token: true,
      onStep: async (snap: ConfusionSnapshot) => {
        if (!snap.end && !snap.cover) await checkOwnPieces(page, 'white', tally)
      },
    })
    expect(final.end).toMatch(/^(You win!|You lose|A draw)$/)
    expect(final.turn).toMatch(/^Game over: (White wins|Red wins|a draw)$/)
    expect(counts.prompts.move).toBeGreaterThanOrEqual(5)
    expect(tally.checks).toBeGreaterThanOrEqual(5)
    // Move 2 was played through its confirmation, and the log says so.
    await expect(page.getByRole('log').getByText('White plays Move 2: up to two attempts this turn.').count()).resolves.toBe(1)
    // The end reveals every spy's true piece, both sides (12 each without... 13 each here).
    const revealed = (await page.evaluate(`[...document.querySelectorAll('[data-end-spy]')].map((e) => e.getAttribute('data-end-movement'))`)) as Array<string | null>
    expect(revealed).toHaveLength(26)
    for (const piece of revealed) expect(piece).toMatch(/^(M(0[1-9]|1[0-2])|DA)$/)
    expect(new Set(revealed).size).toBe(13)
    // Rematch: the same kind of game, in a new room.
    const room = final.room
    await page.getByRole('dialog', { name: final.end ?? '' }).getByRole('button', { name: 'Rematch', exact: true }).click()
    await test.expect.poll(async () => (await confusionSnapshot(page)).room).not.toBe(room)
    await page.locator('[data-test="board"] rect[data-pickable]').first().waitFor()
    expectCleanRun(players)
  })

  it.concurrent('hot-seat: each mover reads the answer to their try before the screen goes to the other (issue 28, point 8)', async (test) => {
    const players = await playersFor(browser, test, seed + 6, 1)
    const { page } = players[0]
    await openApp(page, host)
    await saveName(page, 'Ann')
    await setUp(page, 'hotseat', { maxTurns: 30 })
    await page.getByRole('button', { name: 'Start the game' }).click()
    const { final, counts } = await playConfusion(page, { label: 'hot-seat', rng: seededRandom(seed + 6) })
    expect(final.end).toMatch(/^(White wins!|Red wins!|A draw)$/)
    // Every try but the last one before the end was read by its mover, then the cover came up.
    expect(counts.answersSeen).toBeGreaterThanOrEqual(4)
    expect(counts.covers).toBeGreaterThanOrEqual(counts.answersSeen)
    expectCleanRun(players)
  })

  it.concurrent('plays a whole network game between two browsers (Variable Setup, answers by hand), neither page ever holding its own pieces', async (test) => {
    const players = await playersFor(browser, test, seed + 1, 2)
    const [a, b] = players.map((p) => p.page) as [Page, Page]
    await Promise.all([openApp(a, host), openApp(b, host)])
    await saveName(a, 'Ann')
    await saveName(b, 'Bob')
    await setUp(a, 'host', { variableSetup: true, answers: 'by-hand', maxTurns: 30 })
    await a.getByRole('button', { name: 'Open a room' }).click()
    const code = ((await a.getByRole('region', { name: 'Room code' }).getByTestId('room-code').textContent()) ?? '').trim()
    expect(code).toMatch(/^[A-Z2-9]{5}$/)
    await b.getByRole('button', { name: /^Join a game / }).click()
    await b.getByRole('radio', { name: /^This host/ }).check()
    await b.getByRole('textbox', { name: 'Room code' }).fill(code)
    await b.getByRole('button', { name: 'Join the game' }).click()
    // Every seat taken: the game starts by itself, both pages go to the table.
    await Promise.all([a, b].map((p) => p.getByRole('navigation', { name: 'Table menu' }).waitFor()))
    for (const p of [a, b]) await expect(p.getByRole('banner').getByText(code, { exact: true }).count()).resolves.toBe(1)
    // Red sees the board turned half round: its own first row (row 11) at the bottom, k on the left.
    const bottomLeft = await b.locator('[data-test="board"] [role="row"]').last().locator('[role="gridcell"]').first().getAttribute('aria-label')
    expect(bottomLeft).toMatch(/^k11: /)

    const tallies: Record<Side, Tally> = { white: { checks: 0, hidden: 0, crossChecked: 0 }, red: { checks: 0, hidden: 0, crossChecked: 0 } }
    const pages: Record<Side, Page> = { white: a, red: b }
    const step = (me: Side) => async (snap: ConfusionSnapshot) => {
      if (snap.end || snap.prompt === 'place') return
      const other = pages[me === 'white' ? 'red' : 'white']
      // The truth about my pieces, as my opponent's page shows them.
      const truth = Object.fromEntries(Object.entries(await shownPieces(other)).filter((e): e is [string, string] => e[0].startsWith(`${me}-`) && e[1] !== null))
      await checkOwnPieces(pages[me], me, tallies[me], Object.keys(truth).length > 0 ? truth : null)
    }
    const [ra, rb] = await Promise.all([
      playConfusion(a, { label: 'A (white)', rng: seededRandom(seed + 2), onStep: step('white') }),
      playConfusion(b, { label: 'B (red)', rng: seededRandom(seed + 3), onStep: step('red') }),
    ])
    expect(ra.final.end).toMatch(/^(You win!|You lose|A draw)$/)
    expect(rb.final.end).toMatch(/^(You win!|White wins|A draw)$/)
    expect(ra.final.turn).toBe(rb.final.turn)
    expect(ra.final.endWhy).toBe(rb.final.endWhy)
    for (const r of [ra, rb]) {
      expect(r.counts.prompts.place).toBe(1)
      expect(r.counts.prompts.move).toBeGreaterThanOrEqual(3)
      expect(r.counts.prompts.answer).toBeGreaterThanOrEqual(3)
      expect(r.counts.covers).toBe(0)
    }
    for (const side of ['white', 'red'] as const) {
      expect(tallies[side].checks, `${side}'s checks`).toBeGreaterThanOrEqual(5)
      expect(tallies[side].crossChecked, `${side}'s pieces looked for in its own page`).toBeGreaterThanOrEqual(50)
    }
    expectCleanRun(players)
    // A whole two-browser game: under several suites at once on 2 cores it ran past 150 s.
  })

  it.concurrent('has no serious or critical axe-core violations on the Confusion screens, in either theme', async (test) => {
    const players = await playersFor(browser, test, seed + 4, 1, { bypassCSP: true })
    const { page } = players[0]
    const found: string[] = []
    const checked: string[] = []
    const check = async (stop: string, theme: Theme): Promise<void> => {
      checked.push(`${stop}/${theme}`)
      found.push(...describeViolations(`${stop} (${theme})`, await axeViolations(page)))
      if (theme === 'light') found.push(...(await hoverShifts(page, stop)))
    }
    const movers = page.locator('[data-test="board"] rect[data-pickable]')
    await openApp(page, host)
    await saveName(page, 'Ann')
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme)
      await setUp(page, 'hotseat', { tokens: true, tight: true })
      await check('start-options', theme)
      await page.getByRole('button', { name: 'Start the game' }).click()
      const cover = page.getByRole('dialog', { name: /^Pass the computer to (White|Red)$/ })
      await cover.waitFor()
      await check('hotseat-cover', theme)
      await cover.getByRole('button', { name: /— show my spies$/ }).click()
      await movers.first().click()
      await page.locator('[data-test="board"] rect[data-target]').first().waitFor()
      await check('table-move', theme)
      await page.locator('[data-test="helper-toggle"]').click()
      await page.locator('[data-test="notebook"] button[data-page="theirs"]').click()
      await check('table-notebook', theme)
      await page.locator('[data-test="notebook"] button[data-page="mine"]').click()
      await page.locator('[data-test="helper-toggle"]').click()
      await page.getByRole('button', { name: 'Eliminate one of my spies…' }).click()
      await movers.first().click()
      const dialog = page.getByRole('alertdialog', { name: /^Eliminate your spy / })
      await dialog.waitFor()
      await check('table-confirm', theme)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await page.getByRole('navigation', { name: 'Table menu' }).getByRole('button', { name: 'Rules' }).click()
      await page.getByRole('heading', { level: 1, name: 'Rules of Confusion' }).waitFor()
      await check('rules', theme)
      await page.getByRole('button', { name: 'Back', exact: true }).click()
      await page.getByRole('navigation', { name: 'Table menu' }).getByRole('button', { name: 'Leave' }).click()
      await page.getByRole('alertdialog', { name: 'Leave the table?' }).getByRole('button', { name: 'Leave the game' }).click()
      await page.getByRole('heading', { name: 'Choose your mission' }).waitFor()
    }
    // One short game against the computer for the end screen, in both themes.
    await setUp(page, 'computer', { maxTurns: 30 })
    await page.getByRole('button', { name: 'Start the game' }).click()
    await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
    const { final } = await playConfusion(page, { label: 'axe', rng: seededRandom(seed + 5) })
    const end = page.getByRole('dialog', { name: final.end ?? '' })
    await check('table-end', 'dark')
    await end.getByRole('button', { name: 'Look at the board' }).click()
    await page.getByRole('button', { name: 'Show the result' }).click()
    await end.getByRole('button', { name: 'Look at the board' }).click()
    // The end screen is modal: closed to reach Settings, it comes back with the table.
    await useTheme(page, 'light')
    await end.waitFor()
    await check('table-end', 'light')
    expect(found, `axe-core and the hover check found:\n${found.join('\n')}`).toEqual([])
    expect(checked).toHaveLength(14)
    expectCleanRun(players)
  })
})
