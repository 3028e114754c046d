// Two browser profiles play a network game through the UI: A hosts (lobby, room code), B joins
// with the code, the room starts and both go to the table, both answer every prompt until both
// show the end. A second game checks that a page never holds the other side's hidden soldiers.
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, playersFor, runSeed, seededRandom, withHostAndBrowser, type Player, type RunningHost, type TestHooks } from './support'
import { readSettled } from './page-waits'
import { play, type PlayResult } from './sl-play'
import { DAY_JS, SOLDIER_NAMES, snapshot, soldierLabel, type TableSnapshot } from './sl-table'
import { hostGame, joinGame, openApp, roomStartFrame, saveName, watchGame } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

type Side = 'Red' | 'Blue'

/** What one page shows about the other side, read from its DOM. */
interface EnemyRendering {
  missions: Array<{ summary: string; text: string; attributes: string[]; ranks: string[] }> | null
  /** data-rank values drawn in the enemy's colours anywhere on the page. */
  enemyRanks: number[]
  /** Accessible names of cards labelled as the enemy's ("7 Bomb (Red)"). */
  enemyLabels: string[]
  /** Today's log lines about the enemy's own cards. */
  enemyLogToday: string[]
  /** The day the table shows, read with the missions: a page may move on between two reads. */
  day: number | null
  html: string
}

async function readEnemy(page: Page, enemy: Side): Promise<EnemyRendering> {
  // A card being turned over (yesterday's card giving way to today's face-down one, or a face-down
  // card being revealed) shows old and new together for a frame or two: read once it has landed.
  // Read in one go once no card is turning (see readSettled).
  return readSettled<EnemyRendering>(
    page,
    `(() => {
    const enemy = ${JSON.stringify(enemy)};
    const enemyClass = 'side-' + enemy.toLowerCase();
    const sideOf = (el) => {
      for (let e = el; e; e = e.parentElement) {
        if (e.classList && (e.classList.contains('side-red') || e.classList.contains('side-blue'))) return e.classList.contains(enemyClass) ? 'enemy' : 'own';
      }
      return null;
    };
    const row = [...document.querySelectorAll('ol[aria-label]')].find((ol) => ol.getAttribute('aria-label') === enemy + "'s missions");
    const missions = row
      ? [...row.children].map((li) => {
          const attributes = [];
          for (const el of [li, ...li.querySelectorAll('*')]) for (const a of el.attributes) attributes.push(a.name + '=' + a.value);
          const summary = li.querySelector('.visually-hidden');
          return {
            summary: summary ? summary.textContent.trim() : '',
            text: li.textContent.replace(/\\s+/g, ' ').trim(),
            attributes,
            ranks: [...li.querySelectorAll('[data-rank]')].map((e) => e.getAttribute('data-rank')),
          };
        })
      : null;
    const enemyRanks = [...document.querySelectorAll('[data-rank]')].filter((e) => sideOf(e) === 'enemy').map((e) => Number(e.getAttribute('data-rank')));
    const enemyLabels = [...document.querySelectorAll('[aria-label]')]
      .map((e) => e.getAttribute('aria-label'))
      .filter((l) => l.endsWith('(' + enemy + ')'));
    const entries = [...document.querySelectorAll('[role="log"] li')];
    let from = 0;
    entries.forEach((li, i) => { if (li.classList.contains('kind-day')) from = i; });
    // The enemy's own lines, less its guesses (those are about the viewer's cards).
    const enemyLogToday = entries
      .slice(from)
      .filter((li) => li.classList.contains(enemyClass))
      .map((li) => (li.querySelector('.text') || li).textContent.replace(/\\s+/g, ' ').trim())
      .filter((line) => !line.startsWith(enemy + ' guesses that '));
    return { missions, enemyRanks, enemyLabels, enemyLogToday, day: ${DAY_JS}, html: document.documentElement.outerHTML };
  })()`,
  )
}

interface SecrecyTally {
  checks: number
  faceDown: number
  revealed: number
}

/**
 * Checks `page` (the viewer) against what the test knows of the enemy's line-ups (it deployed
 * them through the enemy's own page): a face-down enemy mission carries no rank in any form, and
 * no soldier still face down is drawn, labelled or logged anywhere as the enemy's.
 */
async function checkSecrecy(page: Page, enemy: Side, lineups: Map<number, number[]>, snap: TableSnapshot, tally: SecrecyTally): Promise<void> {
  if (snap.day === null) return
  const seen = await readEnemy(page, enemy)
  // The day as shown beside these missions (two days of a game passed a check that read the day
  // first and the missions after the page had gone on to the next day).
  const day = seen.day
  if (!seen.missions || day === null) return
  const where = `${enemy}'s missions on day ${day} as the other page shows them`
  expect(seen.missions, where).toHaveLength(4)
  const secret = new Set<number>()
  const states = seen.missions.map((m) => m.summary.split(', ')[1])
  for (const [i, m] of seen.missions.entries()) {
    const state = states[i]
    expect(m.summary.startsWith(`${enemy} mission ${i + 1}, `), `${where}: ${m.summary}`).toBe(true)
    // An enemy soldier is known only once turned up: "hidden" (known but not revealed) is a leak.
    expect(['empty', 'face down', 'revealed', 'retreated', 'activated'], `${where}: ${m.summary}`).toContain(state)
    if (state === 'face down') {
      const lineup = lineups.get(day)
      expect(lineup, `${where}: face down, but the test saw no deploy for that day`).toBeDefined()
      secret.add((lineup as number[])[i])
      expect(m.ranks, `${where}: a face-down card with a rank`).toEqual([])
      for (const name of SOLDIER_NAMES) {
        expect(m.text.includes(name), `${where}: face-down mission ${i + 1} shows "${name}": ${m.text}`).toBe(false)
        const leaking = m.attributes.filter((a) => a.includes(name))
        expect(leaking, `${where}: face-down mission ${i + 1} names ${name} in an attribute`).toEqual([])
      }
      const rankLike = m.attributes.filter((a) => /rank|soldier/i.test(a.split('=')[0]))
      expect(rankLike, `${where}: rank-like attributes on a face-down mission`).toEqual([])
      tally.faceDown += 1
    } else if (state !== 'empty') {
      // The positive control: what is turned up is the soldier the enemy put there.
      const stale = m.summary.includes("the previous day's line-up")
      const lineup = lineups.get(stale ? day - 1 : day)
      if (lineup) {
        expect(m.ranks.map(Number), `${where}: mission ${i + 1} (${m.summary})`).toEqual([lineup[i]])
        tally.revealed += 1
      }
    }
  }
  for (const rank of secret) {
    expect(seen.enemyRanks.includes(rank), `${where}: the face-down ${soldierLabel(rank)} is drawn as ${enemy}'s`).toBe(false)
    const label = `${soldierLabel(rank)} (${enemy})`
    expect(seen.enemyLabels.includes(label), `${where}: "${label}" is on the page`).toBe(false)
    const logged = seen.enemyLogToday.filter((line) => line.includes(soldierLabel(rank)))
    expect(logged, `${where}: today's log names the face-down ${soldierLabel(rank)}`).toEqual([])
  }
  // No serialized game state hidden in the page either.
  expect(seen.html).not.toMatch(/"(rank|hand|missions|token)"\s*:/)
  tally.checks += 1
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'a network game between two browsers' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  /**
   * A hosts, B joins with the room code; the room starts by itself once both seats are taken, and
   * both windows go to the table on hearing so (issue 10, point 4): nobody is asked to start.
   */
  async function networkGame(test: TestHooks, seed: number): Promise<{ a: Page; b: Page; code: string; players: Player[] }> {
    const players = await playersFor(browser, test, seed, 2)
    const [pa, pb] = players
    const a = pa.page
    const b = pb.page
    const starts = [roomStartFrame(a), roomStartFrame(b)]
    await Promise.all([openApp(a, host), openApp(b, host)])
    await saveName(a, 'Ann')
    await saveName(b, 'Bob')
    const code = await hostGame(a)
    await expect(a.getByRole('button', { name: 'Start the game' }).count()).resolves.toBe(0)
    await expect(a.getByText('Start when you are ready').count()).resolves.toBe(0)
    await expect(a.getByText('The game starts by itself as soon as every seat is taken').count()).resolves.toBe(1)

    await joinGame(b, code)
    // The join that fills the room starts it: the joiner hears it in its welcome, the host in the
    // seats message that follows; each window goes to the table on that message, not on a click.
    await Promise.all([a, b].map((page) => page.getByRole('navigation', { name: 'Table menu' }).waitFor()))
    await expect(Promise.all(starts)).resolves.toEqual(['seats', 'welcome'])
    for (const page of [a, b]) await expect(page.getByRole('banner').getByText(code, { exact: true }).count()).resolves.toBe(1)
    // The lobby gave way to the table in place of its history entry: Back does not show a lobby that is over.
    await expect(a.evaluate('location.hash')).resolves.toBe('#/table')
    return { a, b, code, players }
  }

  function expectSameEnd(ra: PlayResult, rb: PlayResult): void {
    const a = ra.final
    const b = rb.final
    expect(a.end).toMatch(/^(You win!|You lose|A draw)$/)
    expect(b.end).toMatch(/^(You win!|You lose|A draw)$/)
    // The same result, told to each from their side.
    const winner = a.end === 'You win!' ? 'Red' : a.end === 'You lose' ? 'Blue' : 'draw'
    expect(b.end).toBe(winner === 'Blue' ? 'You win!' : winner === 'Red' ? 'You lose' : 'A draw')
    expect(a.turn).toBe(b.turn)
    expect(a.turn).toBe(winner === 'draw' ? 'Game over: a draw' : `Game over: ${winner} wins`)
    expect(a.endWhy).toBe(b.endWhy)
    expect(a.room).toBe(b.room)
  }

  // The two games run side by side: a game mostly waits for the pages to draw.
  it.concurrent('hosts, joins with the room code and plays a complete game in two browsers', async (test) => {
    const { a, b, code, players } = await networkGame(test, seed)
    const [ra, rb] = await Promise.all([
      play(a, { label: 'A (red)', rng: seededRandom(seed) }),
      play(b, { label: 'B (blue)', rng: seededRandom(seed + 1) }),
    ])
    expectSameEnd(ra, rb)
    expect(ra.final.room).toBe(code)
    for (const r of [ra, rb]) {
      expect(r.prompts.deploy).toBeGreaterThanOrEqual(1)
      expect(r.prompts.guess).toBeGreaterThanOrEqual(4)
      expect(r.covers).toBe(0)
    }
    expectCleanRun(players)
  })

  it.concurrent("never puts the other side's face-down soldiers in a page, nor either side's in a spectator's (two days of a network game)", async (test) => {
    const { a, b, code, players } = await networkGame(test, seed + 2)
    // A third browser watches the same game as a spectator.
    const [spectator] = await playersFor(browser, test, seed + 5, 1)
    const c = spectator.page
    await openApp(c, host)
    await saveName(c, 'Cy')
    await watchGame(c, code)
    await expect(c.getByRole('region', { name: /hand/i }).count()).resolves.toBe(0)
    const lineups: Record<Side, Map<number, number[]>> = { Red: new Map(), Blue: new Map() }
    const tallies: Record<Side, SecrecyTally> = { Red: { checks: 0, faceDown: 0, revealed: 0 }, Blue: { checks: 0, faceDown: 0, revealed: 0 } }
    const watched: Record<Side, SecrecyTally> = { Red: { checks: 0, faceDown: 0, revealed: 0 }, Blue: { checks: 0, faceDown: 0, revealed: 0 } }
    const options = (page: Page, me: Side, enemy: Side, rngSeed: number) => ({
      label: `${me === 'Red' ? 'A' : 'B'} (${me.toLowerCase()})`,
      rng: seededRandom(rngSeed),
      // Two whole days, and the start of the third: line-ups face down, turned up one by one,
      // shown as yesterday's, and replaced by new face-down ones. (Test 1 plays to the end.)
      stopWhen: (snap: TableSnapshot) => snap.day === 3,
      onDeploy: (lineup: number[], snap: TableSnapshot) => {
        expect(snap.day).not.toBeNull()
        lineups[me].set(snap.day as number, lineup)
      },
      onStep: async (snap: TableSnapshot) => {
        await checkSecrecy(page, enemy, lineups[enemy], snap, tallies[enemy])
        // To the spectator, every side is the other side.
        await checkSecrecy(c, me, lineups[me], await snapshot(c), watched[me])
      },
    })
    const [ra, rb] = await Promise.all([play(a, options(a, 'Red', 'Blue', seed + 3)), play(b, options(b, 'Blue', 'Red', seed + 4))])
    // Both reached day 3, unless a flag was taken before (then both show the end).
    const early = ra.final.end !== null || rb.final.end !== null
    if (early) expectSameEnd(ra, rb)
    else expect([ra.final.day, rb.final.day]).toEqual([3, 3])
    // The checks were not vacuous: face-down cards were seen, and turned-up ones matched.
    for (const side of ['Red', 'Blue'] as const) {
      expect(lineups[side].size, `${side}'s line-ups`).toBeGreaterThanOrEqual(early ? 1 : 2)
      expect(tallies[side].checks, `checks of ${side}'s cards`).toBeGreaterThanOrEqual(early ? 3 : 10)
      expect(tallies[side].faceDown, `face-down ${side} missions checked`).toBeGreaterThanOrEqual(early ? 3 : 10)
      expect(tallies[side].revealed, `turned-up ${side} missions matched`).toBeGreaterThanOrEqual(early ? 1 : 4)
      expect(watched[side].faceDown, `face-down ${side} missions checked in the spectator's page`).toBeGreaterThanOrEqual(early ? 3 : 10)
    }
    // The spectator followed the game to where the players are.
    // (The test's own expect: the global one cannot tell which of the concurrent tests polls.)
    await test.expect.poll(async () => (await snapshot(c)).day).toBe(ra.final.day)
    if (early) await test.expect.poll(async () => (await snapshot(c)).turn).toBe(ra.final.turn)
    expectCleanRun([...players, spectator])
  })
})
