// Reading the Spies & Lies table in English, as its player sees it: the prompt on show, the
// hot-seat cover, the end screen, the event log. Nothing reaches into the host or the store
// (sl-driver.ts reads the same table by its structure, in any language).
import type { Page } from 'playwright-core'
import { pollPage } from './page-waits'
import { FRAMES } from './support'

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

/** In-page: the day the table shows ("Day 2 of 3" → 2), or null before the first day. */
export const DAY_JS = `(() => {
  const text = ((document.querySelector('.day .visually-hidden') || {}).textContent || '').replace(/\\s+/g, ' ');
  const day = /Day (\\d) of 3/.exec(text);
  return day ? Number(day[1]) : null;
})()`

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
    day: ${DAY_JS},
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

/** Waits until `condition` (a JS expression over `s`, the snapshot) holds in the page. */
export async function waitForTable(page: Page, condition: string, timeoutMs: number): Promise<TableSnapshot> {
  const raw = await pollPage<Omit<TableSnapshot, 'prompt'>>(page, `(() => { const s = ${SNAPSHOT_JS}; return (${condition}) ? s : null })()`, timeoutMs)
  return { ...raw, prompt: promptOf(raw.heading) }
}

/** The event log's lines, oldest first. */
export async function logLines(page: Page): Promise<string[]> {
  return (await page.getByRole('log').getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())
}

/**
 * Whether the event log runs past its panel, and whether its newest entry is in sight, once the page
 * has drawn its last frame (the log follows its newest entry at the next frame).
 */
export async function logFollowed(page: Page): Promise<{ overflows: boolean; newestInSight: boolean }> {
  return (await page.evaluate(`${FRAMES}.then(() => {
    const log = document.querySelector('[role="log"]');
    const newest = log.querySelector('li:last-child').getBoundingClientRect();
    const panel = log.getBoundingClientRect();
    return { overflows: log.scrollHeight > log.clientHeight + 1, newestInSight: newest.bottom <= panel.bottom + 1 && newest.top >= panel.top - 1 };
  })`)) as { overflows: boolean; newestInSight: boolean }
}
