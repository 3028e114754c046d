// Team property: what a seat may not know does not change its view, checked by playing the same
// moves with something hidden from it changed (a line-up, a pair's order, a Sergeant's token) and
// comparing views byte for byte, each of the four seats and spectators.
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  INTEL_CARDS,
  RANKS,
  SERGEANT,
  lineupsOf,
  replay,
  teamViewFor,
  type GameAction,
  type GameMove,
  type GameState,
  type Rank,
  type Seat,
  type TeamSeat,
} from '../../../../src/engine/spies-and-lies'
import { PROPERTY_TIMEOUT, ok, params } from '../../../support/property-checks'
import type { ModuleGame } from '../team-random-game'
import { where, type GameInput } from './games'
import { ALL_SEATS, OWNER, RUNS, SEATS, TEAM, gameArb, play, sideOf, teamsOf } from './team-games'

describe('Spies & Lies two against two: properties (seeded random team games)', () => {
  describe('non-interference: what a seat may not know does not change its view (each of the four seats, and spectators)', () => {
    /** The index of `seat`'s last `type` move before move `n` on the same day as state `n`, or -1. */
    function todaysMove(g: ModuleGame, n: number, seat: TeamSeat, type: GameAction['type']): number {
      const day = g.states[n].day
      for (let i = n - 1; i >= 0 && g.states[i].day === day; i--) if (g.moves[i].seat === seat && g.moves[i].action.type === type) return i
      return -1
    }

    function viewJson(s: GameState, seat: TeamSeat | null): string {
      return JSON.stringify(teamViewFor(s, seat))
    }

    /** The public Intel tokens `line` would show, the Sergeant's taken from its owner's move (or null before they are public). */
    function tokensOf(g: ModuleGame, point: number, side: Seat, line: readonly Rank[]): Array<boolean | null> {
      const s = g.states[point]
      const card = s.intelCurrent === null ? [] : (INTEL_CARDS.find((c) => c.id === s.intelCurrent)?.ranks ?? [])
      return line.map((r, i) => {
        if (r !== SERGEANT) return card.includes(r)
        const at = todaysMove(g, point, OWNER[side][i], 'intel')
        const action = at < 0 ? null : g.moves[at].action
        return action?.type === 'intel' ? (action.sergeantToken ?? null) : null
      })
    }

    interface Variant {
      label: string
      moves: GameMove[]
      /** Viewers whose view must not change. */
      blind: Array<TeamSeat | null>
      /** Seats of which at least one must see a change (so the variant really differs). */
      seeing: TeamSeat[]
    }

    /** Another line-up for `side` today, consistent with everything public at the point: the enemy's and spectators' view. */
    function enemyVariant(g: ModuleGame, point: number, side: Seat, pick: number): Variant | null {
      const s = g.states[point]
      const [first, second] = TEAM[side]
      const d1 = todaysMove(g, point, first, 'deploy')
      if (d1 < 0) return null
      const d2 = todaysMove(g, point, second, 'deploy')
      const original = s.missions[side].map((m) => m.rank)
      const dayHand = RANKS.filter((r) => !s.exhausted[side].includes(r))
      const tokensPublic = s.intelConfirmed.red && s.intelConfirmed.blue
      const half = (line: readonly Rank[]) => (line.indexOf(SERGEANT) < 0 ? -1 : line.indexOf(SERGEANT) < 2 ? 0 : 1)
      const seen = new Set<string>()
      const lines = lineupsOf(dayHand).filter((line) => {
        const used = d2 < 0 ? line.slice(0, 2) : line
        const key = used.join(',')
        if (seen.has(key) || used.every((r, i) => r === original[i])) return false
        seen.add(key)
        if (!s.missions[side].every((m, i) => !m.revealed || line[i] === m.rank)) return false
        // The rest of the moves stay legal: the Sergeant stays with the seat that chose its token.
        if (d2 >= 0 && s.phase !== 'deploy' && half(line) !== half(original as Rank[])) return false
        if (tokensPublic && !isDeepStrictEqual(tokensOf(g, point, side, line), s.missions[side].map((m) => m.intelToken))) return false
        return true
      })
      if (lines.length === 0) return null
      const line = lines[pick % lines.length]
      const moves = g.moves.slice(0, point)
      moves[d1] = { seat: first, action: { type: 'deploy', missions: [line[0], line[1]] } }
      if (d2 >= 0) moves[d2] = { seat: second, action: { type: 'deploy', missions: [line[2], line[3]] } }
      const enemy = SEATS.find((x) => x !== side) as Seat
      return { label: `${side} deploying ${(d2 < 0 ? line.slice(0, 2) : line).join(',')}`, moves, blind: [...TEAM[enemy], null], seeing: [first, second] }
    }

    /** The seat's own pair with its Sergeant on the other mission: its partner's view (and everyone else's) is unchanged. */
    function partnerVariant(g: ModuleGame, point: number, seat: TeamSeat): Variant | null {
      const s = g.states[point]
      const side = sideOf(seat)
      const at = todaysMove(g, point, seat, 'deploy')
      if (at < 0) return null
      const action = g.moves[at].action
      if (action.type !== 'deploy' || !action.missions.includes(SERGEANT)) return null
      const [a, b] = OWNER[side].flatMap((o, i) => (o === seat ? [i] : []))
      if (s.missions[side][a].revealed || s.missions[side][b].revealed) return null
      const partner = TEAM[side].find((t) => t !== seat) as TeamSeat
      const teams = teamsOf(s)
      // The second seat looks at its partner's pair while it deploys: then it may know it.
      if (seat === TEAM[side][0] && s.phase === 'deploy' && !teams.deployed[partner]) return null
      const swapped: [Rank, Rank] = [action.missions[1], action.missions[0]]
      const line = s.missions[side].map((m, i) => (i === a ? swapped[0] : i === b ? swapped[1] : m.rank)) as Rank[]
      if (s.intelConfirmed.red && s.intelConfirmed.blue && !isDeepStrictEqual(tokensOf(g, point, side, line), s.missions[side].map((m) => m.intelToken))) return null
      const moves = g.moves.slice(0, point)
      moves[at] = { seat, action: { type: 'deploy', missions: swapped } }
      const enemy = SEATS.find((x) => x !== side) as Seat
      return { label: `${seat} deploying ${swapped.join(',')}`, moves, blind: [partner, ...TEAM[enemy], null], seeing: [seat] }
    }

    /** The Sergeant's token the other way, while the tokens are not yet public: only its owner knows it. */
    function tokenVariant(g: ModuleGame, point: number, seat: TeamSeat): Variant | null {
      const s = g.states[point]
      if (s.phase !== 'intel') return null
      const at = todaysMove(g, point, seat, 'intel')
      const action = at < 0 ? null : g.moves[at].action
      if (action?.type !== 'intel' || action.sergeantToken === undefined) return null
      const moves = g.moves.slice(0, point)
      moves[at] = { seat, action: { type: 'intel', sergeantToken: !action.sergeantToken } }
      return { label: `${seat} giving the other token`, moves, blind: [...ALL_SEATS.filter((t) => t !== seat), null], seeing: [seat] }
    }

    const sampleArb = fc.record({ game: gameArb, pick: fc.nat() })

    function checkVariant(input: GameInput, g: ModuleGame, point: number, v: Variant): void {
      const at = () => `${where(input, point)}: ${v.label}`
      let b: GameState
      try {
        b = replay(g.options, v.moves)
      } catch (error) {
        throw new Error(`${at()}: the rewritten moves do not replay: ${String(error)}`)
      }
      const a = g.states[point]
      for (const viewer of v.blind) {
        const va = viewJson(a, viewer)
        const vb = viewJson(b, viewer)
        ok(va === vb, () => `${at()}: the view for ${String(viewer)} changed:\n${va}\n${vb}`)
      }
      ok(v.seeing.some((seat) => viewJson(a, seat) !== viewJson(b, seat)), () => `${at()}: nobody sees the difference`)
    }

    it(
      "another consistent line-up of one side (the enemy's hidden cards) gives byte-identical views to both enemy seats and spectators",
      () => {
        let samples = 0
        fc.assert(
          fc.property(sampleArb, ({ game: input, pick }) => {
            const g = play(input)
            for (const side of SEATS) {
              for (let k = 0; k < g.states.length; k++) {
                const point = (pick + k) % g.states.length
                const v = enemyVariant(g, point, side, pick)
                if (v === null) continue
                samples++
                checkVariant(input, g, point, v)
                break
              }
            }
          }),
          params(RUNS.nonInterference),
        )
        expect(samples).toBeGreaterThan(RUNS.nonInterference)
      },
      PROPERTY_TIMEOUT,
    )

    it(
      "a seat's own pair with its Sergeant on the other mission gives its partner (and everyone else) byte-identical views",
      () => {
        let samples = 0
        const seats = new Set<TeamSeat>()
        fc.assert(
          fc.property(sampleArb, ({ game: input, pick }) => {
            const g = play(input)
            for (const seat of ALL_SEATS) {
              for (let k = 0; k < g.states.length; k++) {
                const point = (pick + k) % g.states.length
                const v = partnerVariant(g, point, seat)
                if (v === null) continue
                samples++
                seats.add(seat)
                checkVariant(input, g, point, v)
                break
              }
            }
          }),
          params(RUNS.nonInterference),
        )
        expect(samples).toBeGreaterThan(RUNS.nonInterference / 2)
        expect([...seats].sort()).toEqual([...ALL_SEATS].sort())
      },
      PROPERTY_TIMEOUT,
    )

    it(
      "a Sergeant's token the other way, before all four have confirmed, gives every other seat (its partner too) and spectators byte-identical views",
      () => {
        let samples = 0
        fc.assert(
          fc.property(sampleArb, ({ game: input, pick }) => {
            const g = play(input)
            for (let k = 0; k < g.states.length; k++) {
              const point = (pick + k) % g.states.length
              const v = ALL_SEATS.map((seat) => tokenVariant(g, point, seat)).find((x) => x !== null)
              if (!v) continue
              samples++
              checkVariant(input, g, point, v)
              break
            }
          }),
          params(RUNS.nonInterference),
        )
        expect(samples).toBeGreaterThan(RUNS.nonInterference / 4)
      },
      PROPERTY_TIMEOUT,
    )

    it(
      "editing hidden ranks in the state (an enemy side's, or a seat's own two swapped) changes no view of a seat that may not know them",
      () => {
        let samples = 0
        fc.assert(
          fc.property(sampleArb, ({ game: input, pick }) => {
            const g = play(input)
            const point = pick % g.states.length
            const a = g.states[point]
            for (const side of SEATS) {
              const hidden = a.missions[side].flatMap((m, i) => (m.rank !== null && !m.revealed ? [i] : []))
              if (hidden.length === 0) continue
              const enemy = SEATS.find((x) => x !== side) as Seat
              // The enemy and spectators: any ranks at all on the hidden missions.
              const b = structuredClone(a)
              for (const i of hidden) b.missions[side][i].rank = RANKS[(pick + i) % RANKS.length]
              for (const viewer of [...TEAM[enemy], null]) {
                ok(viewJson(a, viewer) === viewJson(b, viewer), () => `${where(input, point)}: ${side}'s ranks edited, ${String(viewer)} saw it`)
              }
              samples++
              // The partner: a seat's own two hidden ranks swapped (the side's hand stays the same).
              for (const seat of TEAM[side]) {
                const own = hidden.filter((i) => OWNER[side][i] === seat)
                const partner = TEAM[side].find((t) => t !== seat) as TeamSeat
                const peeking = seat === TEAM[side][0] && a.phase === 'deploy' && !teamsOf(a).deployed[partner]
                if (own.length !== 2 || peeking) continue
                const c = structuredClone(a)
                c.missions[side][own[0]].rank = a.missions[side][own[1]].rank
                c.missions[side][own[1]].rank = a.missions[side][own[0]].rank
                for (const viewer of [partner, ...TEAM[enemy], null]) {
                  ok(viewJson(a, viewer) === viewJson(c, viewer), () => `${where(input, point)}: ${seat}'s two ranks swapped, ${String(viewer)} saw it`)
                }
                ok(viewJson(a, seat) !== viewJson(c, seat), () => `${where(input, point)}: ${seat} does not see its own ranks`)
              }
            }
          }),
          params(RUNS.nonInterference),
        )
        expect(samples).toBeGreaterThan(RUNS.nonInterference / 2)
      },
      PROPERTY_TIMEOUT,
    )
  })
})
