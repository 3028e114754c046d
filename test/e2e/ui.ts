// Playing Safehouse through its UI the way a person would: the Start screen's missions, the
// lobby, and at the table whatever prompt the page shows (deploy, intel, deceive, guess, marshal,
// captain), chosen at random from what the page offers. The page is read only for what it shows
// to its player; nothing reaches into the host or the store.
import type { Locator, Page } from 'playwright-core'
import type { RunningHost } from './support'

export type PromptType = 'deploy' | 'intel' | 'deceive' | 'guess' | 'marshal' | 'captain'

/** The English soldier names, rank 1 to 10 (common.soldiers in the en locale). */
export const SOLDIER_NAMES: readonly string[] = [
  'Spy',
  'Scout',
  'Miner',
  'Sergeant',
  'Lieutenant',
  'Captain',
  'Bomb',
  'Colonel',
  'General',
  'Marshal',
]

/** "7 Bomb": how the table names a soldier. */
export function soldierLabel(rank: number): string {
  return `${rank} ${SOLDIER_NAMES[rank - 1]}`
}

const PROMPT_TITLES: Readonly<Record<string, PromptType>> = {
  'deploy four soldiers': 'deploy',
  // Two against two: a seat deploys its own two missions.
  'deploy two soldiers': 'deploy',
  Intel: 'intel',
  'play a Deception token?': 'deceive',
  'identify a soldier': 'guess',
  "the Marshal's choice": 'marshal',
  "the Captain's order": 'captain',
}

/** What the table shows now, as a player sees it. */
export interface TableSnapshot {
  /** The hot-seat cover's title ("Pass the computer to Blue"), or null. */
  cover: string | null
  /** The end screen's title, or null. */
  end: string | null
  /** The end screen's explanation. */
  endWhy: string | null
  /** The prompt panel's heading, e.g. "Your turn — identify a soldier" or "Waiting". */
  heading: string | null
  prompt: PromptType | null
  /** The prompt panel is waiting for the host's answer. */
  busy: boolean
  /** The refusal shown in the prompt panel. */
  error: string | null
  /** The top bar's status line ("Your turn: Intel", "Game over: Red wins"). */
  turn: string | null
  /** The room code in the top bar. */
  room: string | null
  /** Number of entries in the event log. */
  log: number
  /** "Day 2 of 3" → 2. */
  day: number | null
}

// Read in the page as a string, so that these tests need no DOM typings.
const SNAPSHOT_JS = `(() => {
  const clean = (el) => (el ? (el.textContent || '').replace(/\\s+/g, ' ').trim() : null);
  const cover = document.querySelector('[role="dialog"][aria-labelledby="pass-title"]');
  const end = document.querySelector('[role="dialog"][aria-labelledby="end-title"]');
  const panel = document.querySelector('section.prompt');
  const headingEl = panel ? panel.querySelector('h2') : null;
  // The side mark in the heading is aria-hidden: leave it out, as a screen reader does.
  let heading = null;
  if (headingEl) {
    heading = [...headingEl.childNodes]
      .filter((n) => !(n.nodeType === 1 && n.getAttribute('aria-hidden') === 'true'))
      .map((n) => n.textContent)
      .join('')
      .replace(/\\s+/g, ' ')
      .trim();
  }
  const dayText = clean(document.querySelector('.day .visually-hidden')) || '';
  const day = /Day (\\d) of 3/.exec(dayText);
  return {
    cover: cover ? clean(cover.querySelector('#pass-title')) : null,
    end: end ? clean(end.querySelector('#end-title')) : null,
    endWhy: end ? clean(end.querySelector('#end-why')) : null,
    heading,
    busy: panel ? panel.getAttribute('aria-busy') === 'true' : false,
    error: clean(document.querySelector('[data-test="prompt-error"]')),
    turn: clean(document.querySelector('[data-test="turn"]')),
    room: clean(document.querySelector('.top-bar .room .code')),
    log: document.querySelectorAll('[role="log"] li').length,
    day: day ? Number(day[1]) : null,
  };
})()`

function promptOf(heading: string | null): PromptType | null {
  if (!heading) return null
  const at = heading.indexOf(' — ')
  if (at < 0) return null
  return PROMPT_TITLES[heading.slice(at + 3)] ?? null
}

export async function snapshot(page: Page): Promise<TableSnapshot> {
  const raw = (await page.evaluate(SNAPSHOT_JS)) as Omit<TableSnapshot, 'prompt'>
  return { ...raw, prompt: promptOf(raw.heading) }
}

/**
 * Waits in the page until `expression` gives something truthy, and returns that: it is evaluated
 * now and after every change to the DOM (a MutationObserver), so that a test neither polls the
 * page nor misses a state. (Playwright's waitForFunction evaluates its predicate with eval, which
 * the host's Content-Security-Policy rightly forbids; an expression sent from here is not affected.)
 */
export async function pollPage<T>(page: Page, expression: string, timeoutMs: number): Promise<T> {
  const value = (await page.evaluate(`new Promise((resolve) => {
    const read = () => (${expression});
    const now = read();
    if (now) { resolve(now); return; }
    let done = false;
    const finish = (v) => { if (done) return; done = true; observer.disconnect(); clearTimeout(timer); resolve(v); };
    const observer = new MutationObserver(() => { const v = read(); if (v) finish(v); });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    const timer = setTimeout(() => finish(null), ${timeoutMs});
  })`)) as T | null
  if (!value) throw new Error(`timed out after ${timeoutMs} ms waiting for ${expression.slice(0, 200)}`)
  return value
}

/**
 * Evaluates `reader` (a JS expression) in the page once no card is being turned over, in the same
 * turn of the page's event loop as the check: a card turning shows its old and new face together,
 * and a view arriving between a separate wait and read would start a turn.
 */
export async function readSettled<T>(page: Page, reader: string, timeoutMs = 10_000): Promise<T> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const turning = () => document.querySelector('.flip-leave-active, .flip-enter-active') !== null;
    const read = () => (${reader});
    if (!turning()) { resolve(read()); return; }
    const observer = new MutationObserver(() => {
      if (turning()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(read());
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('a card was still turning after ${timeoutMs} ms')); }, ${timeoutMs});
  })`) as Promise<T>
}

/** Waits until `condition` (a JS expression over `s`, the snapshot) holds in the page. */
async function waitForTable(page: Page, condition: string, timeoutMs: number): Promise<TableSnapshot> {
  const raw = await pollPage<Omit<TableSnapshot, 'prompt'>>(page, `(() => { const s = ${SNAPSHOT_JS}; return (${condition}) ? s : null })()`, timeoutMs)
  return { ...raw, prompt: promptOf(raw.heading) }
}

// ---------------------------------------------------------------- Start screen, lobby

export async function openApp(page: Page, host: RunningHost): Promise<void> {
  await page.goto(host.url)
  await page.getByRole('heading', { level: 1, name: 'Safehouse' }).waitFor()
}

/** Types the player's name in the Start screen's agent card, if it asks for one. */
export async function saveName(page: Page, name: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Your name' })
  await input.fill(name)
  await page.getByRole('button', { name: 'Save name' }).click()
  await page.getByText(name, { exact: true }).waitFor()
}

export const MISSIONS = {
  computer: 'Play against the computer',
  hotseat: 'Hot-seat on this computer',
  host: 'Host a game on the network',
  join: 'Join a game',
} as const

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export async function chooseMission(page: Page, mission: keyof typeof MISSIONS): Promise<void> {
  // Each mission button is named by its title and its one line about it.
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(MISSIONS[mission])} `) }).click()
  await page.getByRole('heading', { level: 2, name: MISSIONS[mission] }).waitFor()
}

export async function backToMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Back to the menu' }).click()
  await page.getByRole('heading', { name: 'Choose your mission' }).waitFor()
}

export async function startHotseat(page: Page, red: string, blue: string): Promise<void> {
  await chooseMission(page, 'hotseat')
  await page.getByRole('textbox', { name: 'Red player' }).fill(red)
  await page.getByRole('textbox', { name: 'Blue player' }).fill(blue)
  await page.getByRole('button', { name: 'Start the game' }).click()
  await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
}

/** The seats of a game of two against two, as the app names them. */
export const TEAM_SEATS = ['Red 1', 'Red 2', 'Blue 1', 'Blue 2'] as const
export type TeamSeatName = (typeof TEAM_SEATS)[number]

/** Ticks the Start panel's "Two against two" option (four seats). */
async function chooseTeams(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /^Two against two/ }).check()
}

/** Hot-seat two against two: a name for each of the four seats, in seat order (Red 1, Red 2, Blue 1, Blue 2). */
export async function startTeamHotseat(page: Page, names: readonly [string, string, string, string]): Promise<void> {
  await chooseMission(page, 'hotseat')
  await chooseTeams(page)
  for (const [i, seat] of TEAM_SEATS.entries()) await page.getByRole('textbox', { name: `${seat} player` }).fill(names[i] ?? '')
  await page.getByRole('button', { name: 'Start the game' }).click()
  await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
}

/** Two against two against the computer, from `seat` (the computer plays the other three). */
export async function startTeamComputer(page: Page, level: 'Easy' | 'Normal' | 'Hard', seat: TeamSeatName): Promise<void> {
  await chooseMission(page, 'computer')
  await chooseTeams(page)
  await page.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: seat })
  await page.getByRole('radio', { name: new RegExp(`^${level}\\b`) }).check()
  await page.getByRole('button', { name: 'Start the game' }).click()
  await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
}

export async function startComputer(page: Page, level: 'Easy' | 'Normal' | 'Hard'): Promise<void> {
  await chooseMission(page, 'computer')
  await page.getByRole('radio', { name: new RegExp(`^${level}\\b`) }).check()
  await page.getByRole('button', { name: 'Start the game' }).click()
  await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
}

/** Hosts a network game from the Start screen; returns the room code the lobby shows. */
export async function hostGame(page: Page): Promise<string> {
  await chooseMission(page, 'host')
  await page.getByRole('button', { name: 'Open a room' }).click()
  await page.getByRole('heading', { level: 1, name: 'Waiting for players' }).waitFor()
  const code = (await page.getByRole('region', { name: 'Room code' }).getByTestId('room-code').textContent())?.trim() ?? ''
  if (!/^[A-Z2-9]{5}$/.test(code)) throw new Error(`the lobby shows no room code (got "${code}")`)
  return code
}

/** Hosts a two-against-two network game from the Start screen; returns the room code the lobby shows. */
export async function hostTeamGame(page: Page): Promise<string> {
  await chooseMission(page, 'host')
  await chooseTeams(page)
  await page.getByRole('button', { name: 'Open a room' }).click()
  await page.getByRole('heading', { level: 1, name: 'Waiting for players' }).waitFor()
  const code = (await page.getByRole('region', { name: 'Room code' }).getByTestId('room-code').textContent())?.trim() ?? ''
  if (!/^[A-Z2-9]{5}$/.test(code)) throw new Error(`the lobby shows no room code (got "${code}")`)
  return code
}

/**
 * Records when the room starts as `page` hears it: the first `welcome` or `seats` frame with
 * `started: true` on any of its WebSockets (its type is returned). Call before the page connects.
 */
export function roomStartFrame(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        try {
          const m = JSON.parse(String(payload)) as { type?: string; started?: boolean }
          if ((m.type === 'seats' || m.type === 'welcome') && m.started === true) resolve(m.type)
        } catch {
          // not a message of ours
        }
      })
    })
  })
}

/** Joins a room on the host that served this page. */
export async function joinGame(page: Page, code: string): Promise<void> {
  await chooseMission(page, 'join')
  await page.getByRole('radio', { name: /^This host/ }).check()
  await page.getByRole('textbox', { name: 'Room code' }).fill(code)
  await page.getByRole('button', { name: 'Join the game' }).click()
}

/** Watches a room on the host that served this page, as a spectator. */
export async function watchGame(page: Page, code: string): Promise<void> {
  await chooseMission(page, 'join')
  await page.getByRole('radio', { name: /^This host/ }).check()
  await page.getByRole('textbox', { name: 'Room code' }).fill(code)
  await page.getByRole('checkbox', { name: 'Only watch (as a spectator)' }).check()
  await page.getByRole('button', { name: 'Join the game' }).click()
  await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
  await page.getByRole('banner').getByText('Watching', { exact: true }).waitFor()
}

// ---------------------------------------------------------------- the table

export type Random = () => number

function pick<T>(rng: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('nothing to choose from')
  return items[Math.floor(rng() * items.length)]
}

/** A legal line-up from a hand: four soldiers in rising order, the Sergeant sometimes elsewhere. */
export function chooseLineup(hand: readonly number[], rng: Random): number[] {
  const pool = hand.slice()
  const chosen: number[] = []
  while (chosen.length < 4) chosen.push(...pool.splice(Math.floor(rng() * pool.length), 1))
  const others = chosen.filter((r) => r !== 4).sort((a, b) => a - b)
  if (others.length === 4) return others
  const at = rng() < 0.5 ? others.findIndex((r) => r > 4) : Math.floor(rng() * 4)
  others.splice(at < 0 ? others.length : at, 0, 4)
  return others
}

function rankOfLabel(label: string | null): number {
  const rank = Number(/^(\d+) /.exec(label ?? '')?.[1])
  if (!Number.isInteger(rank) || rank < 1 || rank > 10) throw new Error(`not a soldier: "${label}"`)
  return rank
}

/** The accessible names of `buttons` (their aria-label, else their text), in one round trip. */
async function labels(buttons: Locator): Promise<string[]> {
  return buttons.evaluateAll((els: Array<{ getAttribute(name: string): string | null; textContent: string | null }>) =>
    els.map((e) => e.getAttribute('aria-label') ?? (e.textContent ?? '').trim()),
  )
}

/** The panel holding the current question (named by its heading). */
function promptPanel(page: Page): Locator {
  return page.getByRole('region', { name: / — / })
}

export interface ActContext {
  rng: Random
  /** Called with the line-up just before Deploy is pressed. */
  onDeploy?: (lineup: number[], snap: TableSnapshot) => void | Promise<void>
}

/** Answers the prompt on screen, choosing like a (random) player among what the page offers. */
/** Puts a legal line-up on the deploy panel's missions (not deployed yet); returns it. */
export async function placeLineup(page: Page, rng: Random): Promise<number[]> {
  const panel = promptPanel(page)
  const hand = panel.getByRole('group', { name: 'Your hand' })
  const ranks = (await labels(hand.getByRole('button'))).map(rankOfLabel)
  const lineup = chooseLineup(ranks, rng)
  const slots = panel.getByRole('list', { name: 'Missions 1 to 4' })
  for (const [i, rank] of lineup.entries()) {
    // The Sergeant's card also says "may stand anywhere".
    await hand.getByRole('button', { name: new RegExp(`^${soldierLabel(rank)}(,|$)`) }).click()
    // The first by mouse (a mission), the others by keyboard (its number): both are offered.
    if (i === 0) await slots.getByRole('button', { name: new RegExp(`^Mission ${i + 1}\\.`) }).click()
    else await page.keyboard.press(String(i + 1))
  }
  await panel.getByRole('status').filter({ hasText: 'The line-up is in order' }).waitFor({ timeout: 15_000 })
  return lineup
}

/** Does the order rule hold for this line-up (every soldier but the Sergeant in rising order)? */
function inOrder(lineup: readonly number[]): boolean {
  const others = lineup.filter((r) => r !== 4)
  return others.every((r, i) => i === 0 || r > (others[i - 1] as number))
}

/**
 * Two against two: puts a legal pair on the seat's own two missions, as a player would: the first
 * seat two soldiers that begin a legal line-up of the side's hand, the second seat two that follow
 * its partner's pair (shown on missions 1–2) in order. Not deployed yet; returns what was placed.
 */
export async function placePair(page: Page, rng: Random): Promise<{ missions: number[]; ranks: number[] }> {
  const panel = promptPanel(page)
  const hand = panel.getByRole('group', { name: "Your side's hand" })
  const ranks = (await labels(hand.getByRole('button'))).map(rankOfLabel)
  const slots = panel.getByRole('list', { name: /^Missions / })
  // Its own missions are the buttons ("Mission 3. empty"); the partner's pair is shown as cards.
  const missions = (await labels(slots.getByRole('button'))).map((l) => Number(/^Mission (\d)\./.exec(l)?.[1]))
  const partner = (await labels(slots.getByRole('img'))).map(rankOfLabel)
  let pair: number[]
  if (partner.length === 0) pair = chooseLineup(ranks, rng).slice(0, 2)
  else {
    const options: number[][] = []
    for (const a of ranks) for (const b of ranks) if (a !== b && inOrder([...partner, a, b])) options.push([a, b])
    pair = pick(rng, options)
  }
  for (const [i, rank] of pair.entries()) {
    await hand.getByRole('button', { name: new RegExp(`^${soldierLabel(rank)}(,|$)`) }).click()
    const mission = missions[i] as number
    if (i === 0) await slots.getByRole('button', { name: new RegExp(`^Mission ${mission}\\.`) }).click()
    else await page.keyboard.press(String(mission))
  }
  await panel.getByRole('status').filter({ hasText: 'The line-up is in order' }).waitFor({ timeout: 15_000 })
  return { missions, ranks: pair }
}

export async function act(page: Page, snap: TableSnapshot, ctx: ActContext): Promise<void> {
  const panel = promptPanel(page)
  const { rng } = ctx
  switch (snap.prompt) {
    case 'deploy': {
      if (snap.heading?.endsWith('deploy two soldiers')) {
        await placePair(page, rng)
        await panel.getByRole('button', { name: 'Deploy', exact: true }).click()
        return
      }
      const lineup = await placeLineup(page, rng)
      await ctx.onDeploy?.(lineup, snap)
      await panel.getByRole('button', { name: 'Deploy', exact: true }).click()
      return
    }
    case 'intel': {
      const give = panel.getByRole('radio', { name: 'Give intel (a token)' })
      if ((await give.count()) > 0) {
        await (rng() < 0.5 ? give : panel.getByRole('radio', { name: 'Give no intel' })).check()
      }
      await panel.getByRole('button', { name: 'Confirm the Intel' }).click()
      return
    }
    case 'deceive': {
      const play = panel.getByRole('button', { name: 'Play a Deception token' })
      if ((await play.isEnabled()) && rng() < 0.4) await play.click()
      else await panel.getByRole('button', { name: 'No token' }).click()
      return
    }
    case 'guess': {
      const grid = panel.getByRole('group', { name: 'Ranks 1 to 10' })
      const names = await labels(grid.getByRole('button'))
      // A person skips the soldiers the page marks as exhausted or already seen.
      const open = names.filter((n) => !n.includes('('))
      const rank = rankOfLabel(pick(rng, open.length > 0 ? open : names))
      await grid.getByRole('button', { name: new RegExp(`^${soldierLabel(rank)}\\b`) }).click()
      await panel.getByRole('button', { name: `Guess: ${soldierLabel(rank)}` }).click()
      return
    }
    case 'marshal': {
      await panel.getByRole('button', { name: rng() < 0.5 ? /^\+10 IP/ : /^\+5 IP and/ }).click()
      return
    }
    case 'captain': {
      const options = panel.getByRole('button', { name: /^(\+6 IP|Copy the exhausted)/ })
      const n = await options.count()
      await options.nth(Math.floor(rng() * n)).click()
      return
    }
    default:
      throw new Error(`no prompt to answer: ${JSON.stringify(snap)}`)
  }
}

export interface PlayOptions extends ActContext {
  /** A name for error messages ("A (red)"). */
  label: string
  /** Called on every settled state before anything is done about it (e.g. privacy checks). */
  onStep?: (snap: TableSnapshot) => void | Promise<void>
  /** Stop (without acting) at the first settled state this accepts. */
  stopWhen?: (snap: TableSnapshot) => boolean
  /** Called when the hot-seat cover is up, before it is clicked away. */
  onCover?: (snap: TableSnapshot) => void | Promise<void>
  /** Safety net against a game that never ends. */
  maxActions?: number
  /** How long to wait for the next thing to do (the other player may be slow). */
  waitMs?: number
}

export interface PlayResult {
  final: TableSnapshot
  actions: number
  covers: number
  prompts: Partial<Record<PromptType, number>>
}

/** A state the player can act on (or the end). */
const SETTLED = 's.end || s.cover || s.error || (s.heading && s.heading.includes(" — ") && !s.busy)'

/**
 * Plays the table on `page` until the end screen (or `stopWhen`): clicks the hot-seat cover away
 * whenever it comes up, and answers every prompt. Waits while the other side is playing.
 */
export async function play(page: Page, options: PlayOptions): Promise<PlayResult> {
  const { maxActions = 400, waitMs = 30_000 } = options
  const result: PlayResult = { final: await snapshot(page), actions: 0, covers: 0, prompts: {} }
  for (;;) {
    let snap: TableSnapshot
    try {
      snap = await waitForTable(page, SETTLED, waitMs)
    } catch (error) {
      throw new Error(`${options.label}: nothing to do for ${waitMs} ms; the page shows ${JSON.stringify(await snapshot(page))}`, {
        cause: error,
      })
    }
    result.final = snap
    await options.onStep?.(snap)
    if (snap.error) throw new Error(`${options.label}: the page shows a refusal: "${snap.error}" (${JSON.stringify(snap)})`)
    if (snap.end) return result
    if (options.stopWhen?.(snap)) return result
    if (result.actions >= maxActions) throw new Error(`${options.label}: still no end after ${maxActions} actions`)
    // In the mission phase only one side is asked at a time, so a new log entry means the answer
    // landed (the next question may look the same: against a quick computer, guess after guess).
    const sequential = snap.prompt !== 'deploy' && snap.prompt !== 'intel' && !snap.cover
    const before = JSON.stringify([snap.cover, snap.end, snap.heading, snap.error])
    const moved = `JSON.stringify([s.cover, s.end, s.heading, s.error]) !== ${JSON.stringify(before)}${
      sequential ? ` || (s.log !== ${snap.log} && !s.busy)` : ''
    }`
    if (snap.cover) {
      await options.onCover?.(snap)
      result.covers += 1
      await page.getByRole('dialog', { name: snap.cover }).getByRole('button', { name: /— show my cards$/ }).click()
    } else {
      const type = snap.prompt
      if (!type) throw new Error(`${options.label}: an unknown prompt "${snap.heading}"`)
      await act(page, snap, options)
      result.actions += 1
      result.prompts[type] = (result.prompts[type] ?? 0) + 1
    }
    // The question on screen must change before the next one is answered (a move in a phase both
    // sides play at once can be re-sent by the page once the other side's move has landed).
    try {
      await waitForTable(page, moved, waitMs)
    } catch (error) {
      throw new Error(`${options.label}: the page did not move on after answering; it shows ${JSON.stringify(await snapshot(page))}`, {
        cause: error,
      })
    }
  }
}

/** The event log's lines, oldest first. */
export async function logLines(page: Page): Promise<string[]> {
  return (await page.getByRole('log').getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())
}
