// Two-player property: a side's hidden cards reach nobody else, checked by playing the same moves
// with another line-up the other side could not tell apart and comparing views byte for byte.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  SEATS,
  SERGEANT,
  legalActions,
  opponent,
  replay,
  viewFor,
  type Action,
  type GameState,
  type Move,
  type Rank,
  type Seat,
} from '../../../../src/engine/spies-and-lies'
import { PROPERTY_TIMEOUT, ok, params } from '../../../support/property-checks'
import { RUNS, gameArb, play, where, type RecordedGame } from './games'
import { deployedRanks } from './invariants'

describe('Spies & Lies engine properties (seeded random games)', () => {
  describe('non-interference: one side\'s hidden cards do not change what the other side or a spectator sees', () => {
    /** The index of the last `type` move by `seat` before move `n` (and after move `after`), or -1. */
    function lastMoveIndex(moves: readonly Move[], n: number, seat: Seat, type: Action['type'], after = -1): number {
      for (let i = n - 1; i > after; i--) if (moves[i].seat === seat && moves[i].action.type === type) return i
      return -1
    }

    function viewJson(s: GameState, seat: Seat | null): string {
      return JSON.stringify(viewFor(s, seat))
    }

    interface Sample {
      point: number
      line: Rank[]
    }

    /**
     * Other legal line-ups `side` could have deployed today that are consistent with everything
     * public at `states[point]`: revealed cards in place and, with `faithful`, the same Intel
     * tokens and the same Sergeant-or-not (so the rest of the move list stays legal).
     */
    function alternatives(game: RecordedGame, point: number, side: Seat, faithful: boolean): Rank[][] {
      const s = game.states[point]
      if (!s.deployed[side] || s.missions[side].every((m) => m.revealed)) return []
      const deployAt = lastMoveIndex(game.moves, point, side, 'deploy')
      if (deployAt < 0) throw new Error('deployed without a deploy move')
      const original = deployedRanks(s, side)
      const missions = s.missions[side]
      const card = viewFor(s, side).intel.current ?? []
      const tokensPublic = s.intelConfirmed.red && s.intelConfirmed.blue
      const out: Rank[][] = []
      for (const action of legalActions(game.states[deployAt], side)) {
        if (action.type !== 'deploy') continue
        const line = action.missions
        if (line.every((r, i) => r === original[i])) continue
        if (!missions.every((m, i) => !m.revealed || line[i] === original[i])) continue
        if (faithful) {
          if (s.phase !== 'deploy' && line.includes(SERGEANT) !== original.includes(SERGEANT)) continue
          if (tokensPublic && !line.every((r, i) => r === SERGEANT || card.includes(r) === missions[i].intelToken)) continue
        }
        out.push(line.slice())
      }
      return out
    }

    /** The same moves with `side`'s deployment today (and its Intel confirmation) replaced. */
    function rewrite(game: RecordedGame, point: number, side: Seat, line: Rank[]): Move[] {
      const s = game.states[point]
      const moves = game.moves.slice(0, point)
      const deployAt = lastMoveIndex(moves, point, side, 'deploy')
      moves[deployAt] = { seat: side, action: { type: 'deploy', missions: [line[0], line[1], line[2], line[3]] } }
      const intelAt = lastMoveIndex(moves, point, side, 'intel', deployAt)
      if (intelAt >= 0) {
        const original = moves[intelAt].action
        const sergeant = line.indexOf(SERGEANT)
        let sergeantToken: boolean | undefined
        if (sergeant >= 0) {
          const shown = s.missions[side][sergeant].intelToken
          sergeantToken = s.intelConfirmed.red && s.intelConfirmed.blue && shown !== null ? shown
            : original.type === 'intel' ? original.sergeantToken : undefined
        }
        moves[intelAt] = { seat: side, action: sergeantToken === undefined ? { type: 'intel' } : { type: 'intel', sergeantToken } }
      }
      return moves
    }

    /** A random point with at least one alternative line-up (searching on from a random start). */
    function pickSample(game: RecordedGame, side: Seat, faithful: boolean, pick: number): Sample | null {
      const n = game.states.length
      for (let k = 0; k < n; k++) {
        const point = (pick + k) % n
        const lines = alternatives(game, point, side, faithful)
        if (lines.length > 0) return { point, line: lines[Math.floor(pick / n) % lines.length] }
      }
      return null
    }

    const sampleArb = fc.record({ game: gameArb, pick: fc.nat() })

    it(
      'replaying the same moves with another consistent line-up gives byte-identical views to the other side and spectators',
      () => {
        let samples = 0
        let runs = 0
        const phases = new Map<string, number>()
        fc.assert(
          fc.property(sampleArb, ({ game: input, pick }) => {
            runs++
            const game = play(input)
            for (const side of SEATS) {
              const sample = pickSample(game, side, true, pick)
              if (sample === null) continue
              samples++
              const a = game.states[sample.point]
              const phase = `${a.phase}${a.missions[side].some((m) => m.revealed) ? '+revealed' : ''}`
              phases.set(phase, (phases.get(phase) ?? 0) + 1)
              const moves = rewrite(game, sample.point, side, sample.line)
              const at = () => `${where(input, sample.point)}: ${side} deploying ${sample.line.join(',')}`
              let b: GameState
              try {
                b = replay(game.options, moves)
              } catch (error) {
                throw new Error(`${at()}: the rewritten moves do not replay: ${String(error)}`)
              }
              ok(
                JSON.stringify(deployedRanks(b, side)) === JSON.stringify(sample.line),
                () => `${at()}: the rewritten game did not deploy the new line-up`,
              )
              for (const viewer of [opponent(side), null]) {
                const va = viewJson(a, viewer)
                const vb = viewJson(b, viewer)
                ok(va === vb, () => `${at()}: the view for ${String(viewer)} changed:\n${va}\n${vb}`)
              }
              ok(viewJson(a, side) !== viewJson(b, side), () => `${at()}: ${side}'s own view did not change`)
            }
          }),
          params(RUNS.nonInterference),
        )
        if (process.env.PROPS_DEBUG) console.log(`samples ${samples} in ${runs} runs`, phases)
        expect(samples).toBeGreaterThan(runs)
      },
      PROPERTY_TIMEOUT,
    )
  })
})
