// Setting Up, rule by rule with the rulebook's sentences.
import { describe, expect, it } from 'vitest'
import {
  SPY_IDS,
  TYPE_IDS,
  createGame,
  setupSquare,
  viewFor,
  type GameState,
  type MovementId,
  type Seat,
} from '../../../src/engine/confusion'
import { ASSIGNMENT, expectRuleError, newGame, view } from './helpers'

function assignment(s: GameState, seat: Seat): Record<string, MovementId> {
  return Object.fromEntries(s.spies.filter((x) => x.owner === seat).map((x) => [x.label, x.movement]))
}

describe('setting up', () => {
  it('"Each player has 13 Spy pieces", each on its square of the Setup Diagram (T3; Red turned 180°)', () => {
    const v = view(createGame({ seed: 'setup' }), null)
    for (const seat of ['white', 'red'] as const) {
      const mine = v.spies.filter((s) => s.owner === seat)
      expect(mine.map((s) => s.label)).toEqual(SPY_IDS)
      for (const s of mine) expect(s).toMatchObject({ at: setupSquare(seat, s.label), promoted: false, removed: null })
    }
  })

  it('"Place the Top Secret Briefcase in the center of the 11 x 11 board on the marked square"', () => {
    expect(view(createGame({ seed: 'setup' })).briefcase).toEqual({ at: [5, 5], holder: null })
  })

  it('"Each player randomly prepares his opponent\'s Spies": every side gets its 12 types and the Double Agent, drawn from the seed', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const s = createGame({ seed: `deal-${i}` })
      for (const seat of ['white', 'red'] as const) {
        const pieces = Object.values(assignment(s, seat)).sort()
        expect(pieces).toEqual([...TYPE_IDS, 'DA'].sort())
        seen.add(JSON.stringify(assignment(s, seat)))
      }
      expect(JSON.stringify(createGame({ seed: `deal-${i}` }))).toBe(JSON.stringify(s))
    }
    expect(seen.size).toBeGreaterThan(30)
  })

  it('"each player does not see the movement capabilities of their own Spies — but they can see how their opponent\'s Spies can be moved"', () => {
    const s = newGame()
    for (const seat of ['white', 'red'] as const) {
      const v = view(s, seat)
      for (const spy of v.spies) {
        if (spy.owner === seat) expect(spy.movement).toBeNull()
        else expect(spy.movement).toBe(ASSIGNMENT[spy.label])
      }
    }
    expect(view(s, null).spies.every((spy) => spy.movement === null)).toBe(true)
  })

  it('"Choose or randomly determine which player will go first"', () => {
    expect(createGame({ seed: 'first', firstSeat: 'red' }).turn).toBe('red')
    expect(createGame({ seed: 'first', firstSeat: 'white' }).turn).toBe('white')
    const drawn = new Set(Array.from({ length: 20 }, (_, i) => createGame({ seed: `first-${i}` }).turn))
    expect(drawn).toEqual(new Set(['white', 'red']))
    const s = createGame({ seed: 'first', firstSeat: 'red' })
    expect(s.log).toEqual([{ type: 'setup', first: 'red' }, { type: 'turn', seat: 'red', number: 1 }])
    expect(viewFor(s, 'white').toAct).toEqual(['red'])
  })

  it('fixing one option does not change the other draws', () => {
    const drawn = createGame({ seed: 'fixed' })
    const fixedFirst = createGame({ seed: 'fixed', firstSeat: drawn.turn === 'white' ? 'red' : 'white' })
    expect(fixedFirst.spies).toEqual(drawn.spies)
    const fixedMovement = createGame({ seed: 'fixed', movement: { white: { ...ASSIGNMENT }, red: { ...ASSIGNMENT } } })
    expect(fixedMovement.turn).toBe(drawn.turn)
    expect(fixedMovement.orders).toEqual(drawn.orders)
  })

  it('the given assignment is used as it is', () => {
    const s = newGame()
    expect(assignment(s, 'white')).toEqual(ASSIGNMENT)
    expect(assignment(s, 'red')).toEqual(ASSIGNMENT)
  })

  it('standing orders start as one of the 12 types drawn from the seed, for both seats', () => {
    for (let i = 0; i < 10; i++) {
      const s = createGame({ seed: `orders-${i}` })
      for (const seat of ['white', 'red'] as const) {
        const o = s.orders[seat]
        expect(typeof o === 'object' && o !== null && TYPE_IDS.includes(o.as as never)).toBe(true)
      }
    }
    expect(createGame({ seed: 'o', answers: 'by-hand' }).orders).toEqual({ white: null, red: null })
  })

  it('tokens: none by default, one of each kind with tokens: true, or a handicap set per side', () => {
    expect(view(newGame()).tokens).toEqual({ white: [], red: [] })
    expect(view(newGame({ tokens: true })).tokens).toEqual({ white: ['reveal', 'move2', 'swap'], red: ['reveal', 'move2', 'swap'] })
    expect(view(newGame({ tokens: { white: ['swap', 'reveal'], red: [] } })).tokens).toEqual({ white: ['reveal', 'swap'], red: [] })
  })

  describe('bad setups are refused with bad-setup', () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['no seed', {}],
      ['a seat that does not exist', { seed: 's', firstSeat: 'blue' }],
      ['maxTurns 0', { seed: 's', maxTurns: 0 }],
      ['maxTurns not whole', { seed: 's', maxTurns: 2.5 }],
      ['an unknown answers mode', { seed: 's', answers: 'sometimes' }],
      ['an unknown variant', { seed: 's', variants: { fog: true } }],
      ['a variant that is not true or false', { seed: 's', variants: { tight: 'yes' } }],
      ['tokens that are not a set', { seed: 's', tokens: { white: ['reveal', 'reveal'], red: [] } }],
      ['an unknown token', { seed: 's', tokens: { white: ['teleport'], red: [] } }],
      ['an assignment for one side only', { seed: 's', movement: { white: ASSIGNMENT } }],
      ['a piece used twice', { seed: 's', movement: { white: { ...ASSIGNMENT, C: 'M01' }, red: ASSIGNMENT } }],
      ['a spy left without a piece', { seed: 's', movement: { white: { ...ASSIGNMENT, C: undefined }, red: ASSIGNMENT } }],
      ['an unknown label', { seed: 's', movement: { white: { ...ASSIGNMENT, B: 'M01' }, red: ASSIGNMENT } }],
      ['a Double Agent under Variant 1 on a spy other than X', { seed: 's', variants: { honor: true }, movement: { white: { ...ASSIGNMENT, A: 'DA', X: 'M01' }, red: ASSIGNMENT } }],
    ]
    for (const [name, options] of cases) {
      it(name, () => expectRuleError(() => createGame(options as never), 'bad-setup'))
    }
  })
})
