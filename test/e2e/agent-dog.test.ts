// Agent DOG in the browser, through its UI: two players against the computer to the end, and four
// on the network (two browsers, two computer seats, and a spectator) to the end. At every question
// a page shows, it is checked against the truth (the moves the host saved for the room, replayed by
// the engine): no card of another seat's hand is anywhere in the page, and no undercover agent
// carries a colour in any form. axe-core checks the Agent DOG screens in both themes.
import { roomFileJson } from '../support/saved-rooms'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { applyAction, replay, type GameState, type Move, type Seat } from '../../src/engine/agent-dog'
import { placeOf } from '../../src/engine/agent-dog/places'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, playersFor, runSeed, withHostAndBrowser, type RunningHost } from './support'
import { axeViolations, describeViolations } from './axe'
import { hoverShifts } from './hover'
import { useTheme, type Theme } from './tour'
import { pollPage } from './page-waits'
import { backToMenu, openApp, saveName, joinGame, watchGame } from './start-screen'
import { dogSnapshot, playDog, setUpAgentDog, type DogSnapshot } from './agent-dog-ui'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

const THEMES: readonly Theme[] = ['light', 'dark']
const COLOURS = /red|blue|green|yellow/i

/** Saved games replayed so far, by room: the moves are only ever appended, so each read applies the new ones. */
const replayed = new Map<string, { state: GameState; moves: number }>()

/** The room as the host saved it, replayed by the engine: every hand and every undercover colour. */
function savedState(host: RunningHost, room: string): GameState {
  const record = roomFileJson(join(host.dataDir, `${room}.room.json`)) as {
    seed: string
    options: { players: 2 | 3 | 4; rules?: Record<string, string> }
    moves: Move[]
  }
  let known = replayed.get(room)
  if (!known || known.moves > record.moves.length) {
    known = { state: replay({ seed: record.seed, players: record.options.players, ...(record.options.rules ? { rules: record.options.rules } : {}) }, []), moves: 0 }
  }
  let state = known.state
  for (const move of record.moves.slice(known.moves)) state = applyAction(state, move.seat, move.action)
  replayed.set(room, { state, moves: record.moves.length })
  return state
}

/** The board's name for a field: 't12', 'g-red-2'. */
function placeKeyOf(loc: number): string {
  const place = placeOf(loc)
  return 'track' in place ? `t${place.track}` : `g-${place.goal}-${place.index}`
}

interface Secrecy {
  checks: number
  /** Cards in other hands the page was checked not to show. */
  hidden: number
  /** Undercover agents on the board when checked. */
  undercover: number
}

/**
 * The page, showing `viewer`'s table (null: a spectator), against the saved game: the only card ids
 * in the page are the viewer's own hand; no card of another hand appears in any form the page could
 * hold an id in; every undercover agent is drawn as a token without colour, and as many as there are.
 */
async function checkSecrecy(page: Page, host: RunningHost, room: string, viewer: Seat | null, tally: Secrecy): Promise<void> {
  // The page and the saved game must show the same moment: the viewer's hand, and every agent on
  // the board where the saved game has one (a view may still be on its way to the page).
  const deadline = Date.now() + 60_000
  let seen: { html: string; ids: string[]; tokens: string[]; hand: string[]; at: string[] }
  let state: GameState
  for (;;) {
    seen = (await page.evaluate(`(() => ({
      html: document.body.outerHTML,
      ids: [...document.querySelectorAll('[data-card-id]')].map((e) => e.getAttribute('data-card-id')),
      tokens: [...document.querySelectorAll('[data-test="board"] .agent.undercover')].map((e) => e.outerHTML),
      hand: [...document.querySelectorAll('[data-test="turn-panel"] [data-test="hand"] [data-card-id]')].map((e) => e.getAttribute('data-card-id')),
      at: [...document.querySelectorAll('[data-test="board"] .agent[data-at]')].map((e) => e.getAttribute('data-at')).filter((k) => !k.startsWith('s-')),
    }))()`)) as typeof seen
    state = savedState(host, room)
    const hand = viewer ? [...state.hands[viewer]].sort().join() : ''
    const at = state.pieces.filter((p) => p.loc >= 0).map((p) => placeKeyOf(p.loc)).sort().join()
    if ([...seen.hand].sort().join() === hand && [...seen.at].sort().join() === at) break
    if (Date.now() > deadline) throw new Error(`${viewer ?? 'spectator'}: the page and the saved game never showed the same moment`)
    await page.waitForTimeout(50)
  }
  const mine = new Set(viewer ? state.hands[viewer] : [])
  const inPage = new Set(seen.html.match(/\bc\d{3}\b/g) ?? [])
  for (const id of inPage) expect(mine.has(id), `card ${id} in ${viewer ?? 'the spectator'}'s page is not in its hand`).toBe(true)
  for (const id of seen.ids) expect(mine.has(id), `a card element for ${id}`).toBe(true)
  for (const seat of state.seats) {
    if (seat === viewer) continue
    for (const id of state.hands[seat]) expect(inPage.has(id), `${seat}'s card ${id} in ${viewer ?? 'the spectator'}'s page`).toBe(false)
    tally.hidden += state.hands[seat].length
  }
  const undercover = state.pieces.filter((p) => p.undercover && p.loc >= 0).length
  expect(seen.tokens.length, 'undercover tokens on the board').toBe(undercover)
  for (const token of seen.tokens) expect(token, 'an undercover token with a colour').not.toMatch(COLOURS)
  tally.undercover += undercover
  tally.checks += 1
}

async function axeFindings(page: Page, where: string): Promise<string[]> {
  return describeViolations(where, await axeViolations(page))
}

/**
 * axe in each theme on what `open` puts on screen; `close` goes back to where the Settings button
 * is (to change the theme), when the screen checked hides it.
 */
async function axeBothThemes(
  page: Page,
  stop: string,
  checked: string[],
  found: string[],
  open: () => Promise<void> = async () => {},
  close: () => Promise<void> = async () => {},
): Promise<void> {
  for (const theme of THEMES) {
    await useTheme(page, theme)
    await open()
    found.push(...(await axeFindings(page, `${stop} (${theme})`)))
    if (theme === 'light') found.push(...(await hoverShifts(page, stop)))
    checked.push(`${stop}/${theme}`)
    await close()
  }
}

async function atTable(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
}

async function leaveTable(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Table menu' }).getByRole('button', { name: 'Leave' }).click()
  await page.getByRole('alertdialog', { name: 'Leave the table?' }).getByRole('button', { name: 'Leave the game' }).click()
  await page.getByRole('heading', { name: 'Choose your mission' }).waitFor()
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'Agent DOG in the browser' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  // The two games run one after the other: on a small machine, two whole games with four browser
  // pages at once slow each other down more than running them side by side saves.
  it('two players against the computer, to the end; axe on every Agent DOG screen in both themes', async (test) => {
    // axe-core goes in as an inline script, which the host's Content-Security-Policy forbids.
    const players = await playersFor(browser, test, seed, 1, { bypassCSP: true })
    const { page } = players[0] as (typeof players)[number]
    const checked: string[] = []
    const found: string[] = []
    await openApp(page, host)
    await saveName(page, 'Ann')

    // Hot-seat, in each theme: the cover between the two seats, then the exchange.
    for (const theme of THEMES) {
      await useTheme(page, theme)
      await setUpAgentDog(page, 'hotseat', 2)
      await page.getByRole('button', { name: 'Start the game' }).click()
      await atTable(page)
      const cover = page.getByRole('dialog', { name: /^Pass the computer to (Red|Green)$/ })
      await cover.waitFor()
      found.push(...(await axeFindings(page, `hotseat-cover (${theme})`)))
      checked.push(`hotseat-cover/${theme}`)
      await cover.getByRole('button', { name: /show my cards$/ }).click()
      await page.getByRole('heading', { level: 2, name: /turn — pass a card$/ }).waitFor()
      found.push(...(await axeFindings(page, `exchange (${theme})`)))
      checked.push(`exchange/${theme}`)
      await leaveTable(page)
    }

    // Against the computer: the set-up panel, then a turn with a card picked, the rules, the end.
    for (const theme of THEMES) {
      await useTheme(page, theme)
      await setUpAgentDog(page, 'computer', 2)
      found.push(...(await axeFindings(page, `panel-computer (${theme})`)))
      checked.push(`panel-computer/${theme}`)
      await backToMenu(page)
    }
    await setUpAgentDog(page, 'computer', 2)
    await page.getByRole('radio', { name: /^Easy\b/ }).check()
    await page.getByRole('button', { name: 'Start the game' }).click()
    await atTable(page)
    const room = (await dogSnapshot(page)).room as string
    const tally: Secrecy = { checks: 0, hidden: 0, undercover: 0 }
    const onStep = async (snap: DogSnapshot): Promise<void> => {
      if (snap.prompt) await checkSecrecy(page, host, room, 'red', tally)
    }
    await playDog(page, { label: 'red (2 players)', onStep, stopWhen: (s) => s.prompt === 'play' })
    await axeBothThemes(page, 'play-options', checked, found, async () => {
      await page.locator('[data-test="turn-panel"] [data-test="hand"] button:not([aria-disabled="true"])').first().click()
      await page.locator('[data-test="turn-panel"] [data-test="options"]').waitFor()
    })
    await axeBothThemes(
      page,
      'rules',
      checked,
      found,
      async () => {
        await page.getByRole('navigation', { name: 'Table menu' }).getByRole('button', { name: 'Rules' }).click()
        await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor()
      },
      async () => {
        await page.getByRole('button', { name: 'Back', exact: true }).click()
        await atTable(page)
      },
    )

    const result = await playDog(page, { label: 'red (2 players)', onStep, board: true })
    const end = page.getByRole('dialog', { name: /^(You win!|You lose)$/ })
    await end.waitFor()
    const state = savedState(host, room)
    expect(state.phase).toBe('over')
    expect(result.final.end).toBe(state.winner?.[0] === 'red' ? 'You win!' : 'You lose')
    await end.getByRole('button', { name: 'Look at the board' }).click()
    await axeBothThemes(
      page,
      'end',
      checked,
      found,
      async () => {
        if (!(await end.isVisible())) await page.getByRole('button', { name: 'Show the result' }).click()
        await end.waitFor()
      },
      // The end screen is modal: close it to reach Settings; it comes back with the table.
      () => end.getByRole('button', { name: 'Look at the board' }).click(),
    )
    expect(found, `axe-core and the hover check found:\n${found.join('\n')}`).toEqual([])
    expect(checked.length).toBe(6 * THEMES.length)
    expect(tally.checks).toBeGreaterThan(20)
    expect(result.counts.boardTaps, 'plays made on the board').toBeGreaterThan(0)
    console.log(`2 players: ${result.counts.actions} actions (${JSON.stringify(result.counts.prompts)}, Partner ${result.counts.partner}, Swap ${result.counts.swap}, board ${result.counts.boardTaps}), ${tally.checks} secrecy checks`)
    expectCleanRun(players)
  })

  it('four players on the network: two browsers and two computer seats to the end, watched by a spectator', async (test) => {
    const players = await playersFor(browser, test, seed + 1, 3)
    const [a, b, c] = players.map((p) => p.page) as [Page, Page, Page]
    for (const [page, name] of [[a, 'Ann'], [b, 'Bob'], [c, 'Cy']] as const) {
      await openApp(page, host)
      await saveName(page, name)
    }
    await setUpAgentDog(a, 'host', 4)
    await a.getByRole('button', { name: 'Open a room' }).click()
    await a.getByRole('heading', { level: 1, name: 'Waiting for players' }).waitFor()
    const room = ((await a.getByRole('region', { name: 'Room code' }).getByTestId('room-code').textContent()) ?? '').trim()
    await joinGame(b, room)
    await b.getByRole('heading', { level: 1, name: 'Waiting for players' }).waitFor()
    await a.locator('[data-fill]').click()
    await Promise.all([atTable(a), atTable(b)])
    await watchGame(c, room)

    const tally: Secrecy = { checks: 0, hidden: 0, undercover: 0 }
    let spectatorChecks = 0
    const [ra, rb] = await Promise.all([
      playDog(a, {
        label: 'red (4 players)',
        onStep: async (snap) => {
          if (snap.prompt) await checkSecrecy(a, host, room, 'red', tally)
          // The spectator, now and then, while red is to decide (nobody else can move meanwhile in a turn).
          if (snap.prompt === 'play' && tally.checks % 10 === 0) {
            await checkSecrecy(c, host, room, null, tally)
            spectatorChecks += 1
          }
        },
        board: true,
        fast: true,
      }),
      playDog(b, {
        label: 'blue (4 players)',
        onStep: async (snap) => {
          if (snap.prompt) await checkSecrecy(b, host, room, 'blue', tally)
        },
        fast: true,
      }),
    ])
    const state = savedState(host, room)
    expect(state.phase).toBe('over')
    const winners = state.winner ?? []
    expect(winners).toHaveLength(2)
    const redWon = winners.includes('red')
    expect(ra.final.end).toBe(redWon ? 'Your team wins!' : 'Your team loses')
    expect(rb.final.end).toBe(redWon ? 'Your team loses' : 'Your team wins!')
    await pollPage(c, `document.querySelector('#end-title')?.textContent.trim() === ${JSON.stringify(redWon ? 'Red and Green win!' : 'Blue and Yellow win!')}`, 60_000)
    await checkSecrecy(c, host, room, null, tally)
    expect(spectatorChecks).toBeGreaterThan(0)
    console.log(
      `4 players: red ${ra.counts.actions} actions, blue ${rb.counts.actions}; ${tally.checks} secrecy checks, ${tally.hidden} hidden cards checked; ms red ${JSON.stringify(ra.counts.times)}, blue ${JSON.stringify(rb.counts.times)}`,
    )
    expectCleanRun(players)
  })
})
