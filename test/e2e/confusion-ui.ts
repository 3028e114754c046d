// Playing Confusion through its table the way a person would: pick one of the spies the board
// offers, then one of the squares it highlights (by click or tap), answer whatever else is asked (pass,
// answer by hand, promotion, briefcase, placement), chosen at random from what the page offers.
// The page is read only for what it shows its player.
import type { Locator, Page } from 'playwright-core'
import { pollPage } from './page-waits'
import type { Random } from './sl-play'
import { MISSIONS } from './start-screen'
import { STEP_WAIT_MS } from './support'

export type ConfusionPrompt = 'move' | 'pass' | 'answer' | 'promote' | 'transfer' | 'place'

const TITLES: Readonly<Record<string, ConfusionPrompt>> = {
  'move a spy': 'move',
  'no move possible': 'pass',
  'answer the attempt': 'answer',
  'promotion?': 'promote',
  'take the briefcase?': 'transfer',
  'place your spies': 'place',
}

export interface ConfusionSnapshot {
  end: string | null
  endWhy: string | null
  cover: string | null
  /** Hot-seat: the answer to the mover's own try, shown before they hand over. */
  answered: string | null
  heading: string | null
  prompt: ConfusionPrompt | null
  busy: boolean
  error: string | null
  turn: string | null
  room: string | null
  log: number
}

const SNAPSHOT_JS = `(() => {
  const clean = (el) => (el ? (el.textContent || '').replace(/\\s+/g, ' ').trim() : null);
  const panel = document.querySelector('[data-test="turn-panel"]');
  const h = panel ? panel.querySelector('h2') : null;
  const heading = h ? [...h.childNodes].filter((n) => !(n.nodeType === 1 && n.getAttribute('aria-hidden') === 'true')).map((n) => n.textContent).join('').replace(/\\s+/g, ' ').trim() : null;
  return {
    end: clean(document.querySelector('#end-title')),
    endWhy: clean(document.querySelector('#end-why')),
    cover: clean(document.querySelector('#pass-title')),
    answered: clean(document.querySelector('[data-test="answer-hold"] [role="status"]')),
    heading,
    busy: panel ? panel.getAttribute('aria-busy') === 'true' : false,
    error: clean(document.querySelector('[data-test="prompt-error"]')),
    turn: clean(document.querySelector('[data-test="turn"]')),
    room: clean(document.querySelector('.top-bar .room .code')),
    log: document.querySelectorAll('[role="log"] li').length,
  };
})()`

function promptOf(heading: string | null): ConfusionPrompt | null {
  const at = heading?.indexOf(' — ') ?? -1
  return heading && at >= 0 ? (TITLES[heading.slice(at + 3)] ?? null) : null
}

export async function confusionSnapshot(page: Page): Promise<ConfusionSnapshot> {
  const raw = (await page.evaluate(SNAPSHOT_JS)) as Omit<ConfusionSnapshot, 'prompt'>
  return { ...raw, prompt: promptOf(raw.heading) }
}

async function waitFor(page: Page, condition: string, timeoutMs: number): Promise<ConfusionSnapshot> {
  const raw = await pollPage<Omit<ConfusionSnapshot, 'prompt'>>(page, `(() => { const s = ${SNAPSHOT_JS}; return (${condition}) ? s : null })()`, timeoutMs)
  return { ...raw, prompt: promptOf(raw.heading) }
}

function pick<T>(rng: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('nothing to choose from')
  return items[Math.floor(rng() * items.length)] as T
}

// ---------------------------------------------------------------- Start screen

export async function chooseConfusion(page: Page): Promise<void> {
  await page.locator('label[data-game="confusion"]').click()
}

/** Opens a mission's panel for Confusion and sets its options (toggles by key; choices by key=value). */
export async function setUp(page: Page, mission: keyof typeof MISSIONS, options: Record<string, boolean | string | number> = {}): Promise<void> {
  await chooseConfusion(page)
  await page.getByRole('button', { name: new RegExp(`^${MISSIONS[mission].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) }).click()
  await page.getByRole('heading', { level: 2, name: MISSIONS[mission] }).waitFor()
  for (const [key, value] of Object.entries(options)) {
    if (typeof value === 'boolean') await page.locator(`input[type="checkbox"][data-option="${key}"]`).setChecked(value)
    else await page.locator(`input[type="radio"][data-option="${key}"][value="${value}"]`).check()
  }
}

// ---------------------------------------------------------------- the table

export interface PlayCounts {
  actions: number
  prompts: Partial<Record<ConfusionPrompt, number>>
  covers: number
  /** Hot-seat: answers read before handing over. */
  answersSeen: number
}

export interface ConfusionPlay {
  label: string
  rng: Random
  /** Called on every settled state before anything is done (privacy checks). */
  onStep?: (snap: ConfusionSnapshot) => void | Promise<void>
  /** Called in a move, once a spy is picked and the squares it may try are shown. */
  onPicked?: (snap: ConfusionSnapshot) => void | Promise<void>
  /** Play a Special Action token at the first chance (Move 2). */
  token?: boolean
  /** Tap (a touch screen) instead of clicking: tap a spy, tap its square. */
  touch?: boolean
  waitMs?: number
  maxActions?: number
}

const SETTLED = 's.end || s.cover || s.answered || s.error || (s.heading && s.heading.includes(" — ") && !s.busy)'

/** Answers the prompt on screen like a (random) player, through the board and the panel. */
async function act(page: Page, snap: ConfusionSnapshot, options: ConfusionPlay, counts: PlayCounts): Promise<void> {
  const panel = page.locator('[data-test="turn-panel"]')
  const { rng } = options
  const press = (target: Locator): Promise<void> => (options.touch ? target.tap() : target.click())
  switch (snap.prompt) {
    case 'move': {
      if (options.token && !counts.prompts.move) {
        const move2 = panel.locator('button[data-token="move2"]')
        if ((await move2.count()) > 0) {
          await press(move2)
          await press(page.getByRole('alertdialog', { name: 'Play Move 2?' }).getByRole('button', { name: 'Play Move 2' }))
          return
        }
      }
      const movers = page.locator('[data-test="board"] rect[data-pickable]')
      const n = await movers.count()
      if (n === 0) throw new Error(`${options.label}: a move prompt with no spy to pick`)
      await press(movers.nth(Math.floor(rng() * n)))
      // The spy holding the briefcase may send it now and then.
      const send = panel.getByRole('radio', { name: /^Send it alone/ })
      if ((await send.count()) > 0 && rng() < 0.3) await (options.touch ? send.tap() : send.check())
      const targets = page.locator('[data-test="board"] rect[data-target]')
      await targets.first().waitFor({ timeout: 60_000 })
      await options.onPicked?.(snap)
      const m = await targets.count()
      await press(targets.nth(Math.floor(rng() * m)))
      return
    }
    case 'pass':
      await press(panel.locator('[data-test="pass"]'))
      return
    case 'answer': {
      const open = panel.locator('button[data-answer]:not([disabled])')
      await press(open.nth(Math.floor(rng() * (await open.count()))))
      return
    }
    case 'promote':
    case 'transfer':
      await press(panel.locator(pick(rng, ['button[data-accept="yes"]', 'button[data-accept="no"]'])))
      return
    case 'place': {
      await press(panel.getByRole('button', { name: 'Standard layout' }))
      await press(panel.locator('[data-test="place"]:not([disabled])'))
      return
    }
    default:
      throw new Error(`${options.label}: no prompt to answer: ${JSON.stringify(snap)}`)
  }
}

/** Plays the table on `page` until the end screen: clicks the hot-seat cover away and answers every prompt. */
export async function playConfusion(page: Page, options: ConfusionPlay): Promise<{ final: ConfusionSnapshot; counts: PlayCounts }> {
  const { waitMs = STEP_WAIT_MS, maxActions = 300 } = options
  const counts: PlayCounts = { actions: 0, prompts: {}, covers: 0, answersSeen: 0 }
  for (;;) {
    let snap: ConfusionSnapshot
    try {
      snap = await waitFor(page, SETTLED, waitMs)
    } catch (error) {
      throw new Error(`${options.label}: nothing to do for ${waitMs} ms; the page shows ${JSON.stringify(await confusionSnapshot(page))}`, { cause: error })
    }
    await options.onStep?.(snap)
    if (snap.error) throw new Error(`${options.label}: the page shows a refusal: "${snap.error}"`)
    if (snap.end) return { final: snap, counts }
    if (counts.actions >= maxActions) throw new Error(`${options.label}: still no end after ${maxActions} actions`)
    const before = JSON.stringify([snap.cover, snap.answered, snap.end, snap.heading, snap.error])
    const moved = `JSON.stringify([s.cover, s.answered, s.end, s.heading, s.error]) !== ${JSON.stringify(before)} || (s.log !== ${snap.log} && !s.busy)`
    if (snap.cover) {
      counts.covers += 1
      await page.getByRole('dialog', { name: snap.cover }).getByRole('button', { name: /— show my spies$/ }).click()
    } else if (snap.answered) {
      counts.answersSeen += 1
      await page.locator('[data-test="answer-hold"] [data-test="hand-over"]').click()
    } else {
      if (!snap.prompt) throw new Error(`${options.label}: an unknown prompt "${snap.heading}"`)
      const type = snap.prompt
      await act(page, snap, options, counts)
      counts.actions += 1
      counts.prompts[type] = (counts.prompts[type] ?? 0) + 1
    }
    try {
      await waitFor(page, moved, waitMs)
    } catch (error) {
      throw new Error(`${options.label}: the page did not move on; it shows ${JSON.stringify(await confusionSnapshot(page))}`, { cause: error })
    }
  }
}

/** What a page shows of the spies on its board: data-spy → data-movement (absent: null). */
export async function shownPieces(page: Page): Promise<Record<string, string | null>> {
  return (await page.evaluate(`Object.fromEntries([...document.querySelectorAll('[data-test="board"] [data-spy]')].map((e) => [e.getAttribute('data-spy'), e.getAttribute('data-movement')]))`)) as Record<string, string | null>
}

/** The grid cells' labels that speak of `side`'s spy `label` ("White's spy H"). */
export async function cellLabelsOf(page: Page, side: 'White' | 'Red', label: string): Promise<string[]> {
  const needle = `${side}'s spy ${label},`
  return (await page.evaluate(
    `[...document.querySelectorAll('[data-test="board"] [role="gridcell"]')].map((c) => c.getAttribute('aria-label') || '').filter((l) => l.includes(${JSON.stringify(needle)}))`,
  )) as string[]
}
