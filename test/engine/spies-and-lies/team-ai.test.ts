// Computer players in team seats: they answer every prompt a team seat has with one of its legal
// actions, play whole games in any seats (with each other and with random players), and decide from
// the seat's view alone. Strength is not measured here.
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  RANKS,
  SERGEANT,
  actionsForTeamView,
  checkLineup,
  game,
  sideViewOf,
  teamViewFor,
  type GameSeat,
  type GameState,
  type Rank,
  type Seat,
  type TeamPrompt,
  type TeamSeat,
  type TeamView,
} from '../../../src/engine/spies-and-lies'
import type { Level } from '../../../src/engine/core/game-module'
import { deepFreeze } from '../../support/deep-freeze'
import { runs } from '../../support/runs'
import { playModuleGame } from './team-random-game'

const LEVELS: readonly Level[] = ['easy', 'normal', 'hard', 'expert']
const TEAM_SEATS: readonly TeamSeat[] = ['red1', 'red2', 'blue1', 'blue2']

function sideOf(seat: TeamSeat): Seat {
  return seat.startsWith('red') ? 'red' : 'blue'
}

interface Prompted {
  state: GameState
  seat: TeamSeat
  view: TeamView
}

/** Every team seat's view with a prompt, at every state of `games` random team games. */
function promptedViews(games: number, prefix: string): Prompted[] {
  const out: Prompted[] = []
  for (let g = 0; g < games; g++) {
    const { states } = playModuleGame(`${prefix}-${g}`, { setup: { teams: true, ...(g % 4 === 0 ? { wall: 2 } : {}) }, recordStates: true })
    for (const state of states) {
      for (const seat of TEAM_SEATS) {
        const view = teamViewFor(state, seat)
        if (view.prompt !== null) out.push({ state, seat, view })
      }
    }
  }
  return out
}

function promptKind(p: TeamPrompt): string {
  return p.type === 'deploy' ? `deploy ${p.missions.join('-')}` : p.type === 'intel' ? `intel${p.sergeant === null ? '' : ' with Sergeant'}` : p.type
}

describe('computer players in team seats', () => {
  it('answer every prompt of many random team views with a legal action, at every level', () => {
    const views = promptedViews(runs(24), 'team-ai-legal')
    expect(views.length).toBeGreaterThan(runs(1000))
    const seen = new Map<string, number>()
    for (const { state, seat, view } of views) {
      deepFreeze(view)
      const legal = game.legalActions(state, seat)
      // What the seat can work out from its view is exactly what the engine allows.
      expect(actionsForTeamView(view)).toEqual(legal)
      for (const level of LEVELS) {
        const action = game.chooseAction(view, level, `legal:${level}`)
        if (!legal.some((a) => isDeepStrictEqual(a, action))) expect({ level, seat, prompt: view.prompt, action }).toBe('a legal action')
      }
      const kind = promptKind(view.prompt as TeamPrompt)
      seen.set(kind, (seen.get(kind) ?? 0) + 1)
    }
    for (const kind of ['deploy 0-1', 'deploy 2-3', 'intel', 'intel with Sergeant', 'deceive', 'guess', 'marshal', 'captain']) {
      expect(seen.get(kind) ?? 0, kind).toBeGreaterThan(runs(5))
    }
  }, 120_000)

  it('play whole games in any seats, with each other and with random players: every decision legal, every game ends', () => {
    const tables: Array<Partial<Record<GameSeat, Level>>> = [
      { red1: 'hard', red2: 'normal', blue1: 'easy', blue2: 'hard' },
      { red1: 'normal', red2: 'normal' },
      { blue1: 'hard', blue2: 'easy' },
      { red2: 'hard', blue1: 'normal' },
      { red1: 'easy', blue2: 'hard' },
      { red1: 'hard', red2: 'hard', blue1: 'hard', blue2: 'hard' },
    ]
    const winners = new Set<string>()
    // Every table, or in the inner loop (test/support/runs.ts) the first: every level, and a win for each side.
    const played = runs(tables.length) === tables.length ? tables : tables.slice(0, 1)
    for (const [t, computer] of played.entries()) {
      for (const wall of [4, 1]) {
        // playModuleGame applies every choice through the engine, which refuses anything illegal.
        const { state, moves } = playModuleGame(`team-ai-game-${t}-${wall}`, { setup: { teams: true, wall }, computer })
        expect(game.winner(state)).not.toBeNull()
        expect(moves.length).toBeLessThanOrEqual(3 * (4 + 4 + 8 * 3))
        winners.add(JSON.stringify(game.winner(state)))
        // Every seat the table gave to the computer did play.
        for (const seat of Object.keys(computer)) expect(moves.some((m) => m.seat === seat)).toBe(true)
      }
    }
    expect(winners.size).toBeGreaterThan(1)
  }, 120_000)

  it('decide from the view alone: hidden cards changed in the state (the enemy\'s, the partner\'s order, the seed) give the same view and the same action', () => {
    const views = promptedViews(runs(4), 'team-ai-blind').filter((_, i) => i % 3 === 0)
    let compared = 0
    for (const { state, seat, view } of views) {
      const side = sideOf(seat)
      const enemy: Seat = side === 'red' ? 'blue' : 'red'
      const other = structuredClone(state)
      // The enemy's hidden soldiers: other ranks altogether.
      other.missions[enemy].forEach((m, i) => {
        if (m.rank !== null && !m.revealed) m.rank = RANKS[(m.rank + i + 3) % RANKS.length]
      })
      // The partner's two hidden soldiers swapped (unless the seat is looking at them while deploying).
      const partner = TEAM_SEATS.find((t) => t !== seat && sideOf(t) === side) as TeamSeat
      const own = view.missions[side]
      const partnerMissions = [0, 1, 2, 3].filter((i) => view.team.missionSeats[side][i] === partner)
      if (partnerMissions.every((i) => own[i].rank === null && other.missions[side][i].rank !== null)) {
        const [a, b] = partnerMissions
        const ra = other.missions[side][a].rank
        other.missions[side][a].rank = other.missions[side][b].rank
        other.missions[side][b].rank = ra
      }
      other.setup.seed = 'another seed'
      other.rng = [1, 2, 3, 4]
      other.intelDeck = other.intelDeck.slice().reverse()
      const otherView = teamViewFor(other, seat)
      expect(JSON.stringify(otherView)).toBe(JSON.stringify(view))
      for (const level of LEVELS) {
        expect(game.chooseAction(otherView, level, 'blind')).toEqual(game.chooseAction(view, level, 'blind'))
        const wired = JSON.parse(JSON.stringify(view)) as TeamView
        expect(game.chooseAction(wired, level, 'blind')).toEqual(game.chooseAction(view, level, 'blind'))
      }
      compared++
    }
    expect(compared).toBeGreaterThan(runs(50))
  }, 120_000)

  it("work out their side's line-up from the view: their own ranks, the turned-up ones, and the partner's from the side's hand (its Sergeant's mission picked consistently)", () => {
    let exact = 0
    for (let g = 0; g < runs(10); g++) {
      const { states } = playModuleGame(`team-ai-infer-${g}`, { setup: { teams: true }, recordStates: true })
      for (const state of states) {
        if (state.phase !== 'intel' && state.phase !== 'mission') continue
        for (const seat of TEAM_SEATS) {
          const side = sideOf(seat)
          const view = teamViewFor(state, seat)
          const inferred = sideViewOf(view).missions[side].map((m) => m.rank)
          const truth = state.missions[side].map((m) => m.rank as Rank)
          const dayHand = RANKS.filter((r) => !state.exhausted[side].includes(r))
          expect(() => checkLineup(dayHand, inferred as Rank[])).not.toThrow()
          expect([...inferred].sort()).toEqual([...truth].sort())
          inferred.forEach((r, i) => {
            // Only where the partner's Sergeant could stand on either of its missions may it differ.
            if (r !== truth[i]) expect(truth.includes(SERGEANT) && !state.missions[side][i].revealed).toBe(true)
          })
          if (isDeepStrictEqual(inferred, truth)) exact++
        }
      }
    }
    expect(exact).toBeGreaterThan(runs(100))
  })

  it('refuse a view with nothing to decide', () => {
    const s = game.createGame({ seed: 'team-ai-nothing', teams: true })
    for (const level of LEVELS) {
      expect(() => game.chooseAction(teamViewFor(s, null), level, 'x')).toThrow()
      expect(() => game.chooseAction(teamViewFor(s, 'red2'), level, 'x')).toThrow()
    }
  })
})
