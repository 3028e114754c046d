// Playing the Spies & Lies table in any language, by mouse or by touch: the page is read through
// its structure (which prompt component is on show, its controls' data attributes), never through
// its words, so the same player serves the layout checks on phones and the text checks in four
// languages. Like sl-table.ts and sl-play.ts, it reads only what the page shows its player.
import type { Locator, Page } from 'playwright-core'
import { pollPage } from './page-waits'
import { chooseLineup, type Random } from './sl-play'
import { MISSIONS } from './start-screen'
import { STEP_WAIT_MS } from './support'

export type TablePhase = 'deploy' | 'intel' | 'deceive' | 'guess' | 'marshal' | 'captain'

/** The table as the driver sees it. */
export interface TableState {
  /** The end screen is up. */
  end: boolean
  /** The hot-seat cover is up. */
  cover: boolean
  /** The question on show, or null (waiting). */
  phase: TablePhase | null
  /** The prompt is waiting for the host's answer. */
  busy: boolean
  error: string | null
  /** The prompt's heading, as text (changes with every new question). */
  heading: string
  /** Entries in the event log. */
  log: number
  /** The Day marker's current day. */
  day: number | null
}

const STATE_JS = `(() => {
  const panel = document.querySelector('section.prompt');
  const q = (sel) => (panel ? panel.querySelector(sel) : null);
  const phase = !panel ? null
    : q('.deploy') ? 'deploy'
    : q('.intel-prompt') ? 'intel'
    : q('.deceive') ? 'deceive'
    : q('.guess') ? 'guess'
    : q('[data-test="ten"]') ? 'marshal'
    : q('[data-test="six"]') ? 'captain'
    : null;
  const day = document.querySelector('.day-dot.current');
  const error = document.querySelector('[data-test="prompt-error"]');
  const heading = panel ? panel.querySelector('h2') : null;
  return {
    end: !!document.querySelector('[role="dialog"][aria-labelledby="end-title"]'),
    cover: !!document.querySelector('[role="dialog"][aria-labelledby="pass-title"]'),
    phase,
    busy: panel ? panel.getAttribute('aria-busy') === 'true' : false,
    error: error ? error.textContent.trim() : null,
    heading: heading ? heading.textContent.replace(/\\s+/g, ' ').trim() : '',
    log: document.querySelectorAll('[role="log"] li').length,
    day: day ? Number(day.textContent) : null,
  };
})()`

export async function tableState(page: Page): Promise<TableState> {
  return (await page.evaluate(STATE_JS)) as TableState
}

async function waitForState(page: Page, condition: string, timeoutMs: number): Promise<TableState> {
  return pollPage<TableState>(page, `(() => { const s = ${STATE_JS}; return (${condition}) ? s : null })()`, timeoutMs)
}

export interface Driver {
  page: Page
  /** Tap (touch screens) or click. */
  touch: boolean
  rng: Random
}

/** Presses a control the way this player does: a tap on a touch screen, else a click. */
export async function press(d: Driver, target: Locator): Promise<void> {
  if (d.touch) await target.tap()
  else await target.click()
}

function pick<T>(rng: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('nothing to choose from')
  return items[Math.floor(rng() * items.length)] as T
}

function inOrder(lineup: readonly number[]): boolean {
  const others = lineup.filter((r) => r !== 4)
  return others.every((r, i) => i === 0 || r > (others[i - 1] as number))
}

/**
 * Deploy: picks a legal line-up (or a team seat's pair) and places it soldier by soldier, by tap or
 * click, hand card then mission. Not deployed yet: `afterPlacing` runs with the line-up complete.
 */
export async function placeDeploy(d: Driver): Promise<void> {
  const panel = d.page.locator('section.prompt .deploy')
  const numbers = async (sel: string, attr: string): Promise<number[]> =>
    (await panel.locator(sel).evaluateAll((els, a) => els.map((e) => Number(e.getAttribute(a))), attr)).filter(Number.isInteger)
  const hand = await numbers('.hand-card[data-rank]', 'data-rank')
  const open = await numbers('button.slot[data-slot]', 'data-slot')
  const partner = await numbers('[data-partner-slot] .soldier[data-rank]', 'data-rank')
  let ranks: number[]
  if (open.length === 4) ranks = chooseLineup(hand, d.rng)
  else if (partner.length === 0) ranks = chooseLineup(hand, d.rng).slice(0, 2)
  else {
    const options: number[][] = []
    for (const a of hand) for (const b of hand) if (a !== b && inOrder([...partner, a, b])) options.push([a, b])
    ranks = pick(d.rng, options)
  }
  for (const [i, rank] of ranks.entries()) {
    await press(d, panel.locator(`.hand-card[data-rank="${rank}"]`))
    await press(d, panel.locator(`button.slot[data-slot="${open[i]}"]`))
  }
  await panel.locator('[data-test="deploy"]:not([disabled])').waitFor()
}

/** Answers the question on show, choosing at random among what the page offers. */
export async function answer(d: Driver, state: TableState, deployPlaced?: () => Promise<void>): Promise<void> {
  const panel = d.page.locator('section.prompt')
  switch (state.phase) {
    case 'deploy':
      await placeDeploy(d)
      await deployPlaced?.()
      await press(d, panel.locator('[data-test="deploy"]'))
      return
    case 'intel': {
      const choices = panel.locator('.sergeant-choice label')
      const n = await choices.count()
      if (n > 0) await press(d, choices.nth(Math.floor(d.rng() * n)))
      await press(d, panel.locator('[data-test="confirm"]'))
      return
    }
    case 'deceive': {
      const play = panel.locator('[data-test="play"]')
      await press(d, (await play.isEnabled()) && d.rng() < 0.4 ? play : panel.locator('[data-test="pass"]'))
      return
    }
    case 'guess': {
      const open = panel.locator('.rank[data-rank]:not(.muted)')
      const all = (await open.count()) > 0 ? open : panel.locator('.rank[data-rank]')
      await press(d, all.nth(Math.floor(d.rng() * (await all.count()))))
      await press(d, panel.locator('[data-test="confirm"]'))
      return
    }
    case 'marshal':
      await press(d, panel.locator(d.rng() < 0.5 ? '[data-test="ten"]' : '[data-test="sabotage"]'))
      return
    case 'captain': {
      const options = panel.locator('[data-test="six"], [data-test^="copy-"]')
      await press(d, options.nth(Math.floor(d.rng() * (await options.count()))))
      return
    }
    default:
      throw new Error(`no question to answer: ${JSON.stringify(state)}`)
  }
}

/** A state the player can act on, or the end. */
const SETTLED = 's.end || s.cover || s.error || (s.phase && !s.busy)'

export interface PlayHooks {
  /** Called at every settled state, before anything is done about it. */
  onState?: (state: TableState) => Promise<void>
  /** Called while deploying, once the whole line-up (or pair) is placed, before Deploy is pressed. */
  deployPlaced?: (state: TableState) => Promise<void>
  /** Stop at the first settled state this accepts (without acting). */
  stopWhen?: (state: TableState) => boolean
  waitMs?: number
  maxActions?: number
}

/** Plays the table until the end screen (or `stopWhen`); returns the last state. */
export async function playTable(d: Driver, label: string, hooks: PlayHooks = {}): Promise<TableState> {
  const { waitMs = STEP_WAIT_MS, maxActions = 400 } = hooks
  for (let actions = 0; ; actions++) {
    let state: TableState
    try {
      state = await waitForState(d.page, SETTLED, waitMs)
    } catch (error) {
      throw new Error(`${label}: nothing to do for ${waitMs} ms; the page shows ${JSON.stringify(await tableState(d.page))}`, { cause: error })
    }
    await hooks.onState?.(state)
    if (state.error) throw new Error(`${label}: the page shows a refusal: "${state.error}"`)
    if (state.end || hooks.stopWhen?.(state)) return state
    if (state.cover) throw new Error(`${label}: a hot-seat cover, which this driver does not play`)
    if (actions >= maxActions) throw new Error(`${label}: still no end after ${maxActions} actions`)
    const sequential = state.phase !== 'deploy' && state.phase !== 'intel'
    const before = JSON.stringify([state.end, state.cover, state.heading, state.error])
    const moved = `JSON.stringify([s.end, s.cover, s.heading, s.error]) !== ${JSON.stringify(before)}${sequential ? ` || (s.log !== ${state.log} && !s.busy)` : ''}`
    const placed = hooks.deployPlaced
    await answer(d, state, placed ? () => placed(state) : undefined)
    try {
      await waitForState(d.page, moved, waitMs)
    } catch (error) {
      throw new Error(`${label}: the page did not move on after answering; it shows ${JSON.stringify(await tableState(d.page))}`, { cause: error })
    }
  }
}

/** Starts a game against the easy computer from the Start screen, by tap or click; `seat` for two against two. */
export async function startComputerGame(d: Driver, seat: string | null = null): Promise<void> {
  const { page } = d
  await press(d, page.getByRole('button', { name: new RegExp(`^${MISSIONS.computer} `) }))
  if (seat) {
    await press(d, page.getByRole('checkbox', { name: /^Two against two/ }))
    await page.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: seat })
  }
  await press(d, page.getByRole('radio', { name: /^Easy\b/ }))
  await press(d, page.getByRole('button', { name: 'Start the game' }))
  await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
}
