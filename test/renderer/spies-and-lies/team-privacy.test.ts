// @vitest-environment happy-dom
// Privacy two against two: a seat's table shows a mission's rank only where the seat's view has it
// (its own two missions, cards turned up, its partner's pair while it deploys second), so the page
// is the same whatever the partner and the enemy have hidden. Spectators see public information
// only. In hot-seat with four seats, the privacy cover goes up between any two of them, and the
// phases every seat plays at once go seat by seat. (The tests that mount many whole tables get a
// generous timeout: on a busy machine one mount can take a few hundred milliseconds.)
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import type { GameState, Seat, TeamSeat, TeamView } from '../../../src/engine/spies-and-lies'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import TableScreen from '../../../src/renderer/src/games/spies-and-lies/SpiesAndLiesTable.vue'
import type { Lineup } from './helpers'
import { freshPinia, mountTable } from './helpers'
import { runs, runsFrom } from '../../support/runs'
import {
  TEAM_SEATS,
  confirmAll,
  deploy,
  deployTeams,
  firstToAct,
  holdTeam,
  newTeamGame,
  play,
  playTeamUntil,
  sendViews,
  startTeamDay,
  tview,
} from './team-helpers'

const SOLDIER_NAMES = ['Spy', 'Scout', 'Miner', 'Sergeant', 'Lieutenant', 'Captain', 'Bomb', 'Colonel', 'General', 'Marshal']

afterEach(() => {
  forgetRevealed()
  document.body.innerHTML = ''
})

/** Vue's generated ids differ between mounts; nothing else may. */
function normalised(html: string): string {
  return html.replace(/v-\d+(-\d+)*/g, 'v-id').replace(/-v-[\w-]+/g, '-v-id')
}

/** The table of `seat` (null: a spectator) as rendered, and the view it was rendered from. */
function mountViewer(state: GameState, seat: TeamSeat | null, view: TeamView = tview(state, seat)) {
  const pinia = freshPinia()
  if (seat === null) holdTeam({}, { mode: 'network', spectator: view })
  else holdTeam({ [seat]: view }, { mode: 'computer' })
  return mountTable(TableScreen, { pinia, attachTo: document.body })
}

function htmlOf(state: GameState, seat: TeamSeat | null): string {
  const w = mountViewer(state, seat)
  const html = normalised(w.html())
  w.unmount()
  return html
}

/**
 * Every mission card on the page carries exactly the rank the viewer's view has for it: none
 * where the view has none. Returns how many cards were face down (hidden from this viewer).
 */
function expectCardsMatchView(w: VueWrapper, view: TeamView, where: string): number {
  let faceDown = 0
  for (const side of ['red', 'blue'] as const) {
    const cards = w.findAll(`[aria-label="${side === 'red' ? 'Red' : 'Blue'}'s missions"] [data-mission]`)
    if (cards.length === 0 && view.prompt?.type === 'deploy' && view.seat?.startsWith(side)) {
      // Deploying: the seat's own missions are the deploy panel's; the only ranks on it besides the
      // hand are its partner's pair, which the view shows to a second seat.
      const pair = view.missions[side].slice(0, 2).flatMap((m) => (m.rank === null || view.prompt?.type !== 'deploy' || view.prompt.missions[0] !== 2 ? [] : [m.rank]))
      expect(w.findAll('[data-partner-slot] [data-rank]').map((r) => Number(r.attributes('data-rank'))), where).toEqual(pair)
      continue
    }
    expect(cards, where).toHaveLength(4)
    cards.forEach((card, i) => {
      const rank = view.missions[side][i]?.rank ?? null
      const shown = card.findAll('[data-rank]').map((r) => Number(r.attributes('data-rank')))
      expect(shown, `${where}: ${side}'s mission ${i + 1}`).toEqual(rank === null ? [] : [rank])
      if (rank === null) {
        for (const name of SOLDIER_NAMES) expect(card.text(), `${where}: ${side}'s mission ${i + 1}`).not.toContain(name)
        if (card.text().includes('face down')) faceDown += 1
      }
    })
  }
  // No serialized view in the page either.
  expect(w.html(), where).not.toMatch(/"(rank|hand|missions)"\s*:/)
  return faceDown
}

describe('team privacy: the page shows no rank the seat may not know', () => {
  // Two games that differ only in what red 1 may not know: its partner's pair (the Sergeant makes
  // both orders legal, and either way both cards get an Intel token) and blue's line-up (neither
  // with a soldier on the day-1 card 4 5 6 7, so no Intel token either way).
  const RED_A: Lineup = [2, 5, 4, 7]
  const RED_B: Lineup = [2, 5, 7, 4]
  const BLUE_A: Lineup = [1, 2, 8, 9]
  const BLUE_B: Lineup = [2, 3, 8, 9]

  it.each([
    ['after everyone has deployed', (red: Lineup, blue: Lineup) => deployTeams(newTeamGame(), red, blue)],
    ['in the mission phase', (red: Lineup, blue: Lineup) => startTeamDay(newTeamGame(), red, blue)],
  ])("red 1's table is the same whatever its partner and blue have hidden (%s)", (_when, at) => {
    const a = htmlOf(at(RED_A, BLUE_A), 'red1')
    const b = htmlOf(at(RED_B, BLUE_B), 'red1')
    expect(a).toBe(b)
    expect(a).toContain('face down')
  })

  it("red 2's table is the same whatever order its partner's pair stood in, once red 2 has deployed", () => {
    // 4 5 or 5 4 on missions 1–2 (the Sergeant may stand anywhere): red 2 saw the pair while
    // deploying, and no longer afterwards.
    for (const at of [(s: GameState) => s, confirmAll]) {
      const a = htmlOf(at(deployTeams(newTeamGame(), [4, 5, 7, 9], BLUE_A)), 'red2')
      const b = htmlOf(at(deployTeams(newTeamGame(), [5, 4, 7, 9], BLUE_B)), 'red2')
      expect(a).toBe(b)
    }
  }, 120_000)

  it("a spectator's table is the same whatever any player has hidden", () => {
    const a = htmlOf(startTeamDay(newTeamGame(), RED_A, BLUE_A), null)
    const b = htmlOf(startTeamDay(newTeamGame(), RED_B, BLUE_B), null)
    expect(a).toBe(b)
    expect(a).toContain('face down')
  })

  it('this test can fail: a view that leaked the partner\'s ranks would show them', () => {
    const s = startTeamDay(newTeamGame(), RED_A, BLUE_A)
    const leaky = tview(s, 'red1')
    leaky.missions.red = tview(s, 'red2').missions.red.map((m, i) => ({ ...m, rank: RED_A[i] ?? null }))
    const w = mountViewer(s, 'red1', leaky)
    const ranks = w.get('[aria-label="Red\'s missions"]').findAll('[data-rank]').map((r) => Number(r.attributes('data-rank')))
    expect(ranks).toEqual(RED_A)
    expect(normalised(w.html())).not.toBe(htmlOf(s, 'red1'))
    w.unmount()
  })

  it('every seat and a spectator see exactly their view\'s ranks, all through a game', () => {
    // A whole game with plain answers; the tables are checked at moments that matter: half-deployed
    // sides, Intel tokens half confirmed, cards being turned up, yesterday's cards beside today's.
    const deployed = (x: GameState) => (x.teams ? Object.values(x.teams.deployed).filter(Boolean).length : 0)
    const confirmed = (x: GameState) => (x.teams ? Object.values(x.teams.intelConfirmed).filter(Boolean).length : 0)
    const day1 = newTeamGame()
    const moments: Array<[string, GameState]> = []
    const at = (name: string, from: GameState, stop: (x: GameState) => boolean): GameState => {
      const s = playTeamUntil(from, stop)
      expect(stop(s), name).toBe(true)
      moments.push([name, s])
      return s
    }
    let s = at('day 1, two seats deployed', day1, (x) => deployed(x) === 2)
    s = at('day 1, two seats confirmed the Intel', s, (x) => x.phase === 'intel' && confirmed(x) === 2)
    s = at('day 1, the fifth guess', s, (x) => x.phase === 'mission' && x.turn === 5)
    s = at('day 2, two seats deployed', s, (x) => x.day === 2 && deployed(x) === 2)
    s = at('day 3, the third guess', s, (x) => x.day === 3 && x.phase === 'mission' && x.turn === 3)
    at('the end', s, (x) => x.phase === 'over')
    // Every viewer at every moment (30 tables); in the inner loop (test/support/runs.ts) a fifth of
    // them: listed diagonally, so that every fifth pair is each moment once, the viewers in turn.
    const viewers = [...TEAM_SEATS, null]
    const pairs = Array.from({ length: moments.length * viewers.length }, (_, i) => ({
      moment: moments[i % moments.length],
      seat: viewers[(i + Math.floor(i / moments.length)) % viewers.length],
    }))
    expect(new Set(pairs.map((p) => `${p.moment[0]} as ${p.seat}`)).size).toBe(moments.length * viewers.length)
    let faceDown = 0
    for (const { moment: [name, state], seat } of runsFrom(pairs)) {
      const view = tview(state, seat)
      const w = mountViewer(state, seat, view)
      faceDown += expectCardsMatchView(w, view, `${name}, as ${seat ?? 'a spectator'} sees it`)
      w.unmount()
    }
    // Not vacuous: many cards were face down to their viewer (99 of them at all 30 tables).
    expect(faceDown).toBeGreaterThan(runs(40))
  }, 120_000)

  it("shows a spectator both sides' public information only: no hand, no deduction, the players named", () => {
    const s = play(startTeamDay(newTeamGame(), RED_A, BLUE_A), 'blue1', { type: 'deceive', play: false })
    const w = mountViewer(s, null)
    expectCardsMatchView(w, tview(s, null), 'a spectator')
    expect(w.findAll('[data-rank]').filter((r) => r.element.closest('[data-mission]'))).toHaveLength(0)
    expect(w.find('.hand-row').exists()).toBe(false)
    expect(w.find('.deduction').exists()).toBe(false)
    expect(w.get('[data-test="turn"]').text()).toBe("Ann (Red 1) is identifying Blue's mission 1…")
    for (const seat of TEAM_SEATS) expect(w.find(`li.team-player[data-seat="${seat}"]`).exists()).toBe(true)
    w.unmount()
  })
})

describe('team privacy: hot-seat with four seats', () => {
  function expectNothingPrivate(html: string, where: string): void {
    expect(html, where).not.toContain('data-rank')
    for (const name of SOLDIER_NAMES) expect(html, where).not.toMatch(new RegExp(`\\b${name}\\b`))
  }

  function coverTitle(w: VueWrapper): string | null {
    const cover = w.find('[role="dialog"][aria-labelledby="pass-title"]')
    return cover.exists() ? cover.get('#pass-title').text() : null
  }

  it('puts the cover up between any two seats and shows the seat that must act, seat by seat in the simultaneous phases', async () => {
    let s = newTeamGame()
    const pinia = freshPinia()
    const game = holdTeam(Object.fromEntries(TEAM_SEATS.map((seat) => [seat, tview(s, seat)])), { mode: 'hotseat', room: 'HOT44' })
    const w = mountTable(TableScreen, { pinia, attachTo: document.body })
    const seen: string[] = []
    let covers = 0
    // Deploy (red 1, red 2 after its partner, blue 1, blue 2), Intel (all four), then the first guesses.
    for (let step = 0; step < 14; step++) {
      const seat = firstToAct(s)
      if (!seat) throw new Error('nobody to act')
      const word = { red1: 'Red 1', red2: 'Red 2', blue1: 'Blue 1', blue2: 'Blue 2' }[seat]
      if (seat === seen[seen.length - 1]) {
        // The same player again (a guess, then a Deception decision on the same mission): no cover.
        expect(coverTitle(w), `step ${step}`).toBeNull()
      } else {
        expect(coverTitle(w), `step ${step}`).toBe(`Pass the computer to ${word}`)
        expectNothingPrivate(w.html(), `the cover for ${seat}`)
        expectNothingPrivate(document.body.innerHTML, `the cover for ${seat}`)
        await w.get('.pass').trigger('keydown', { key: 'Enter' })
        expect(coverTitle(w)).toBeNull()
        covers += 1
      }
      // The seat on screen is the one that must act, with its own view.
      expectCardsMatchView(w, tview(s, seat), `${seat} after the cover`)
      expect(w.get('section.prompt h2').text()).toContain(`(${word})'s turn — `)
      seen.push(seat)
      const next = playTeamUntil(s, (x) => x !== s, 1)
      // The host sends each seat its view of the move one after the other: the first alone
      // must not switch the screen to another seat (that seat's turn may not have arrived yet).
      const mine = game.held[seat]
      if (!mine) throw new Error('seat not held')
      mine.view = tview(next, seat)
      mine.seq += 1
      await nextTick()
      expect(coverTitle(w), `step ${step}: the move's views are still arriving`).toBeNull()
      for (const other of TEAM_SEATS) {
        const held = game.held[other]
        if (other === seat || !held) continue
        held.view = tview(next, other)
        held.seq += 1
      }
      await nextTick()
      s = next
    }
    expect(seen.slice(0, 8)).toEqual(['red1', 'red2', 'blue1', 'blue2', 'red1', 'red2', 'blue1', 'blue2'])
    expect(covers).toBeGreaterThanOrEqual(11)
    // The first guesses: Blue 1 decides on Deception, Red 1 guesses, and back.
    expect(seen.slice(8, 12)).toEqual(['blue1', 'red1', 'red1', 'blue1'])
    w.unmount()
  }, 120_000)

  it('covers between the two seats a window holds in a network game, and names who is to play', async () => {
    // Two computers with two players each: this one holds red 1 and blue 1.
    const s = newTeamGame()
    const pinia = freshPinia()
    holdTeam({ red1: tview(s, 'red1'), blue1: tview(s, 'blue1') }, { mode: 'network', room: 'NET22' })
    const w = mountTable(TableScreen, { pinia, attachTo: document.body })
    expect(coverTitle(w)).toBe('Pass the computer to Red 1')
    expectNothingPrivate(w.html(), 'the cover in a network game')
    await w.get('.ready').trigger('click')
    expect(w.get('section.prompt h2').text()).toBe("◆ Ann (Red 1)'s turn — deploy two soldiers")
    w.unmount()
  })

  it('covers a partner from its partner: red 2 never sees red 1\'s deploy panel', async () => {
    const s0 = newTeamGame()
    const pinia = freshPinia()
    const game = holdTeam({ red1: tview(s0, 'red1'), red2: tview(s0, 'red2') }, { mode: 'hotseat', room: 'HOT22' })
    const w = mountTable(TableScreen, { pinia, attachTo: document.body })
    await w.get('.ready').trigger('click')
    expect(w.findAll('button[data-slot]')).toHaveLength(2)
    const s1 = deploy(s0, 'red1', 2, 5)
    sendViews(game, s1)
    await nextTick()
    expect(coverTitle(w)).toBe('Pass the computer to Red 2')
    expectNothingPrivate(w.html(), 'the cover between partners')
    await w.get('.ready').trigger('click')
    // Red 2 sees its partner's pair, as the rules allow, on the deploy panel only.
    expect(w.findAll('[data-partner-slot] [data-rank]').map((r) => r.attributes('data-rank'))).toEqual(['2', '5'])
    w.unmount()
  })
})

describe('team privacy: sides', () => {
  // Every seat, or in the inner loop (test/support/runs.ts) the first: a blue one, whose side the table turns round for.
  it.each(runsFrom(['blue1', 'red1', 'red2', 'blue2'] as const))('%s sees the table from its own side', (seat) => {
    const s = startTeamDay(newTeamGame(), [2, 5, 7, 9], [1, 3, 6, 8])
    const w = mountViewer(s, seat)
    const side: Seat = seat.startsWith('red') ? 'red' : 'blue'
    const word = side === 'red' ? 'Red' : 'Blue'
    expect(w.get('section.my-zone').attributes('aria-label')).toBe(`Your side of the table (${word})`)
    expect(w.get('.hand-row').findAll('[data-rank]').map((r) => Number(r.attributes('data-rank')))).toEqual(tview(s, seat).hand)
    w.unmount()
  })
})
