// What the seat on screen may do, from its view alone: every physically possible target of the
// chosen spy (never filtered by its piece, which the player does not know), the briefcase holder's
// three ways, the free actions' spies, and the spy of every attempt in the log.
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { legalActions, viewFor, type Action, type GameState, type Seat, type Square } from '../../../src/engine/confusion'
import { actionsOf, attemptHistory, modesOf, squaresFor, swapSquares, targetsOf } from '../../../src/renderer/src/games/confusion/table/moves'
import { squareKey } from '../../../src/renderer/src/games/confusion/table/frame'
import { newGame, play } from './helpers'

function keys(m: ReadonlyMap<string, Square>): string[] {
  return [...m.keys()].sort()
}

/** A small seeded generator, so the walk below is the same every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('targets', () => {
  it("lists exactly the engine's legal actions, from the seat's view alone", () => {
    const s = newGame({ tokens: true })
    expect(actionsOf(viewFor(s, 'white'))).toEqual(legalActions(s, 'white'))
    expect(actionsOf(viewFor(s, 'red'))).toEqual(legalActions(s, 'red'))
    expect(actionsOf(viewFor(s, null))).toEqual([])
  })

  it('highlights every square the spy could physically reach, whatever its piece allows', () => {
    // White's H (d2) holds M07: forward only, up to 3. Its targets still go forward up to the
    // far edge, and diagonally both ways: the player does not know its piece.
    const v = viewFor(newGame(), 'white')
    const targets = targetsOf(actionsOf(v), [3, 1], null)
    // Forward to Red's L on d10 (a capture), not beyond it.
    expect(targets.has(squareKey([3, 8]))).toBe(true)
    expect(targets.has(squareKey([3, 9]))).toBe(true)
    expect(targets.has(squareKey([3, 10]))).toBe(false)
    // Back and along both diagonals, though M07 never goes there.
    expect(targets.has(squareKey([3, 0]))).toBe(true)
    expect(targets.has(squareKey([0, 4]))).toBe(true)
    expect(targets.has(squareKey([8, 6]))).toBe(true)
    // Never onto its own spies (C c1, D e1, N c2), never through them.
    for (const own of [[2, 0], [4, 0], [2, 1], [1, 1]] as Square[]) expect(targets.has(squareKey(own)), squareKey(own)).toBe(false)
    // Exactly the engine's moves of that spy.
    const engine = legalActions(newGame(), 'white').filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && isDeepStrictEqual(a.from, [3, 1]))
    expect(keys(targets)).toEqual(engine.map((a) => squareKey(a.to)).sort())
  })

  it('a target on an enemy spy is a capture square, and the line stops there', () => {
    // After White's H goes to d9 it faces Red's spy on d10 (Red's L stands on h10 turned: (3,9)).
    let s = newGame()
    s = play(s, 'white', { type: 'move', from: [3, 1], to: [3, 3] })
    s = play(s, 'red', { type: 'move', from: [3, 9], to: [3, 8] })
    const v = viewFor(s, 'white')
    const targets = targetsOf(actionsOf(v), [3, 3], null)
    expect(targets.has(squareKey([3, 8]))).toBe(true)
    expect(targets.has(squareKey([3, 9]))).toBe(false)
  })

  it('offers the briefcase holder carry, leave and send, each with its own targets', () => {
    // White's D (e1, M03: forward and back up to 4) walks to the briefcase on f6? Put it there by play:
    // X (f2) is White's Double Agent; Red's orders allow every move, so X walks up to f6 and holds it.
    let s = newGame()
    s = play(s, 'red', { type: 'orders', doubleAgent: 'yes' })
    s = play(s, 'white', { type: 'move', from: [5, 1], to: [5, 5] })
    s = play(s, 'red', { type: 'move', from: [7, 9], to: [7, 8] })
    // White's J (M08) steps diagonally forward to f3, below the holder.
    s = play(s, 'white', { type: 'move', from: [4, 1], to: [5, 2] })
    s = play(s, 'red', { type: 'move', from: [7, 8], to: [7, 7] })
    const v = viewFor(s, 'white')
    expect(v.briefcase.holder).toEqual({ owner: 'white', label: 'X' })
    const actions = actionsOf(v)
    expect(modesOf(actions, [5, 5])).toEqual(['carry', 'leave', 'send'])
    expect(modesOf(actions, [3, 1])).toEqual([null])
    // The briefcase may be sent onto the own spy on f3; the spy itself may not go there.
    expect(targetsOf(actions, [5, 5], 'send').has(squareKey([5, 2]))).toBe(true)
    expect(targetsOf(actions, [5, 5], 'carry').has(squareKey([5, 2]))).toBe(false)
    expect(targetsOf(actions, [5, 5], 'leave').has(squareKey([5, 2]))).toBe(false)
    expect(keys(targetsOf(actions, [5, 5], 'carry'))).toEqual(keys(targetsOf(actions, [5, 5], 'leave')))
    expect(targetsOf(actions, [5, 5], null).size).toBe(0)
  })

  it('names the spies the free actions may pick: eliminate any own spy, Reveal 1, Swap 2 pairs on the own half', () => {
    const actions = actionsOf(viewFor(newGame({ tokens: true }), 'white'))
    expect(squaresFor(actions, 'eliminateOwn').size).toBe(13)
    expect(squaresFor(actions, 'reveal').size).toBe(13)
    const firsts = swapSquares(actions, null)
    expect(firsts.size).toBe(13)
    const partners = swapSquares(actions, [1, 0])
    expect(partners.size).toBe(12)
    expect(partners.has(squareKey([1, 0]))).toBe(false)
  })

  it('finds the spy of every attempt in the log by walking the board back (captures, swaps, eliminations)', () => {
    let captured = 0
    let swapped = 0
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const random = rng(seed)
      let s: GameState = newGame({ tokens: true, maxTurns: 80, seed: `walk-${seed}` })
      const truth = new Map<number, string>()
      for (let step = 0; step < 200 && s.phase !== 'over'; step++) {
        const seat = (['white', 'red'] as Seat[]).find((x) => viewFor(s, x).prompt !== null) as Seat
        const actions = legalActions(s, seat).filter((a) => a.type !== 'orders')
        // Mostly moves, captures when offered, now and then a swap or an elimination.
        const captures = actions.filter((a) => a.type === 'move' && s.spies.some((x) => x.owner !== seat && x.at && isDeepStrictEqual(x.at, a.to)))
        const swaps = actions.filter((a) => a.type === 'token' && a.kind === 'swap')
        const eliminations = actions.filter((a) => a.type === 'eliminateOwn' || a.type === 'eliminateDoubleAgent')
        const r = random()
        const pool = captures.length && r < 0.6 ? captures : swaps.length && r < 0.75 ? swaps : eliminations.length && r < 0.78 ? eliminations : actions
        let action = pool[Math.floor(random() * pool.length)] as Action
        // Moves that get a yes, mostly, so that spies meet.
        for (let retry = 0; retry < 12 && action.type === 'move' && random() < 0.9; retry++) {
          const after = play(s, seat, action).log.find((e, i) => i >= s.log.length && e.type === 'attempt')
          if (after?.type === 'attempt' && after.yes) break
          action = pool[Math.floor(random() * pool.length)] as Action
        }
        if (action.type === 'move') {
          const spy = s.spies.find((x) => x.at && isDeepStrictEqual(x.at, action.from))
          truth.set(s.log.length, `${spy?.owner}-${spy?.label}`)
        }
        s = play(s, seat, action)
      }
      const history = attemptHistory(viewFor(s, 'white'))
      expect(history.length).toBe(truth.size)
      for (const a of history) expect(`${a.seat}-${a.label}`).toBe(truth.get(a.index))
      captured += s.log.filter((e) => e.type === 'capture').length
      swapped += s.log.filter((e) => e.type === 'token' && e.kind === 'swap').length
    }
    // The walk met what moves spies other than attempts.
    expect(captured).toBeGreaterThan(0)
    expect(swapped).toBeGreaterThan(0)
  })
})
