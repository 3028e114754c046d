// Confusion property: a side's secret pieces reach nobody who may not know them, checked by playing
// the same moves with the secret changed and comparing views and actions byte for byte until the
// game itself legitimately tells it.
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import {
  DOUBLE_AGENT,
  applyAction,
  createGame,
  legalActions,
  opponent,
  viewFor,
  type GameState,
  type Label,
  type MovementId,
  type Seat,
  type TypeId,
} from '../../../../src/engine/confusion'
import { forcedAnswer } from '../../../../src/engine/confusion/movement'
import { sameOrders } from '../../../../src/engine/confusion/legal'
import { lineBetween, ownerDirection } from '../../../../src/engine/confusion/geometry'
import { PROPERTY_TIMEOUT, ok, params } from '../../../support/property-checks'
import { RUNS, mediumGameArb, play, shortGameArb, where, type GameInput, type RecordedGame } from './games'

describe('Confusion engine properties (seeded random games)', () => {
  describe("non-interference: a side's secret pieces change nothing that side or a spectator sees, as long as the answers are the same", () => {
    /**
     * Where two public logs first differ, is the difference one the secret may make? A different
     * answer to the same attempt, a promotion (which tells a crown piece), or a different spy
     * unmasked. Anything else (an entry missing, late, or changed otherwise) is a leak.
     */
    function legitimateDifference(la: GameState['log'], lb: GameState['log']): boolean {
      let i = 0
      while (i < la.length && i < lb.length && JSON.stringify(la[i]) === JSON.stringify(lb[i])) i++
      const [ea, eb] = [la[i], lb[i]]
      if (ea?.type === 'promotion' || eb?.type === 'promotion') return true
      if (ea?.type === 'eliminateDoubleAgent' && eb?.type === 'eliminateDoubleAgent') return true
      if (ea?.type === 'attempt' && eb?.type === 'attempt') return JSON.stringify({ ...ea, yes: null }) === JSON.stringify({ ...eb, yes: null })
      return false
    }

    /**
     * Replays `a`'s moves on `b` (a game that differs from `a` only in `side`'s secret), comparing
     * `side`'s and the spectators' views and `side`'s actions at every step, until the secret is
     * legitimately told: a different answer, a promotion, an unmasking, or `side`'s Reveal 1 on a
     * `watched` label. Any other difference fails. Returns the number of steps compared.
     */
    function compare(input: GameInput, a: RecordedGame, start: GameState, side: Seat, watched: readonly Label[]): number {
      let b = start
      let compared = 0
      for (let step = 0; step <= a.moves.length; step++) {
        const sa = a.states[step]
        if (JSON.stringify(sa.log) !== JSON.stringify(b.log)) {
          ok(legitimateDifference(sa.log, b.log), () => `${where(input, step)}: the public log changed with ${side}'s secret:\n${JSON.stringify(sa.log.slice(-4))}\n${JSON.stringify(b.log.slice(-4))}`)
          break
        }
        if (sa.log.some((e) => e.type === 'token' && e.kind === 'reveal' && e.seat === side && watched.includes(e.label))) break
        // Once the game is over every piece is shown: the secret is told to everyone.
        if (sa.phase === 'over') break
        for (const viewer of [side, null]) {
          const va = JSON.stringify(viewFor(sa, viewer))
          const vb = JSON.stringify(viewFor(b, viewer))
          ok(va === vb, () => `${where(input, step)}: the view for ${String(viewer)} changed with ${side}'s secret:\n${va}\n${vb}`)
        }
        ok(isDeepStrictEqual(legalActions(sa, side), legalActions(b, side)), () => `${where(input, step)}: ${side}'s legal actions changed with its secret`)
        compared++
        if (step === a.moves.length) break
        const { seat, action } = a.moves[step]
        try {
          b = applyAction(b, seat, action)
        } catch (error) {
          // Only the other side, who knows the secret, may find its action refused (a by-hand answer
          // that is no longer the truth, an unmasking of a Double Agent no longer on the board).
          ok(seat !== side, () => `${where(input, step)}: ${seat} ${JSON.stringify(action)} is refused with the other secret: ${String(error)}`)
          break
        }
      }
      return compared
    }

    const assignmentOf = (s: GameState, seat: Seat): Record<Label, MovementId> =>
      Object.fromEntries(s.spies.filter((x) => x.owner === seat).map((x) => [x.label, x.movement])) as Record<Label, MovementId>

    it(
      'two spies of a side exchange their movement pieces',
      () => {
        let total = 0
        fc.assert(
          fc.property(mediumGameArb, fc.constantFrom<Seat>('white', 'red'), fc.nat(), fc.nat(), (input, side, i, j) => {
            const a = play(input)
            const mine = a.states[0].spies.filter((x) => x.owner === side)
            const x = mine[i % mine.length]
            const y = mine[(i + 1 + (j % (mine.length - 1))) % mine.length]
            const swapped = { ...assignmentOf(a.states[0], side), [x.label]: y.movement, [y.label]: x.movement }
            const movement = { [side]: swapped, [opponent(side)]: assignmentOf(a.states[0], opponent(side)) } as Record<Seat, Record<Label, MovementId>>
            total += compare(input, a, createGame({ ...a.options, movement }), side, [x.label, y.label])
          }),
          params(RUNS.nonInterference),
        )
        ok(total > RUNS.nonInterference * 5, () => `only ${total} steps compared: the property hardly ran`)
      },
      PROPERTY_TIMEOUT,
    )

    it(
      'the Double Agent and a spy whose piece the enemy orders it to answer as: the owner cannot tell them apart',
      () => {
        let total = 0
        fc.assert(
          fc.property(shortGameArb, fc.constantFrom<Seat>('white', 'red'), fc.nat(), (input, side, i) => {
            if (input.setup.variants?.honor) return
            const enemy = opponent(side)
            const base = createGame({ ...input.setup, seed: input.seed })
            const mine = base.spies.filter((x) => x.owner === side)
            const da = mine.find((x) => x.movement === DOUBLE_AGENT) as GameState['spies'][number]
            const other = mine.filter((x) => x !== da)[i % (mine.length - 1)]
            const as = other.movement as TypeId
            const movementA = { [side]: assignmentOf(base, side), [enemy]: assignmentOf(base, enemy) } as Record<Seat, Record<Label, MovementId>>
            const movementB = { ...movementA, [side]: { ...movementA[side], [da.label]: as, [other.label]: DOUBLE_AGENT } }
            // The enemy answers the Double Agent as `as` would be answered: by standing orders, or by hand.
            const begin = (movement: Record<Seat, Record<Label, MovementId>>): GameState => {
              const s = createGame({ ...input.setup, seed: input.seed, movement })
              // Orders already in force are not given again (they would change nothing: refused).
              return s.rules.answers === 'orders' && !sameOrders(s.orders[enemy], { as }) ? applyAction(s, enemy, { type: 'orders', doubleAgent: { as } }) : s
            }
            const answersAs = (s: GameState): boolean => {
              const p = s.pending
              if (p?.kind !== 'answer') throw new Error('no attempt to answer')
              const line = lineBetween(p.attempt.from, p.attempt.to)
              if (line === null) throw new Error('a bent attempt')
              return forcedAnswer({ promoted: false, movement: as }, ownerDirection(p.attempt.seat, line.dx, line.dy), line.dist) as boolean
            }
            const a = play(input, { start: begin(movementA), ordersRate: 0, doubleAgentAnswer: answersAs })
            total += compare(input, a, begin(movementB), side, [da.label, other.label])
          }),
          params(RUNS.doubleAgent),
        )
        ok(total > RUNS.doubleAgent * 5, () => `only ${total} steps compared: the property hardly ran`)
      },
      PROPERTY_TIMEOUT,
    )
  })
})
