// Playing Agent DOG through its table the way a person would: pass a card in the exchange, and on a
// turn pick a card and one of the plays the panel offers (or tap the agent and its destination on
// the board), make a Partner's four steps one by one, set a card aside when none can be played.
// Choices favour the player's own progress (into the goal, bring agents in, the longest move of
// their own agents) so that games end in a few hundred actions. The page is read only for what it
// shows its player; the checks of what it must not show are in agent-dog.test.ts.
import type { Locator, Page } from 'playwright-core'
import { pollPage } from './page-waits'
import { MISSIONS } from './start-screen'
import { STEP_WAIT_MS } from './support'

export type DogPrompt = 'pass' | 'play' | 'discard'

const TITLES: Readonly<Record<string, DogPrompt>> = {
  'pass a card': 'pass',
  'play a card': 'play',
  'no card can be played': 'discard',
}

export interface DogSnapshot {
  cover: string | null
  end: string | null
  heading: string | null
  prompt: DogPrompt | null
  busy: boolean
  error: string | null
  turn: string | null
  room: string | null
  log: number
  /** The ids of the cards in the hand on screen, in order (the page's own hand). */
  hand: string[]
}

const SNAPSHOT_JS = `(() => {
  const clean = (el) => (el ? (el.textContent || '').replace(/\\s+/g, ' ').trim() : null);
  const panel = document.querySelector('[data-test="turn-panel"]');
  const h = panel ? panel.querySelector('h2') : null;
  const heading = h ? [...h.childNodes].filter((n) => !(n.nodeType === 1 && n.getAttribute('aria-hidden') === 'true')).map((n) => n.textContent).join('').replace(/\\s+/g, ' ').trim() : null;
  return {
    cover: clean(document.querySelector('#pass-title')),
    end: clean(document.querySelector('#end-title')),
    heading,
    busy: panel ? panel.getAttribute('aria-busy') === 'true' : false,
    error: clean(document.querySelector('[data-test="prompt-error"]')),
    turn: clean(document.querySelector('[data-test="turn"]')),
    room: clean(document.querySelector('.top-bar .room .code')),
    log: document.querySelectorAll('[role="log"] li').length,
    hand: [...document.querySelectorAll('[data-test="turn-panel"] [data-test="hand"] [data-card-id]')].map((e) => e.getAttribute('data-card-id')),
  };
})()`

function promptOf(heading: string | null): DogPrompt | null {
  const at = heading?.indexOf(' — ') ?? -1
  return heading && at >= 0 ? (TITLES[heading.slice(at + 3)] ?? null) : null
}

export async function dogSnapshot(page: Page): Promise<DogSnapshot> {
  const raw = (await page.evaluate(SNAPSHOT_JS)) as Omit<DogSnapshot, 'prompt'>
  return { ...raw, prompt: promptOf(raw.heading) }
}

async function waitFor(page: Page, condition: string, timeoutMs: number): Promise<DogSnapshot> {
  const raw = await pollPage<Omit<DogSnapshot, 'prompt'>>(page, `(() => { const s = ${SNAPSHOT_JS}; return (${condition}) ? s : null })()`, timeoutMs)
  return { ...raw, prompt: promptOf(raw.heading) }
}

// ---------------------------------------------------------------- Start screen

export async function chooseAgentDog(page: Page): Promise<void> {
  await page.locator('label[data-game="agent-dog"]').click()
}

/** Opens a mission's panel for Agent DOG with this many players. */
export async function setUpAgentDog(page: Page, mission: keyof typeof MISSIONS, players: 2 | 3 | 4): Promise<void> {
  await chooseAgentDog(page)
  await page.getByRole('button', { name: new RegExp(`^${MISSIONS[mission].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) }).click()
  await page.getByRole('heading', { level: 2, name: MISSIONS[mission] }).waitFor()
  await page.locator(`input[type="radio"][data-option="players"][value="${players}"]`).check()
}

// ---------------------------------------------------------------- the table

interface HandCard {
  id: string
  kind: string
  blocked: boolean
}

interface OptionInfo {
  index: number
  option: string
  from: string | null
  to: string | null
  steps: number
  mine: boolean
}

const OPTIONS_JS = `[...document.querySelectorAll('[data-test="turn-panel"] [data-test="option"]')].map((b, index) => ({
  index,
  option: b.getAttribute('data-option'),
  from: b.getAttribute('data-from'),
  to: b.getAttribute('data-to'),
  steps: Number(b.getAttribute('data-steps') || 0),
  mine: b.getAttribute('data-mine') === 'true' || !!(b.closest('[data-mine="true"]')),
}))`

const HAND_JS = `[...document.querySelectorAll('[data-test="turn-panel"] [data-test="hand"] button[data-card-id]')].map((b) => ({
  id: b.getAttribute('data-card-id'),
  kind: b.getAttribute('data-kind'),
  blocked: b.getAttribute('aria-disabled') === 'true',
}))`

/** The order in which cards are tried: the ones that bring agents in first, then the longest numbers. */
function preference(kind: string): number {
  if (kind === 'start-1-11' || kind === 'start-13') return 0
  if (/^\d+$/.test(kind)) return 100 - Number(kind)
  return { copy: 200, partner: 300, swap: 400 }[kind] ?? 500
}

function scoreOf(o: OptionInfo): number {
  if (o.option === 'goal') return 1000
  if (o.option === 'enter') return 500
  if (o.option === 'move') return (o.mine ? 100 : 0) + o.steps
  return 0
}

export interface ActCounts {
  /** Milliseconds spent waiting for something to do, checking, acting, and waiting for the answer. */
  times: { settle: number; step: number; act: number; moved: number }
  actions: number
  prompts: Partial<Record<DogPrompt, number>>
  partner: number
  swap: number
  boardTaps: number
  covers: number
}

/** How this player presses (a tap on a touch screen, else a click), and what it looks at once a card's plays are shown. */
interface Pressing {
  press: (target: Locator) => Promise<void>
  onOptions?: (snap: DogSnapshot) => void | Promise<void>
  snap: DogSnapshot
}

function pressingOf(options: Pick<DogPlay, 'touch' | 'onOptions'>, snap: DogSnapshot): Pressing {
  return { press: (target) => (options.touch ? target.tap() : target.click()), onOptions: options.onOptions, snap }
}

async function panelButton(page: Page, index: number, how: Pressing): Promise<void> {
  await how.press(page.locator('[data-test="turn-panel"] [data-test="option"]').nth(index))
}

/** Plays the turn on screen: a card (the most useful first), then its best-looking play. */
async function playTurn(page: Page, counts: ActCounts, useBoard: boolean, how: Pressing): Promise<void> {
  const hand = ((await page.evaluate(HAND_JS)) as HandCard[]).filter((c) => !c.blocked).sort((a, b) => preference(a.kind) - preference(b.kind))
  const card = hand[0]
  if (!card) throw new Error('a play prompt with no playable card on offer')
  await how.press(page.locator(`[data-test="turn-panel"] button[data-card-id="${card.id}"]`))
  await page.locator('[data-test="turn-panel"] [data-test="options"]').waitFor()
  await how.onOptions?.(how.snap)
  let options = (await page.evaluate(OPTIONS_JS)) as OptionInfo[]
  const first = options[0]
  if (!first) throw new Error(`card ${card.kind} picked, but nothing offered`)
  if (first.option === 'step' || first.option === 'step-goal') {
    counts.partner += 1
    for (let step = 0; step < 4; step++) {
      const pick = options.find((o) => o.option === 'step-goal') ?? options.find((o) => o.mine) ?? options[0]
      if (!pick) throw new Error(`Partner: no step offered after ${step} steps`)
      // Every other Partner: the first step is made on the board, and taken back once.
      if (useBoard && step === 0 && pick.from) {
        await how.press(page.locator(`[data-test="board"] [data-key="${pick.from}"]`).first())
        counts.boardTaps += 1
        const undo = page.locator('[data-test="turn-panel"] [data-test="undo"]')
        if (await undo.isEnabled()) {
          await how.press(undo)
        }
        options = (await page.evaluate(OPTIONS_JS)) as OptionInfo[]
        const again = options.find((o) => o.from === pick.from && o.option === pick.option) ?? options[0]
        await panelButton(page, (again as OptionInfo).index, how)
      } else {
        await panelButton(page, pick.index, how)
      }
      options = (await page.evaluate(OPTIONS_JS)) as OptionInfo[]
    }
    await how.press(page.locator('[data-test="turn-panel"] [data-test="confirm"]'))
    return
  }
  if (first.option === 'swap-first') {
    counts.swap += 1
    await panelButton(page, first.index, how)
    const second = (await page.evaluate(OPTIONS_JS)) as OptionInfo[]
    const other = second.find((o) => o.option === 'swap')
    if (!other) throw new Error('Swap: no second agent offered')
    await panelButton(page, other.index, how)
    return
  }
  const best = options.reduce((a, b) => (scoreOf(b) > scoreOf(a) ? b : a))
  if (useBoard && best.option === 'enter' && best.to) {
    // Tap the start area on the board.
    await how.press(page.locator(`[data-test="board"] [data-key="${best.to}"]`))
    counts.boardTaps += 1
    return
  }
  if (useBoard && best.from && best.to && options.filter((o) => o.from === best.from).length === 1 && !options.some((o) => o.to === best.to && o !== best)) {
    // Tap to pick, tap to place.
    await how.press(page.locator(`[data-test="board"] [data-key="${best.from}"]`).first())
    await how.press(page.locator(`[data-test="board"] [data-key="${best.to}"]`).first())
    counts.boardTaps += 1
    return
  }
  await panelButton(page, best.index, how)
}

/**
 * The same choices as actOn, made in the page in one go (the buttons clicked as a click on them
 * does, without Playwright's pointer and its waits): for long games where the many round trips of
 * pointer clicks would make the test slow. The board is then left to actOn.
 */
const FAST_ACT_JS = `(async () => {
  const panel = document.querySelector('[data-test="turn-panel"]');
  const settle = () => new Promise((done) => setTimeout(done, 0));
  const heading = panel.querySelector('h2').textContent;
  const hand = [...panel.querySelectorAll('[data-test="hand"] button[data-card-id]')];
  if (/pass a card|no card can be played/.test(heading) || !/play a card/.test(heading)) {
    hand[0].click();
    await settle();
    panel.querySelector('[data-test="confirm"]').click();
    return 'card';
  }
  const rank = (kind) => (kind === 'start-1-11' || kind === 'start-13' ? 0 : /^\\d+$/.test(kind) ? 100 - Number(kind) : ({ copy: 200, partner: 300, swap: 400 })[kind] ?? 500);
  const card = hand.filter((b) => b.getAttribute('aria-disabled') !== 'true').sort((a, b) => rank(a.dataset.kind) - rank(b.dataset.kind))[0];
  card.click();
  await settle();
  const options = () => [...panel.querySelectorAll('[data-test="option"]')];
  const mine = (b) => b.dataset.mine === 'true' || !!b.closest('[data-mine="true"]');
  let list = options();
  const first = list[0].dataset.option;
  if (first === 'step' || first === 'step-goal') {
    for (let i = 0; i < 4; i++) {
      list = options();
      (list.find((b) => b.dataset.option === 'step-goal') || list.find(mine) || list[0]).click();
      await settle();
    }
    panel.querySelector('[data-test="confirm"]').click();
    return 'partner';
  }
  if (first === 'swap-first') {
    list[0].click();
    await settle();
    options().find((b) => b.dataset.option === 'swap').click();
    return 'swap';
  }
  const score = (b) => (b.dataset.option === 'goal' ? 1000 : b.dataset.option === 'enter' ? 500 : (mine(b) ? 100 : 0) + Number(b.dataset.steps || 0));
  list.reduce((a, b) => (score(b) > score(a) ? b : a)).click();
  return 'card';
})()`

export async function actOn(page: Page, snap: DogSnapshot, counts: ActCounts, useBoard: boolean, fast = false, how: Pressing = pressingOf({}, snap)): Promise<void> {
  if (fast && !useBoard) {
    const kind = (await page.evaluate(FAST_ACT_JS)) as string
    if (kind === 'partner') counts.partner += 1
    if (kind === 'swap') counts.swap += 1
    return
  }
  const panel = page.locator('[data-test="turn-panel"]')
  switch (snap.prompt) {
    case 'pass':
    case 'discard': {
      const id = snap.hand[0]
      if (!id) throw new Error(`${snap.prompt}: no card in hand`)
      await how.press(panel.locator(`button[data-card-id="${id}"]`))
      await how.onOptions?.(snap)
      await how.press(panel.locator('[data-test="confirm"]'))
      return
    }
    case 'play':
      return playTurn(page, counts, useBoard, how)
    default:
      throw new Error(`no prompt to answer: ${JSON.stringify(snap)}`)
  }
}

export interface DogPlay {
  label: string
  /** Called on every settled state before anything is done (privacy checks). */
  onStep?: (snap: DogSnapshot) => void | Promise<void>
  /** Stop (without acting) at the first settled state this accepts. */
  stopWhen?: (snap: DogSnapshot) => boolean
  /** Tap the board instead of the panel's buttons now and then. */
  board?: boolean
  /** Make the panel's choices inside the page (see FAST_ACT_JS), the board's still with the pointer. */
  fast?: boolean
  /** Tap (a touch screen) instead of clicking. */
  touch?: boolean
  /** Called once a card is chosen and what it can do is shown (its plays; in the exchange, the card to pass). */
  onOptions?: (snap: DogSnapshot) => void | Promise<void>
  waitMs?: number
  maxActions?: number
}

const SETTLED = 's.end || s.cover || s.error || (s.heading && s.heading.includes(" — ") && !s.busy)'

/** Plays the table on `page` until the end screen (or `stopWhen`), clicking a hot-seat cover away. */
export async function playDog(page: Page, options: DogPlay): Promise<{ final: DogSnapshot; counts: ActCounts }> {
  const { waitMs = STEP_WAIT_MS, maxActions = 1500 } = options
  const counts: ActCounts = { times: { settle: 0, step: 0, act: 0, moved: 0 }, actions: 0, prompts: {}, partner: 0, swap: 0, boardTaps: 0, covers: 0 }
  const times = counts.times
  let t = Date.now()
  const lap = (k: keyof typeof times): void => {
    const now = Date.now()
    times[k] += now - t
    t = now
  }
  for (;;) {
    let snap: DogSnapshot
    try {
      lap('moved')
      snap = await waitFor(page, SETTLED, waitMs)
      lap('settle')
    } catch (error) {
      throw new Error(`${options.label}: nothing to do for ${waitMs} ms; the page shows ${JSON.stringify(await dogSnapshot(page))}`, { cause: error })
    }
    await options.onStep?.(snap)
    lap('step')
    if (snap.error) throw new Error(`${options.label}: the page shows a refusal: "${snap.error}"`)
    if (snap.end || options.stopWhen?.(snap)) return { final: snap, counts }
    if (counts.actions >= maxActions) throw new Error(`${options.label}: still no end after ${maxActions} actions`)
    const before = JSON.stringify([snap.cover, snap.heading, snap.log, snap.hand])
    if (snap.cover) {
      counts.covers += 1
      await page.getByRole('dialog', { name: snap.cover }).getByRole('button', { name: /— show my cards$/ }).click()
    } else {
      await actOn(page, snap, counts, options.board === true && counts.actions % 2 === 1, options.fast === true, pressingOf(options, snap))
      counts.actions += 1
      const type = snap.prompt as DogPrompt
      counts.prompts[type] = (counts.prompts[type] ?? 0) + 1
    }
    lap('act')
    try {
      await waitFor(page, `s.end || s.error || (!s.busy && JSON.stringify([s.cover, s.heading, s.log, s.hand]) !== ${JSON.stringify(before)})`, waitMs)
    } catch (error) {
      throw new Error(`${options.label}: the page did not move on; it shows ${JSON.stringify(await dogSnapshot(page))}`, { cause: error })
    }
  }
}
