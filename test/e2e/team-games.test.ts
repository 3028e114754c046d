// Whole games of two against two in one page: hot-seat with four players (the privacy cover
// between any two of them) and one player against three computers. At every question the page
// shows, it is checked against the truth (the moves the host saved for the room): a mission the
// seat may not know carries no rank in any form, and no hidden soldier of another seat, partner
// included, is drawn, labelled or logged anywhere in the page.
import { roomFileJson } from '../support/saved-rooms'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, describeViolation } from './axe'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, playersFor, runSeed, seededRandom, withHostAndBrowser, type RunningHost } from './support'
import { hoverShifts } from './hover'
import { useTheme, type Theme } from './tour'
import { readSettled } from './page-waits'
import { play } from './sl-play'
import { SOLDIER_NAMES, soldierLabel, type TableSnapshot } from './sl-table'
import { openApp, saveName, hostTeamGame, joinGame, startTeamComputer, startTeamHotseat, type TeamSeatName } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

type Side = 'Red' | 'Blue'
type SeatId = 'red1' | 'red2' | 'blue1' | 'blue2'

const SEAT_OF_NAME: Readonly<Record<TeamSeatName, SeatId>> = { 'Red 1': 'red1', 'Red 2': 'red2', 'Blue 1': 'blue1', 'Blue 2': 'blue2' }
const NAME_OF_SEAT: Readonly<Record<SeatId, TeamSeatName>> = { red1: 'Red 1', red2: 'Red 2', blue1: 'Blue 1', blue2: 'Blue 2' }

function sideOf(seat: SeatId): Side {
  return seat.startsWith('red') ? 'Red' : 'Blue'
}

/** The seat that plays `side`'s mission `index` (0..3): the first seat missions 1–2, the second 3–4. */
function seatOfMission(side: Side, index: number): SeatId {
  return `${side.toLowerCase()}${index < 2 ? 1 : 2}` as SeatId
}

/** The first mission (0..3) a seat plays. */
function firstMission(seat: SeatId): number {
  return seat.endsWith('1') ? 0 : 2
}

/** Every seat's deploys so far, in order (the nth is day n's), as the host saved them. */
function savedDeploys(host: RunningHost, room: string): Record<SeatId, number[][]> {
  const record = roomFileJson(join(host.dataDir, `${room}.room.json`)) as {
    moves: Array<{ seat: SeatId; action: { type: string; missions?: number[] } }>
  }
  const out: Record<SeatId, number[][]> = { red1: [], red2: [], blue1: [], blue2: [] }
  for (const move of record.moves) if (move.action.type === 'deploy' && move.action.missions) out[move.seat].push(move.action.missions)
  return out
}

/** What the page shows of the missions, the soldier cards elsewhere and today's log. */
interface Rendering {
  rows: Record<Side, Array<{ summary: string; text: string; attributes: string[]; ranks: number[] }> | null>
  /** Soldier cards outside the mission rows (hand, exhausted, the deploy panel), with their side. */
  cards: Array<{ side: Side | null; rank: number; partnerSlot: boolean }>
  /** Accessible names outside the mission rows. */
  labels: string[]
  /** Today's log lines, with the side each is about. */
  logToday: Array<{ side: Side | null; text: string }>
  html: string
}

async function readPage(page: Page): Promise<Rendering> {
  return readSettled<Rendering>(
    page,
    `(() => {
    const sideOfClass = (el) => (el.classList.contains('side-red') ? 'Red' : el.classList.contains('side-blue') ? 'Blue' : null);
    const rows = {};
    for (const side of ['Red', 'Blue']) {
      const row = [...document.querySelectorAll('ol[aria-label]')].find((ol) => ol.getAttribute('aria-label') === side + "'s missions");
      rows[side] = row
        ? [...row.children].map((li) => {
            const attributes = [];
            for (const el of [li, ...li.querySelectorAll('*')]) for (const a of el.attributes) attributes.push(a.name + '=' + a.value);
            const summary = li.querySelector('.visually-hidden');
            return {
              summary: summary ? summary.textContent.trim() : '',
              text: li.textContent.replace(/\\s+/g, ' ').trim(),
              attributes,
              ranks: [...li.querySelectorAll('[data-rank]')].map((e) => Number(e.getAttribute('data-rank'))),
            };
          })
        : null;
    }
    const cards = [...document.querySelectorAll('.soldier[data-rank]')]
      .filter((el) => !el.closest('[data-mission]'))
      .map((el) => ({ side: sideOfClass(el), rank: Number(el.getAttribute('data-rank')), partnerSlot: !!el.closest('[data-partner-slot]') }));
    const labels = [...document.querySelectorAll('[aria-label]')].filter((el) => !el.closest('[data-mission]')).map((el) => el.getAttribute('aria-label'));
    const entries = [...document.querySelectorAll('[role="log"] li')];
    let from = 0;
    entries.forEach((li, i) => { if (li.classList.contains('kind-day')) from = i; });
    const logToday = entries.slice(from).map((li) => ({ side: sideOfClass(li), text: (li.querySelector('.text') || li).textContent.replace(/\\s+/g, ' ').trim() }));
    return { rows, cards, labels, logToday, html: document.documentElement.outerHTML };
  })()`,
  )
}

interface Tally {
  checks: number
  /** Face-down missions of another seat whose soldier the test knew. */
  secrets: number
  /** Cards on show matched to the soldier saved for them. */
  matched: number
  /** Checks made while a second seat deployed, seeing its partner's pair. */
  partnerPeeks: number
}

/**
 * Checks the page, showing `viewer`'s table, against the saved moves: only the viewer's own
 * missions are known and unrevealed ('hidden'); a face-down mission carries no rank in any form;
 * a soldier still face down (of the partner or the enemy) is nowhere else in the page as its
 * side's, nor named in today's log; what is turned up is the soldier saved for it.
 */
async function checkSecrecy(page: Page, host: RunningHost, viewer: SeatId, snap: TableSnapshot, tally: Tally): Promise<void> {
  const day = snap.day
  const room = snap.room
  if (day === null || room === null) return
  const seen = await readPage(page)
  const deploys = savedDeploys(host, room)
  const where = `day ${day}, as ${NAME_OF_SEAT[viewer]} sees it (${snap.heading ?? snap.turn})`
  const pairOf = (seat: SeatId, d: number): number[] | null => deploys[seat][d - 1] ?? null
  const secret: Array<{ side: Side; rank: number }> = []
  const peeking = snap.prompt === 'deploy' && viewer.endsWith('2')
  if (peeking) tally.partnerPeeks += 1
  for (const side of ['Red', 'Blue'] as const) {
    const row = seen.rows[side]
    if (!row) {
      // Only the viewer's own row gives way, to its deploy panel.
      expect(side, `${where}: ${side}'s missions are not on the page`).toBe(sideOf(viewer))
      expect(snap.prompt, where).toBe('deploy')
      continue
    }
    expect(row, where).toHaveLength(4)
    for (const [i, m] of row.entries()) {
      const seat = seatOfMission(side, i)
      const state = m.summary.split(', ')[1]
      const here = `${where}: ${side}'s mission ${i + 1} (${m.summary})`
      expect(m.summary.startsWith(`${side} mission ${i + 1}, `), here).toBe(true)
      expect(['empty', 'face down', 'hidden', 'revealed', 'retreated', 'activated'], here).toContain(state)
      if (state === 'face down' || state === 'empty') {
        expect(m.ranks, `${here}: a rank on a card the viewer may not know`).toEqual([])
        for (const name of SOLDIER_NAMES) {
          expect(m.text.includes(name), `${here} shows "${name}"`).toBe(false)
          expect(m.attributes.filter((a) => a.includes(name)), `${here} names ${name} in an attribute`).toEqual([])
        }
        expect(m.attributes.filter((a) => /rank|soldier/i.test(a.split('=')[0] ?? '')), `${here}: rank-like attributes`).toEqual([])
        const pair = pairOf(seat, day)
        if (state === 'face down') {
          expect(pair, `${here}: face down, but ${NAME_OF_SEAT[seat]} has not deployed today`).not.toBeNull()
          secret.push({ side, rank: (pair as number[])[i - firstMission(seat)] as number })
          tally.secrets += 1
        }
      } else if (state === 'hidden') {
        // Known but not turned up: only the viewer's own soldiers, and while the second seat
        // deploys, the pair its partner deployed before it (the rules show it to them).
        const partner = `${viewer.slice(0, -1)}1` as SeatId
        expect(seat === viewer || (peeking && seat === partner), `${here}: another seat's soldier is known`).toBe(true)
        expect(m.ranks, here).toEqual([pairOf(seat, day)?.[i - firstMission(seat)]])
        tally.matched += 1
      } else {
        const stale = m.summary.includes("the previous day's line-up")
        const pair = pairOf(seat, stale ? day - 1 : day)
        expect(pair, here).not.toBeNull()
        expect(m.ranks, here).toEqual([(pair as number[])[i - firstMission(seat)]])
        tally.matched += 1
      }
    }
  }
  for (const { side, rank } of secret) {
    const drawn = seen.cards.filter((c) => c.side === side && c.rank === rank)
    expect(drawn, `${where}: the face-down ${soldierLabel(rank)} is drawn as ${side}'s`).toEqual([])
    const label = `${soldierLabel(rank)} (${side})`
    expect(seen.labels.includes(label), `${where}: "${label}" is on the page`).toBe(false)
    const logged = seen.logToday.filter((l) => l.side === side && !l.text.includes(' guesses that ') && l.text.includes(soldierLabel(rank)))
    expect(logged, `${where}: today's log names the face-down ${soldierLabel(rank)}`).toEqual([])
  }
  // The second seat's deploy panel shows its partner's pair: the pair saved for the partner.
  const partnerCards = seen.cards.filter((c) => c.partnerSlot).map((c) => c.rank)
  if (peeking) expect(partnerCards, where).toEqual(pairOf(`${viewer.slice(0, -1)}1` as SeatId, day))
  else expect(partnerCards, where).toEqual([])
  // No serialized game state hidden in the page either.
  expect(seen.html).not.toMatch(/"(rank|hand|missions|token)"\s*:/)
  tally.checks += 1
}

/** The seat named in a prompt heading: "Ann (Red 1)'s turn — …" or, at one's own seat, none. */
function seatInHeading(heading: string | null): SeatId | null {
  const m = /\((Red|Blue) ([12])\)'s turn — /.exec(heading ?? '')
  return m ? SEAT_OF_NAME[`${m[1]} ${m[2]}` as TeamSeatName] : null
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'two against two in the browser' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  // The games run side by side: a game mostly waits for the page to draw.
  it.concurrent('plays a whole hot-seat game of four on one page, the cover between each two players, leaking no hidden soldier', async (test) => {
    const players = await playersFor(browser, test, seed, 1)
    const { page } = players[0] as (typeof players)[number]
    await openApp(page, host)
    const names = ['Ann', 'Bob', 'Cy', 'Dee'] as const
    await startTeamHotseat(page, names)

    const tally: Tally = { checks: 0, secrets: 0, matched: 0, partnerPeeks: 0 }
    let coveredFor: SeatId | null = null
    const afterCover: SeatId[] = []
    const result = await play(page, {
      label: 'hot-seat, four seats',
      rng: seededRandom(seed),
      maxActions: 800,
      onCover: async (snap) => {
        // Nothing private is on screen under the cover: no soldier, no hand, no missions.
        const leaks = await page.evaluate(`document.querySelectorAll('[data-rank], .soldier, main').length`)
        expect(leaks, `soldiers rendered under the cover "${snap.cover}"`).toBe(0)
        const named = /^Pass the computer to (Red [12]|Blue [12])$/.exec(snap.cover ?? '')?.[1] as TeamSeatName | undefined
        expect(named, snap.cover ?? '').toBeDefined()
        const seat = SEAT_OF_NAME[named as TeamSeatName]
        // It names the player to hand over to.
        await page.getByRole('dialog', { name: snap.cover ?? '' }).getByText(names[['red1', 'red2', 'blue1', 'blue2'].indexOf(seat)] as string, { exact: true }).waitFor()
        coveredFor = seat
      },
      onStep: async (snap) => {
        if (!snap.prompt) return
        const seat = seatInHeading(snap.heading)
        expect(seat, `a prompt that names no seat: ${snap.heading}`).not.toBeNull()
        // After the cover, the table is that seat's, and it is that seat that must act.
        if (coveredFor) {
          expect(seat, `${snap.heading} after the cover for ${coveredFor}`).toBe(coveredFor)
          afterCover.push(coveredFor)
          coveredFor = null
        }
        await checkSecrecy(page, host, seat as SeatId, snap, tally)
      },
    })
    expect(result.final.end).toMatch(/^(Red wins!|Blue wins!|A draw)$/)
    expect(result.final.turn).toMatch(/^Game over: (Red wins|Blue wins|a draw)$/)
    if (result.final.end !== 'A draw') {
      const winners = await page.locator('#end-winners').textContent()
      expect(winners).toBe(result.final.end === 'Red wins!' ? 'Winners: Ann (Red 1) and Bob (Red 2).' : 'Winners: Cy (Blue 1) and Dee (Blue 2).')
    }
    // Every player played from behind the cover; each day four deploys and four Intel confirmations
    // (a flag taken ends the game on the day it is taken).
    const days = result.final.day ?? 1
    expect(new Set(afterCover)).toEqual(new Set(['red1', 'red2', 'blue1', 'blue2']))
    expect(result.prompts.deploy).toBe(4 * days)
    expect(result.prompts.intel).toBe(4 * days)
    expect(result.covers).toBeGreaterThanOrEqual(8 * days)
    if (days > 1) expect(result.prompts.guess).toBeGreaterThanOrEqual(8)
    // The checks were not vacuous: every question was checked, many soldiers were hidden from the
    // seat on screen, and each second seat saw its partner's pair while deploying.
    expect(tally.checks).toBe(result.actions)
    expect(tally.secrets).toBeGreaterThanOrEqual(tally.checks)
    expect(tally.matched).toBeGreaterThanOrEqual(tally.checks / 2)
    expect(tally.partnerPeeks).toBe(2 * days)
    expectCleanRun(players)
  })

  it.concurrent('plays a whole game as Blue 2 against three computers, leaking no hidden soldier of the partner or the enemy', async (test) => {
    const players = await playersFor(browser, test, seed + 1, 1)
    const { page } = players[0] as (typeof players)[number]
    await openApp(page, host)
    await saveName(page, 'Ann')
    await startTeamComputer(page, 'Easy', 'Blue 2')
    const tally: Tally = { checks: 0, secrets: 0, matched: 0, partnerPeeks: 0 }
    const result = await play(page, {
      label: 'Blue 2 against the computer',
      rng: seededRandom(seed + 1),
      onStep: async (snap) => {
        if (snap.prompt) await checkSecrecy(page, host, 'blue2', snap, tally)
      },
    })
    expect(result.covers).toBe(0)
    expect(result.final.end).toMatch(/^(Your team wins!|Your team loses|A draw)$/)
    expect(result.final.turn).toMatch(/^Game over: (Red wins|Blue wins|a draw)$/)
    if (result.final.end !== 'A draw') {
      const winners = await page.locator('#end-winners').textContent()
      expect(winners).toMatch(result.final.end === 'Your team loses' ? /^Winners: Computer \(Red 1\) and Computer \(Red 2\)\.$/ : /^Winners: Computer \(Blue 1\) and Ann \(Blue 2\)\.$/)
    }
    const days = result.final.day ?? 1
    expect(result.prompts.deploy).toBe(days)
    expect(result.prompts.intel).toBe(days)
    if (days > 1) expect(result.prompts.guess).toBeGreaterThanOrEqual(2)
    expect(tally.checks).toBe(result.actions)
    expect(tally.secrets).toBeGreaterThanOrEqual(tally.checks)
    expect(tally.partnerPeeks).toBe(days)
    expectCleanRun(players)
  })

  it.concurrent('plays a whole game of four on four browsers over the network, each seeing only its own seat', async (test) => {
    const players = await playersFor(browser, test, seed + 2, 4)
    const pages = players.map((p) => p.page)
    const names = ['Ann', 'Bob', 'Cy', 'Di']
    await Promise.all(pages.map((page) => openApp(page, host)))
    for (const [i, page] of pages.entries()) await saveName(page, names[i] as string)
    const [first, ...others] = pages as [Page, ...Page[]]
    const code = await hostTeamGame(first)
    // Friends join one by one and take the first free seat: Red 2, Blue 1, Blue 2.
    for (const page of others) {
      await joinGame(page, code)
      if (page !== others[others.length - 1]) await page.getByRole('heading', { level: 1, name: 'Waiting for players' }).waitFor()
    }
    // The last seat taken, the room starts: every window goes to the table.
    await Promise.all(pages.map((page) => page.getByRole('navigation', { name: 'Table menu' }).waitFor()))
    const seats: SeatId[] = ['red1', 'red2', 'blue1', 'blue2']
    const tallies = seats.map((): Tally => ({ checks: 0, secrets: 0, matched: 0, partnerPeeks: 0 }))
    const results = await Promise.all(
      pages.map((page, i) =>
        play(page, {
          label: `${names[i]} (${NAME_OF_SEAT[seats[i] as SeatId]})`,
          rng: seededRandom(seed + 10 + i),
          onStep: async (snap) => {
            if (snap.prompt) await checkSecrecy(page, host, seats[i] as SeatId, snap, tallies[i] as Tally)
          },
        }),
      ),
    )
    // One end, told to each from their side, and the room the same for everyone.
    const ends = results.map((r) => r.final.end)
    const redWon = ends[0] === 'Your team wins!'
    const blueWon = ends[2] === 'Your team wins!'
    expect(ends[1]).toBe(ends[0])
    expect(ends[3]).toBe(ends[2])
    if (redWon) expect(ends.slice(2)).toEqual(['Your team loses', 'Your team loses'])
    else if (blueWon) expect(ends.slice(0, 2)).toEqual(['Your team loses', 'Your team loses'])
    else expect(ends).toEqual(['A draw', 'A draw', 'A draw', 'A draw'])
    for (const [i, r] of results.entries()) {
      expect(r.final.room).toBe(code)
      expect(r.covers).toBe(0)
      expect(r.prompts.deploy).toBeGreaterThanOrEqual(1)
      expect(tallies[i]?.checks).toBe(r.actions)
    }
    // Each second seat looked at its partner's pair while deploying, every day.
    expect(tallies[1]?.partnerPeeks).toBe(results[1]?.prompts.deploy)
    expectCleanRun(players)
  })

  it.concurrent('has no serious or critical axe-core violations at the team table, in either theme, and nothing moves under the pointer', async (test) => {
    // axe-core goes in as an inline script, which the host's Content-Security-Policy forbids.
    const players = await playersFor(browser, test, seed + 2, 1, { bypassCSP: true })
    const { page } = players[0] as (typeof players)[number]
    await openApp(page, host)
    await saveName(page, 'Ann')
    // Red 2 against three computers: its deploy shows its partner's pair.
    await startTeamComputer(page, 'Easy', 'Red 2')
    const rng = seededRandom(seed + 2)
    const found: string[] = []
    const checked: string[] = []
    const check = async (where: string): Promise<void> => {
      for (const theme of ['light', 'dark'] as const satisfies readonly Theme[]) {
        // The end screen covers the way to Settings: it is closed first, and is back with the table.
        const current = (await page.evaluate('document.documentElement.dataset.theme')) === 'dark' ? 'dark' : 'light'
        const end = page.getByRole('dialog').getByRole('button', { name: 'Look at the table' })
        const closed = current !== theme && (await end.count()) > 0
        if (closed) await end.click()
        await useTheme(page, theme)
        if (closed) await end.waitFor()
        for (const v of await axeViolations(page)) found.push(describeViolation(`${where} (${theme})`, v))
        if (theme === 'light') found.push(...(await hoverShifts(page, where)))
        checked.push(`${where}/${theme}`)
      }
    }
    const deploying = await play(page, { label: 'Red 2, to its deploy', rng, stopWhen: (s) => s.prompt === 'deploy' })
    expect(await page.locator('[data-partner-slot]').count()).toBe(2)
    await check(`deploy after the partner's pair (${deploying.final.heading})`)
    const mission = await play(page, { label: 'Red 2, to the mission phase', rng, stopWhen: (s) => s.prompt === 'guess' || s.prompt === 'deceive' })
    await check(`mission phase (${mission.final.heading})`)
    const end = await play(page, { label: 'Red 2, to the end', rng })
    expect(end.final.end).not.toBeNull()
    await check('the end')
    expect(found, `axe-core and the hover check found:\n${found.join('\n')}`).toEqual([])
    expect(checked).toHaveLength(6)
    expectCleanRun(players)
  })
})
