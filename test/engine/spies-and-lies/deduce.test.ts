// deduce(view): the exact probability of each rank on each hidden enemy mission, from the view
// alone. Checked against an independent brute force (every ordered choice of four soldiers from the
// hand, filtered by the rules as the spec states them) on views from real random games.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  RANKS,
  deduce,
  opponent,
  outcomeProbabilities,
  viewFor,
  type GameState,
  type PlayerView,
  type Prior,
  type Rank,
  type Seat,
} from '../../../src/engine/spies-and-lies'
import { playRandomGame } from '../../support/random-game'
import { runs } from '../../support/runs'

const SEATS: readonly Seat[] = ['red', 'blue']
const TOLERANCE = 1e-9

/** Every ordered choice of four different ranks from `hand` (memoised per hand). */
const permutationCache = new Map<string, Rank[][]>()
function permutations4(hand: readonly Rank[]): Rank[][] {
  const key = hand.join(',')
  const cached = permutationCache.get(key)
  if (cached) return cached
  const out: Rank[][] = []
  for (const a of hand)
    for (const b of hand)
      for (const c of hand)
        for (const d of hand) if (new Set([a, b, c, d]).size === 4) out.push([a, b, c, d])
  permutationCache.set(key, out)
  return out
}

/** The order rule: apart from the Sergeant (4), ranks increase strictly from mission 1 to 4. */
function ordered(line: readonly Rank[]): boolean {
  const others = line.filter((r) => r !== 4)
  return others.every((r, i) => i === 0 || r > others[i - 1])
}

interface Brute {
  count: number
  /** dist[mission][rank] */
  dist: number[][]
  lines: Array<{ line: Rank[]; weight: number }>
}

/**
 * The brute force, written from the rules and not from deduce.ts: outside the deploy phase the
 * side's missions are today's line-up, turned-up cards are what they show, and once tokens are
 * public a non-Sergeant card has one exactly when its rank is on the Intel card.
 */
function bruteForce(view: PlayerView, side: Seat, prior: Prior = () => 1): Brute {
  const hand = RANKS.filter((r) => !view.exhausted[side].includes(r))
  const missions = view.missions[side]
  const today = view.phase !== 'deploy'
  const lines: Brute['lines'] = []
  for (const line of permutations4(hand)) {
    if (!ordered(line)) continue
    if (today) {
      const fits = missions.every((m, i) => {
        if (m.revealed && m.rank !== line[i]) return false
        if (m.intelToken !== null && line[i] !== 4 && m.intelToken !== (view.intel.current ?? []).includes(line[i])) return false
        return true
      })
      if (!fits) continue
    }
    lines.push({ line, weight: prior(line) })
  }
  const total = lines.reduce((n, l) => n + l.weight, 0)
  const dist = [0, 1, 2, 3].map(() => new Array<number>(11).fill(0))
  for (const { line, weight } of lines) line.forEach((r, i) => (dist[i][r] += weight / total))
  return { count: lines.length, dist, lines }
}

/** Views of both seats at every recorded state of `games` random games. */
function randomViews(games: number, prefix: string): PlayerView[] {
  const views: PlayerView[] = []
  for (let g = 0; g < games; g++) {
    const { states } = playRandomGame(`${prefix}-${g}`, { recordStates: true, setup: g % 3 === 0 ? { wall: 3 } : {} })
    for (const state of states ?? []) for (const seat of SEATS) views.push(viewFor(state, seat))
  }
  return views
}

/** A deterministic, lumpy prior: the kind of non-uniform weights a learned prior gives. */
const lumpyPrior: Prior = (line) => 1 + ((line[0] * 7 + line[1] * 13 + line[2] * 3 + line[3] * 11) % 5)

function expectMatches(view: PlayerView, prior?: Prior): void {
  const side = opponent(view.seat as Seat)
  const got = deduce(view, prior ? { prior } : {})
  const want = bruteForce(view, side, prior)
  let error = 0
  got.missions.forEach((m, i) => {
    for (const r of RANKS) error = Math.max(error, Math.abs(m.ranks[r] - want.dist[i][r]))
  })
  // One assertion per view (not per number), with the view's coordinates when it fails.
  if (got.side !== side || got.lineups !== want.count || error > TOLERANCE) {
    expect({ side: got.side, lineups: got.lineups, error, phase: view.phase, turn: view.turn, day: view.day }).toEqual({
      side,
      lineups: want.count,
      error: 0,
      phase: view.phase,
      turn: view.turn,
      day: view.day,
    })
  }
}

describe('deduce', () => {
  it('equals the brute force with a uniform prior on views from random games', () => {
    const views = randomViews(runs(80), 'deduce-uniform')
    expect(views.length).toBeGreaterThan(runs(6000))
    for (const view of views) expectMatches(view)
  }, 120_000)

  it('equals the brute force with a non-uniform prior', () => {
    for (const view of randomViews(runs(12), 'deduce-lumpy')) expectMatches(view, lumpyPrior)
  }, 120_000)

  it('gives distributions that sum to 1, certainty on turned-up missions, and only ranks of the hand', () => {
    for (const view of randomViews(runs(25), 'deduce-sums')) {
      const side = opponent(view.seat as Seat)
      const d = deduce(view)
      expect(d.lineups).toBeGreaterThan(0)
      d.missions.forEach((m, i) => {
        const sum = RANKS.reduce((n, r) => n + m.ranks[r], 0)
        expect(Math.abs(sum - 1)).toBeLessThan(TOLERANCE)
        for (const r of view.exhausted[side]) expect(m.ranks[r]).toBe(0)
        const shown = view.missions[side][i]
        if (view.phase !== 'deploy' && shown.revealed) {
          expect(m.hidden).toBe(false)
          expect(m.ranks[shown.rank as Rank]).toBe(1)
        } else {
          expect(m.hidden).toBe(true)
        }
      })
    }
  }, 120_000)

  it('deduces for a spectator when told which side, and refuses to guess the side', () => {
    const { states } = playRandomGame('deduce-spectator', { recordStates: true })
    const state = (states ?? []).find((s) => s.phase === 'mission' && s.turn === 3) as GameState
    const view = viewFor(state, null)
    expect(() => deduce(view)).toThrow()
    const red = deduce(view, { side: 'red' })
    const want = bruteForce(view, 'red')
    expect(red.lineups).toBe(want.count)
  })

  it('never depends on hidden information: states differing only in the hidden enemy cards deduce alike', () => {
    const games = new Map<number, GameState[]>()
    const statesOf = (g: number): GameState[] => {
      let states = games.get(g)
      if (!states) games.set(g, (states = playRandomGame(`deduce-hidden-${g}`, { recordStates: true }).states ?? []))
      return states
    }
    let compared = 0
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 39 }), fc.nat(), fc.nat(), fc.boolean(), (g, at, alt, redViews) => {
        const states = statesOf(g).filter((s) => s.phase === 'intel' || s.phase === 'mission')
        const state = states[at % states.length]
        const viewer: Seat = redViews ? 'red' : 'blue'
        const enemy = opponent(viewer)
        const view = viewFor(state, viewer)
        // Another line-up the enemy could hold, from the brute force (not from deduce).
        const candidates = bruteForce(view, enemy).lines
        const other = candidates[alt % candidates.length].line
        const card = view.intel.current ?? []
        const edited: GameState = {
          ...state,
          missions: {
            ...state.missions,
            [enemy]: state.missions[enemy].map((m, i) => {
              if (m.revealed) return m
              const rank = other[i]
              let intelToken: boolean | null
              if (rank !== 4) intelToken = card.includes(rank)
              // The Sergeant's token is its owner's choice: keep what the viewer sees there.
              else intelToken = state.intelConfirmed[enemy] ? (m.intelToken ?? true) : null
              return { ...m, rank, intelToken }
            }),
          },
        }
        const otherView = viewFor(edited, viewer)
        // Only hidden information changed: the viewer sees the same thing...
        expect(otherView).toEqual(view)
        // ...and deduces the same thing.
        expect(deduce(otherView)).toEqual(deduce(view))
        compared += 1
      }),
      { numRuns: runs(300) },
    )
    expect(compared).toBe(runs(300))
  }, 120_000)
})

describe('outcomeProbabilities', () => {
  it("splits a guess into correct, activation and forced retreat by the guesser's active abilities", () => {
    let retreats = 0
    for (const view of randomViews(25, 'deduce-outcomes')) {
      if (view.prompt?.type !== 'guess') continue
      const mission = view.prompt.mission
      const me = view.seat as Seat
      const side = opponent(me)
      const mine = view.active[me]
      const { lines } = bruteForce(view, side)
      const total = lines.reduce((n, l) => n + l.weight, 0)
      for (const rank of RANKS) {
        const want = { correct: 0, activation: 0, retreat: 0 }
        for (const { line, weight } of lines) {
          const card = line[mission]
          if (card === rank) want.correct += weight / total
          else if (mine.bomb || (card === 10 && mine.spy) || (card === 7 && mine.miner)) want.retreat += weight / total
          else want.activation += weight / total
        }
        const got = outcomeProbabilities(view, mission, rank)
        expect(Math.abs(got.correct - want.correct)).toBeLessThan(TOLERANCE)
        expect(Math.abs(got.activation - want.activation)).toBeLessThan(TOLERANCE)
        expect(Math.abs(got.retreat - want.retreat)).toBeLessThan(TOLERANCE)
        expect(Math.abs(got.correct + got.activation + got.retreat - 1)).toBeLessThan(TOLERANCE)
        if (mine.bomb) expect(got.activation).toBe(0)
        if (got.retreat > 0) retreats += 1
      }
    }
    // The random games did reach guesses with a Bomb, Spy or Miner active.
    expect(retreats).toBeGreaterThan(0)
  }, 120_000)
})
