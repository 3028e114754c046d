// Playing the Spies & Lies table the way a person would: whatever prompt the page shows (deploy,
// intel, deceive, guess, marshal, captain), answered with a choice at random among what the page
// offers, until the end screen. The page is read only for what it shows to its player.
import type { Locator, Page } from 'playwright-core'
import { snapshot, soldierLabel, waitForTable, type PromptType, type TableSnapshot } from './sl-table'
import { STEP_WAIT_MS } from './support'

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
  await panel.getByRole('status').filter({ hasText: 'The line-up is in order' }).waitFor({ timeout: 60_000 })
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
  await panel.getByRole('status').filter({ hasText: 'The line-up is in order' }).waitFor({ timeout: 60_000 })
  return { missions, ranks: pair }
}

/** Answers the prompt on screen, choosing like a (random) player among what the page offers. */
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
  const { maxActions = 400, waitMs = STEP_WAIT_MS } = options
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
