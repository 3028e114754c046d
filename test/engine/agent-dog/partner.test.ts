// PARTNER, sentence by sentence, in both readings of its single steps (T4 partnerSteps).
import { describe, expect, it } from 'vitest'
import { applyAction } from '../../../src/engine/agent-dog'
import type { PlayMove } from '../../../src/engine/agent-dog'
import { G, T, board, cardIn, movesWith, play, position, refuses, waiting } from './helpers'

const split = (...froms: Array<ReturnType<typeof T> | { from: ReturnType<typeof T> | ReturnType<typeof G>; goal: true }>): PlayMove => ({
  kind: 'split',
  steps: froms.map((f) => ('from' in f ? f : { from: f })),
})

/** Which fields the pieces stepped from, per move (to read lists of splits). */
const froms = (moves: PlayMove[]) => moves.map((m) => (m.kind === 'split' ? m.steps.map((s) => JSON.stringify(s.from)).join(' ') : m.kind))

describe('Partner: who and how many', () => {
  it('"frei auf eigene, auf Figuren deines Teammitglieds und auf untergetauchte Figuren aufteilen": never the other team\'s visible pieces', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'blue', at: T(17) },
        { colour: 'yellow', at: T(20), undercover: true },
        { colour: 'green', at: T(33) },
      ],
      hands: { red: ['partner'] },
      turn: 'red',
    })
    const moves = movesWith(s, 'red', 'partner')
    // Every split of 4 points over 3 pieces, once: C(6, 2) = 15.
    expect(moves).toHaveLength(15)
    expect(froms(moves).some((f) => f.includes('{"track":17}'))).toBe(false)
    expect(moves).toContainEqual(split(T(1), T(20), T(33), T(34)))
    refuses(() => play(s, 'red', 'partner', split(T(17), T(18), T(19), T(20))), 'bad-move')
  })

  it('"Du musst auch hier alle Punkte dabei vollständig aufbrauchen": three steps are not a play, nor is a card that cannot give all four', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(1) }], hands: { red: ['partner'] }, turn: 'red' })
    refuses(() => play(s, 'red', 'partner', split(T(1), T(2), T(3))), 'bad-move')
    refuses(() => play(s, 'red', 'partner', split(T(1), T(2), T(3), T(4), T(5))), 'bad-move')
    const lane = position({ players: 4, pieces: [{ colour: 'red', at: G('red', 1) }], hands: { red: ['partner'] }, turn: 'red' })
    expect(movesWith(lane, 'red', 'partner')).toEqual([])
  })

  it('"Falls bereits alle 4 Spielfiguren von dir oder deinem Teammitglied im Ziel sind, darfst du sogar die Figuren des anderen Teams bewegen"', () => {
    const s = position({
      players: 4,
      pieces: [...[1, 2, 3, 4].map((k) => ({ colour: 'green' as const, at: G('green', k as 1 | 2 | 3 | 4) })), { colour: 'blue', at: T(17) }],
      hands: { red: ['partner'] },
      turn: 'red',
    })
    expect(movesWith(s, 'red', 'partner')).toEqual([split(T(17), T(18), T(19), T(20))])
  })

  it('(ruling) who may be moved is settled when the card is played: a goal completed by a step opens nothing for later steps', () => {
    const s = position({
      players: 4,
      pieces: [...[2, 3, 4].map((k) => ({ colour: 'green' as const, at: G('green', k as 2 | 3 | 4) })), { colour: 'green', at: T(31) }, { colour: 'blue', at: T(17) }],
      hands: { red: ['partner'] },
      turn: 'red',
    })
    const moves = movesWith(s, 'red', 'partner')
    expect(moves).toEqual([split(T(31), T(32), T(33), T(34))])
    refuses(() => play(s, 'red', 'partner', split(T(31), { from: T(32), goal: true }, T(17), T(18))), 'bad-move')
  })

  it('2–3 players: "Du darfst die 4 Bewegungspunkte der Partner-Karte immer auch auf Figuren anderer Farben aufteilen"', () => {
    const s = position({ players: 3, pieces: [{ colour: 'blue', at: T(17) }], hands: { red: ['partner'] }, turn: 'red' })
    expect(movesWith(s, 'red', 'partner')).toEqual([split(T(17), T(18), T(19), T(20))])
  })

  it('steps of different pieces may be made in any order; each step names where its piece stands then', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'green', at: T(33) },
      ],
      hands: { red: ['partner'] },
      turn: 'red',
    })
    const after = play(s, 'red', 'partner', split(T(33), T(1), T(34), T(2)))
    expect(board(after)).toEqual({ t3: 'red', t35: 'green' })
    // The same split in the listed order: one way to play it, listed once.
    expect(movesWith(s, 'red', 'partner').filter((m) => JSON.stringify(m) === JSON.stringify(split(T(1), T(2), T(33), T(34))))).toHaveLength(1)
    expect(movesWith(s, 'red', 'partner')).not.toContainEqual(split(T(33), T(1), T(34), T(2)))
  })
})

describe('Partner, step by step (default, step-capture)', () => {
  it('"Du musst dabei jeden Schritt einzeln ziehen": a step onto a piece captures it', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'blue', at: T(3) },
      ],
      hands: { red: ['partner'] },
      turn: 'red',
    })
    const after = play(s, 'red', 'partner', split(T(1), T(2), T(3), T(4)))
    expect(board(after)).toEqual({ t5: 'red' })
    expect(waiting(after, 'blue')).toBe(4)
  })

  it('a piece on its own start field is neither captured nor passed', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(14) },
        { colour: 'blue', at: T(16) },
      ],
      hands: { red: ['partner'] },
      turn: 'red',
    })
    expect(movesWith(s, 'red', 'partner')).toEqual([])
  })

  it('"... oder den Agententreffpunkt nicht überspringen": a step onto a meeting point holds the meeting there once all four steps are made', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(7) },
        { colour: 'blue', at: T(2) },
      ],
      hands: { red: ['partner'] },
      turn: 'red',
    })
    const after = play(s, 'red', 'partner', split(T(7), T(8), T(9), T(10)))
    // Red went on to 11; the meeting on 9 pulls blue from 2 onto hole 8.
    expect(board(after)).toEqual({ t8: 'blue?', t11: 'red' })
    const types = after.log.map((e) => e.type)
    expect(types.lastIndexOf('move')).toBeLessThan(types.indexOf('meeting'))
  })

  it('goal entry: a piece may turn into its lane when it did not begin the card on its start field (ruling)', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(62) }], hands: { red: ['partner'] }, turn: 'red' })
    expect(movesWith(s, 'red', 'partner')).toEqual([split(T(62), T(63), T(0), T(1)), split(T(62), T(63), { from: T(0), goal: true }, G('red', 1))])
    expect(board(play(s, 'red', 'partner', split(T(62), T(63), { from: T(0), goal: true }, G('red', 1))))).toEqual({ 'g:red:2': 'red' })
    const onStart = position({ players: 4, pieces: [{ colour: 'red', at: T(0) }], hands: { red: ['partner'] }, turn: 'red' })
    expect(movesWith(onStart, 'red', 'partner')).toEqual([split(T(0), T(1), T(2), T(3))])
    refuses(() => play(onStart, 'red', 'partner', split({ from: T(0), goal: true }, G('red', 1), G('red', 2), G('red', 3))), 'bad-move')
  })

  it('a step of one of your own pieces onto another captures it, and costs you the round', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'red', at: T(2) },
        { colour: 'blue', at: T(17) },
      ],
      hands: { red: ['partner', '3'], blue: ['2'] },
      turn: 'red',
    })
    expect(movesWith(s, 'red', 'partner')).toContainEqual(split(T(1), T(2), T(3), T(4)))
    const after = play(s, 'red', 'partner', split(T(1), T(2), T(3), T(4)))
    expect(board(after)).toEqual({ t5: 'red', t17: 'blue' })
    expect(after.out).toEqual(['red'])
  })

  it('a card played with a wrong step refuses as a whole: nothing moves', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(1) }], hands: { red: ['partner'] }, turn: 'red' })
    refuses(() => applyAction(s, 'red', { type: 'play', card: cardIn(s, 'red', 'partner'), move: split(T(1), T(2), T(4), T(5)) }), 'bad-move')
    expect(board(s)).toEqual({ t1: 'red' })
  })
})

describe('Partner with blocking steps (rules option)', () => {
  it('other pieces block: a step onto a piece must be that piece\'s last (it captures)', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'blue', at: T(3) },
        { colour: 'green', at: T(33) },
      ],
      hands: { red: ['partner'] },
      turn: 'red',
      rules: { partnerSteps: 'blocking' },
    })
    const moves = movesWith(s, 'red', 'partner')
    expect(moves).toContainEqual(split(T(1), T(2), T(33), T(34)))
    expect(moves).not.toContainEqual(split(T(1), T(2), T(3), T(4)))
    refuses(() => play(s, 'red', 'partner', split(T(1), T(2), T(3), T(4))), 'bad-move')
    expect(waiting(play(s, 'red', 'partner', split(T(1), T(2), T(33), T(34))), 'blue')).toBe(4)
  })

  it('the meeting point cannot be passed; a piece may end on it', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(7) },
        { colour: 'green', at: T(33) },
        { colour: 'blue', at: T(2) },
      ],
      hands: { red: ['partner'] },
      turn: 'red',
      rules: { partnerSteps: 'blocking' },
    })
    expect(movesWith(s, 'red', 'partner')).not.toContainEqual(split(T(7), T(8), T(9), T(10)))
    const after = play(s, 'red', 'partner', split(T(7), T(8), T(33), T(34)))
    expect(board(after)).toEqual({ t8: 'blue?', t9: 'red', t35: 'green' })
  })
})
