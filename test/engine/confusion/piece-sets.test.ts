// Versioned movement sets (issue 25, point 7): set 1 is the set games were saved with before M04
// could move back; set 2 (current) gives M04 a backward move, so that only the four crown pieces
// cannot move backwards, as the rulebook says. A game names its set in its rules (`pieces`), and the
// rules, the deduction helper and the computer players read that set and no other.
import { describe, expect, it } from 'vitest'
import {
  CURRENT_PIECES,
  PIECE_SETS,
  PIECE_SET_IDS,
  TABLES,
  TYPE_IDS,
  checkTables,
  chooseAction,
  createGame,
  deduce,
  movementType,
  optionsSchema,
  viewFor,
  type GameState,
  type PieceSetId,
  type PlayerView,
} from '../../../src/engine/confusion'
import { beliefsOf, allowOf } from '../../../src/engine/confusion/ai/beliefs'
import { KINDS, NEVER, movesBetween, reachOf } from '../../../src/engine/confusion/ai/reach'
import { cellOf } from '../../../src/engine/confusion/ai/position'
import { DIRECTIONS } from '../../../src/engine/confusion/geometry'
import { arrange, expectRuleError, move, newGame, play, spy, spyView, view } from './helpers'

const BACKWARDS = ['S', 'SE', 'SW']

/** White's E holds M04 (the tests' fixed assignment); on e5 it has an empty square behind it. */
function m04Game(pieces: PieceSetId | undefined): GameState {
  return arrange(newGame(pieces === undefined ? {} : { pieces }), { white: { E: [4, 4] } })
}

describe('the movement sets', () => {
  it('set 2 keeps the rulebook: the crown pieces, and only they, cannot move backwards', () => {
    for (const id of TYPE_IDS) {
      const type = PIECE_SETS[2][id]
      expect(type.directions.some((d) => BACKWARDS.includes(d)), id).toBe(!type.crown)
    }
    expect(checkTables({ ...TABLES, MOVEMENT_TYPES: PIECE_SETS[2] })).toEqual([])
  })

  it('set 1 broke it (M04, no crown, could not move back either): it stays only so that games played with it replay', () => {
    const lacking = TYPE_IDS.filter((id) => !PIECE_SETS[1][id].directions.some((d) => BACKWARDS.includes(d)))
    expect(lacking.filter((id) => !PIECE_SETS[1][id].crown)).toEqual(['M04'])
    expect(checkTables({ ...TABLES, MOVEMENT_TYPES: PIECE_SETS[1] })).toEqual(['T4: M04 has no crown, so it can move backwards (only crown pieces cannot)'])
  })

  it('the sets differ in M04 alone', () => {
    const differ = [...TYPE_IDS, 'PROMOTED' as const].filter((id) => JSON.stringify(PIECE_SETS[1][id]) !== JSON.stringify(PIECE_SETS[2][id]))
    expect(differ).toEqual(['M04'])
  })
})

describe("a game's set", () => {
  it('is the current one (2) for a new game, public in every view', () => {
    const s = createGame({ seed: 'new' })
    expect(s.rules.pieces).toBe(CURRENT_PIECES)
    expect(CURRENT_PIECES).toBe(2)
    for (const seat of ['white', 'red', null] as const) expect(viewFor(s, seat).rules.pieces).toBe(2)
  })

  it('is chosen with the `pieces` option: 1 or 2, nothing else', () => {
    for (const pieces of PIECE_SET_IDS) {
      expect(optionsSchema.safeParse({ pieces }).success).toBe(true)
      expect(createGame({ seed: 'x', pieces }).rules.pieces).toBe(pieces)
    }
    expect(optionsSchema.safeParse({}).success).toBe(true)
    for (const bad of [0, 3, '1', null]) expect(optionsSchema.safeParse({ pieces: bad }).success, String(bad)).toBe(false)
    expectRuleError(() => createGame({ seed: 'x', pieces: 3 as PieceSetId }), 'bad-setup')
  })

  it('does not change the deal: the same seed deals the same pieces with either set', () => {
    const a = createGame({ seed: 'deal', pieces: 1 })
    const b = createGame({ seed: 'deal', pieces: 2 })
    expect(b.setup).toEqual(a.setup)
    expect(b.rules).toEqual({ ...a.rules, pieces: 2 })
  })

  it('decides whether M04 moves back: yes in set 2 (a new game), no in set 1', () => {
    for (const pieces of [undefined, 2] as const) {
      const after = move(m04Game(pieces), 'white', [4, 4], [4, 3])
      expect(spy(after, 'white', 'E').at, String(pieces)).toEqual([4, 3])
      expect(after.log.at(-2)).toMatchObject({ type: 'attempt', from: [4, 4], to: [4, 3], yes: true })
      expect(spy(after, 'white', 'E').tries).toEqual([{ dir: 'S', dist: 1, yes: true }])
    }
    const old = move(m04Game(1), 'white', [4, 4], [4, 3])
    expect(spy(old, 'white', 'E').at).toEqual([4, 4])
    expect(spy(old, 'white', 'E').tries).toEqual([{ dir: 'S', dist: 1, yes: false }])
    // Left and right, up to 4, in both.
    for (const pieces of PIECE_SET_IDS) expect(spy(move(m04Game(pieces), 'white', [4, 4], [0, 4]), 'white', 'E').at).toEqual([0, 4])
  })

  it('answers by hand as its own set forces', () => {
    for (const [pieces, yes] of [[1, false], [2, true]] as const) {
      const s = move(arrange(newGame({ pieces, answers: 'by-hand' }), { white: { E: [4, 4] } }), 'white', [4, 4], [4, 2])
      expect(viewFor(s, 'red').prompt).toMatchObject({ type: 'answer', forced: yes })
    }
  })

  it("answers the Double Agent by standing orders 'as M04' in the game's set", () => {
    for (const [pieces, yes] of [[1, false], [2, true]] as const) {
      // White's X (the Double Agent) on f2 tries one square back; Red's orders answer it as M04 would.
      let s = newGame({ pieces })
      s = play(s, 'red', { type: 'orders', doubleAgent: { as: 'M04' } })
      s = move(s, 'white', [5, 1], [5, 0])
      expect(s.log.at(-2), String(pieces)).toMatchObject({ type: 'attempt', from: [5, 1], to: [5, 0], yes })
    }
  })

  it('movementType reads the set of the rules it is given', () => {
    expect(movementType({ pieces: 1 }, 'M04').directions).toEqual(['E', 'W'])
    expect(movementType({ pieces: 2 }, 'M04').directions).toEqual(['E', 'W', 'S'])
  })
})

/** White's view after E (M04) tried one square back in a game of `pieces`, and what it says of E. */
function afterBackTry(pieces: PieceSetId): PlayerView {
  return view(move(m04Game(pieces), 'white', [4, 4], [4, 3]), 'white')
}

describe('the deduction helper reads the view’s set', () => {
  it('a NO one square back leaves M04 possible in set 1, and a YES shows it in set 2', () => {
    const old = afterBackTry(1)
    const possible = deduce(old).spies.find((b) => b.label === 'E')?.possible ?? []
    expect(possible).toContain('M04')
    // The same facts read with set 2: M04 would have said yes, so it is ruled out.
    const misread = deduce({ ...old, rules: { ...old.rules, pieces: 2 } }).spies.find((b) => b.label === 'E')?.possible ?? []
    expect(misread).not.toContain('M04')
    // In set 2 the backward YES leaves only pieces that move one square back: M04 among them.
    const current = deduce(afterBackTry(2)).spies.find((b) => b.label === 'E')?.possible ?? []
    expect(current).toContain('M04')
    for (const piece of current) if (piece !== 'DA') expect(PIECE_SETS[2][piece].directions, piece).toContain('S')
  })
})

describe('the computer players read the view’s set', () => {
  it('reach: M04 gets back down the board in set 2 only', () => {
    const m04 = KINDS.indexOf('M04')
    const [from, to] = [cellOf([5, 5]), cellOf([5, 1])]
    expect(movesBetween(reachOf(1), m04, 'white', from, to)).toBe(NEVER)
    expect(movesBetween(reachOf(2), m04, 'white', from, to)).toBe(1)
    expect(reachOf(1).pieces).toBe(1)
    expect(reachOf(2)).toBe(reachOf(2))
  })

  it("beliefs: the enemy's M04 may take a spy behind it in set 2, never in set 1", () => {
    for (const [pieces, p] of [[1, 0], [2, 1]] as const) {
      const v = view(m04Game(pieces), 'red')
      const e = v.spies.findIndex((s) => s.owner === 'white' && s.label === 'E')
      expect(spyView(v, 'white', 'E').movement).toBe('M04')
      expect(allowOf(beliefsOf(v), e, DIRECTIONS.indexOf('S'), 1), String(pieces)).toBe(p)
    }
  })

  /**
   * Red's A holds the briefcase on e2 and wins next turn by moving to e1. White's E (M04) on e3 has
   * A one square behind it; White knows its pieces (E, and D far away). Only in set 2 may E take A.
   * (Variant 1: no Double Agent, so no standing orders to give first.)
   */
  function lastChance(pieces: PieceSetId): PlayerView {
    const s = arrange(newGame({ pieces, variants: { honor: true } }), {
      white: { E: [4, 2], D: [8, 3] },
      red: { A: [4, 1], G: [9, 9] },
      only: true,
      briefcase: { at: [4, 1], holder: ['red', 'A'] },
    })
    for (const x of s.spies) if (x.owner === 'white') x.learned = true
    return viewFor(s, 'white')
  }

  // The easy player never weighs whether a move is allowed (ai/easy.ts): it reads no movement set.
  it('take with M04 one square back in a set-2 game, and never try that in a set-1 game, where M04 cannot', () => {
    const takes = (a: ReturnType<typeof chooseAction>): boolean => a.type === 'move' && a.from[0] === 4 && a.from[1] === 2 && a.to[0] === 4 && a.to[1] === 1
    for (const level of ['normal', 'hard'] as const) {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        expect(takes(chooseAction(lastChance(2), level, seed)), `set 2, ${level} ${seed}`).toBe(true)
        expect(takes(chooseAction(lastChance(1), level, seed)), `set 1, ${level} ${seed}`).toBe(false)
      }
    }
  })
})
