// The computer players' parts: how far each movement kind gets, the look-ahead's board (the same
// physically possible attempts as the engine lists), the carrier's way home, and the reading of the
// opponent's competence and expert's weights.
import { describe, expect, it } from 'vitest'
import { actionsFromView, toActOf, viewFor, type PlayerView, type Prompt } from '../../../src/engine/confusion'
import { KINDS, NEVER, movesBetween, movesToGoal, reachOf } from '../../../src/engine/confusion/ai/reach'
import { cellOf, forEachAttempt, positionOf, squareOf } from '../../../src/engine/confusion/ai/position'
import { safeTurnsHome, threatsOf } from '../../../src/engine/confusion/ai/carrier'
import { beliefsOf } from '../../../src/engine/confusion/ai/beliefs'
import { competenceOf } from '../../../src/engine/confusion/ai/opponent'
import { HARD_WEIGHTS, evaluator, spyCost } from '../../../src/engine/confusion/ai/evaluate'
import { EXPERT_WEIGHTS } from '../../../src/engine/confusion/ai/levels'
import { playRandomGame } from '../../support/confusion-random-game'
import { arrange, newGame } from './helpers'

const kind = (id: string): number => KINDS.indexOf(id as (typeof KINDS)[number])
const at = (x: number, y: number): number => cellOf([x, y])
const SET_2 = reachOf(2)

describe('reach: fewest moves of each movement kind on an open board', () => {
  it('counts straight lines, detours and the impossible, in the owner frame', () => {
    expect(movesBetween(SET_2, kind('M03'), 'white', at(5, 1), at(5, 5))).toBe(1)
    expect(movesBetween(SET_2, kind('M05'), 'white', at(5, 1), at(5, 5))).toBe(2)
    // Sideways and back only (M04): never gets further forward. Diagonals only: never changes square colour.
    expect(movesBetween(SET_2, kind('M04'), 'white', at(5, 1), at(5, 5))).toBe(NEVER)
    expect(movesBetween(SET_2, kind('M02'), 'white', at(5, 1), at(5, 4))).toBe(NEVER)
    expect(movesBetween(SET_2, kind('M02'), 'white', at(5, 1), at(5, 5))).toBe(4)
    // Forward only (M07): Red's forward is down the board.
    expect(movesBetween(SET_2, kind('M07'), 'red', at(5, 9), at(5, 5))).toBe(2)
    expect(movesBetween(SET_2, kind('M07'), 'white', at(5, 9), at(5, 5))).toBe(NEVER)
    expect(movesToGoal(SET_2, kind('M07'), 'white', at(2, 7))).toBe(1)
    expect(movesToGoal(SET_2, kind('PROMOTED'), 'red', at(2, 7))).toBe(4)
  })
})

describe("the look-ahead's board", () => {
  it("lists exactly the engine's physically possible attempts, from hundreds of random views", () => {
    let compared = 0
    for (let g = 0; g < 6; g++) {
      const { states } = playRandomGame(`ai-parts-${g}`, { setup: { maxTurns: 80, variants: { tight: g % 2 === 1 } }, recordStates: true, briefcaseBias: 0.5 })
      for (const state of states ?? []) {
        for (const seat of toActOf(state)) {
          const view: PlayerView = viewFor(state, seat)
          const prompt = view.prompt as Prompt
          if (prompt.type !== 'move' || prompt.attempt !== 1 || view.current.free !== null) continue
          const listed = new Set(actionsFromView(view).flatMap((a) => (a.type === 'move' ? [JSON.stringify([a.from, a.to, a.briefcase ?? null])] : [])))
          const { table, pos } = positionOf(view)
          const mine = new Set<string>()
          for (const from of prompt.movers) {
            forEachAttempt(table, pos, pos.grid[cellOf(from)] - 1, (a) => mine.add(JSON.stringify([squareOf(a.from), squareOf(a.to), a.mode])))
          }
          expect(mine).toEqual(listed)
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(300)
  })
})

describe("the carrier's way home", () => {
  it('goes round the squares the opponent may take, and pays for those it cannot avoid', () => {
    // White's H moves as M07 (forward up to 3) from row 6. Red's E (M04, sideways up to 4) on row 9
    // may take any square of row 9 within reach: the straight way (rows 7 and 10) avoids it.
    const s = arrange(newGame(), {
      only: true,
      white: { H: [5, 6] },
      red: { E: [2, 9], X: [10, 10] },
      briefcase: { at: [5, 6], holder: ['white', 'H'] },
    })
    const view = viewFor(s, 'white')
    const { table, pos } = positionOf(view)
    const threats = threatsOf(table, beliefsOf(view), pos, false)
    expect(threats.cells[at(5, 9)]).not.toBe(0)
    expect(threats.cells[at(5, 7)]).toBe(0)
    // Forward 1 to row 7, then forward 3 to row 10: two moves, never on row 9.
    expect(safeTurnsHome(table, threats, pos, 'white', kind('M07'), at(5, 6))).toBe(2)
    // A kind that can only step (M01) must cross row 9: it pays for that square.
    expect(safeTurnsHome(table, threats, pos, 'white', kind('M01'), at(5, 6))).toBeGreaterThan(4)
  })
})

describe("the opponent's competence", () => {
  it('is low for an opponent refused most of the time and high for one who is mostly allowed', () => {
    const base = viewFor(newGame(), 'white')
    const withTries = (yes: number, no: number): PlayerView => ({
      ...base,
      log: [
        ...base.log,
        ...Array.from({ length: yes + no }, (_, i) => ({ type: 'attempt' as const, seat: 'red' as const, from: [0, 0] as [number, number], to: [0, 1] as [number, number], yes: i < yes })),
      ],
    })
    expect(competenceOf(withTries(4, 36))).toBe(0)
    expect(competenceOf(withTries(24, 16))).toBeGreaterThan(0.8)
    // Before any attempt, an opponent is taken to be capable.
    expect(competenceOf(base)).toBe(1)
  })
})

describe("expert's weights", () => {
  it('price doubt about our own pieces higher than hard, and nothing else', () => {
    let doubtful = 0
    for (let g = 0; g < 3; g++) {
      const { states } = playRandomGame(`ai-parts-weights-${g}`, { setup: { maxTurns: 40 }, recordStates: true, briefcaseBias: 0.3 })
      const list = states ?? []
      const state = list[Math.floor(list.length / 2)]
      const seat = toActOf(state)[0]
      if (seat === undefined) continue
      const view = viewFor(state, seat)
      const { table, pos } = positionOf(view)
      const beliefs = beliefsOf(view)
      const hard = evaluator(table, beliefs, pos, true)
      const expert = evaluator(table, beliefs, pos, true, EXPERT_WEIGHTS)
      beliefs.spies.forEach((b, i) => {
        if (pos.at[i] < 0) return
        const top = Math.max(b.da, ...b.kinds)
        const extra = b.mine ? (EXPERT_WEIGHTS.doubt - HARD_WEIGHTS.doubt) * (1 - top) : 0
        expect(spyCost(expert, pos, i) - spyCost(hard, pos, i)).toBeCloseTo(extra, 9)
        if (extra > 0) doubtful++
      })
    }
    expect(doubtful).toBeGreaterThan(5)
  })
})
