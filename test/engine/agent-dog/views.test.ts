// Per-seat views (agent-dog.md §11, engine-api.md "Agent DOG") and the error codes.
import { describe, expect, it } from 'vitest'
import { CARDS, applyAction, createGame, viewFor, type Action, type Seat } from '../../../src/engine/agent-dog'
import { G, T, cardIn, play, position, refuses } from './helpers'

describe('views', () => {
  it('hold the common fields and what engine-api.md lists', () => {
    const s = createGame({ seed: 'views-seed-zq', players: 4, dealer: 'red' })
    const v = viewFor(s, 'red')
    for (const key of ['seat', 'toAct', 'prompt', 'winner', 'log', 'phase', 'dealer', 'turn', 'hand', 'handCounts', 'discardTop', 'lastPlayed', 'out', 'passed', 'pieces']) {
      expect(v).toHaveProperty(key)
    }
    expect(v).toMatchObject({ seat: 'red', phase: 'exchange', dealer: 'red', turn: null, prompt: { type: 'pass' }, winner: null, lastPlayed: null, out: [], passed: [] })
    expect(v.handCounts).toEqual({ red: 5, blue: 5, green: 5, yellow: 5 })
    expect(v.hand?.map((c) => c.kind)).toEqual(s.hands.red.map((id) => CARDS[id]))
    expect(v.teams).toEqual([
      ['red', 'green'],
      ['blue', 'yellow'],
    ])
  })

  it('own hand only, other hands as counts; never the deck, the seed or the other hands\' cards', () => {
    const s = createGame({ seed: 'views-seed-zq', players: 4, dealer: 'red' })
    for (const seat of [...s.seats, null] as Array<Seat | null>) {
      const text = JSON.stringify(viewFor(s, seat))
      expect(text).not.toContain('views-seed-zq')
      for (const other of s.seats) {
        if (other === seat) continue
        for (const id of s.hands[other]) expect(text).not.toContain(`"${id}"`)
      }
      for (const id of s.deck) expect(text).not.toContain(`"${id}"`)
    }
    expect(viewFor(s, null)).toMatchObject({ seat: null, hand: null, prompt: null, exchange: null, playing: null })
  })

  it('2–3 players: hand counts are 0 for the colours not in play; no teams', () => {
    const v = viewFor(createGame({ seed: 'v', players: 2 }), 'green')
    expect(v.handCounts).toEqual({ red: 5, blue: 0, green: 5, yellow: 0 })
    expect(v.seats).toEqual(['red', 'green'])
    expect(v.teams).toEqual([])
  })

  it('pieces are listed by where they stand only: track ascending, then goal fields by colour and index, then start areas by colour; no ids', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'blue', at: G('blue', 2) },
        { colour: 'green', at: T(40), undercover: true },
        { colour: 'red', at: G('red', 3) },
        { colour: 'blue', at: T(16) },
        { colour: 'red', at: T(3) },
      ],
      turn: 'red',
    })
    const v = viewFor(s, 'blue')
    expect(v.pieces.map((p) => p.at)).toEqual([T(3), T(16), T(40), G('red', 3), G('blue', 2), ...Array(11).fill('start-area')])
    expect(v.pieces.slice(5).map((p) => p.colour)).toEqual(['red', 'red', 'blue', 'blue', 'green', 'green', 'green', 'yellow', 'yellow', 'yellow', 'yellow'])
    expect(v.pieces[1]).toEqual({ at: T(16), colour: 'blue', undercover: false, onOwnStart: true })
    expect(v.pieces[2]).toEqual({ at: T(40), colour: null, undercover: true, onOwnStart: false })
    for (const p of v.pieces) expect(Object.keys(p).sort()).toEqual(['at', 'colour', 'onOwnStart', 'undercover'])
  })

  it('the discard pile\'s top card and what a Copy would copy are public', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(1) }, { colour: 'blue', at: T(17) }], hands: { red: ['5'], blue: ['2'] }, turn: 'red' })
    const id = cardIn(s, 'red', '5')
    const after = play(s, 'red', '5', { kind: 'steps', from: T(1), steps: 5 })
    for (const seat of ['blue', 'green', null] as const) {
      expect(viewFor(after, seat).discardTop).toEqual({ id, kind: '5' })
      expect(viewFor(after, seat).lastPlayed).toBe('5')
    }
    expect(viewFor(after, 'blue')).toMatchObject({ turn: 'blue', toAct: ['blue'], prompt: { type: 'play' } })
    expect(viewFor(after, 'green').prompt).toBeNull()
  })
})

describe('error codes (engine-api.md)', () => {
  const s = position({ players: 4, pieces: [{ colour: 'red', at: T(1) }], hands: { red: ['5', '2'], blue: ['3'] }, turn: 'red' })
  const five = cardIn(s, 'red', '5')

  it('bad-action: anything that is not an action', () => {
    const bad: unknown[] = [
      null,
      'play',
      { type: 'fly' },
      { type: 'play', card: five },
      { type: 'play', card: 'c110', move: { kind: 'enter' } },
      { type: 'play', card: five, move: { kind: 'steps', from: T(64), steps: 5 } },
      { type: 'play', card: five, move: { kind: 'steps', from: T(1), steps: 5, extra: 1 } },
      { type: 'play', card: five, move: { kind: 'steps', from: { goal: 'red', index: 5 }, steps: 5 } },
      { type: 'play', card: five, move: { kind: 'split', steps: [] } },
      { type: 'pass', card: five, also: true },
    ]
    for (const action of bad) refuses(() => applyAction(s, 'red', action as Action), 'bad-action')
    refuses(() => applyAction(s, 'purple' as Seat, { type: 'play', card: five, move: { kind: 'enter' } }), 'bad-action')
  })

  it('not-your-turn, wrong-phase, not-in-hand, bad-move, game-over', () => {
    refuses(() => applyAction(s, 'blue', { type: 'play', card: cardIn(s, 'blue', '3'), move: { kind: 'enter' } }), 'not-your-turn')
    refuses(() => applyAction(s, 'red', { type: 'pass', card: five }), 'wrong-phase')
    refuses(() => applyAction(s, 'red', { type: 'play', card: cardIn(s, 'blue', '3'), move: { kind: 'enter' } }), 'not-in-hand')
    refuses(() => applyAction(s, 'red', { type: 'play', card: five, move: { kind: 'steps', from: T(1), steps: 4 } }), 'bad-move')
    refuses(() => applyAction(s, 'red', { type: 'play', card: five, move: { kind: 'swap', a: T(1), b: T(2) } }), 'bad-move')
    const two = createGame({ seed: 'e', players: 2 })
    refuses(() => applyAction(two, 'blue', { type: 'pass', card: two.hands.red[0] }), 'not-your-turn')
    refuses(() => applyAction(two, 'red', { type: 'discard', card: two.hands.red[0] }), 'wrong-phase')
    const over = { ...s, phase: 'over' as const, turn: null, winner: ['red', 'green'] as Seat[] }
    refuses(() => applyAction(over, 'red', null as unknown as Action), 'game-over')
  })

  it('a refused action leaves the state as it was', () => {
    const before = JSON.stringify(s)
    refuses(() => applyAction(s, 'red', { type: 'play', card: five, move: { kind: 'steps', from: T(1), steps: 4 } }), 'bad-move')
    expect(JSON.stringify(s)).toBe(before)
  })
})
