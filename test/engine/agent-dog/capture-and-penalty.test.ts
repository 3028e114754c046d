// SCHLAGEN and PASS GUT AUF, WEN DU SCHLÄGST!, sentence by sentence, with the rulebook's own case of
// capturing your teammate's undercover agent.
import { describe, expect, it } from 'vitest'
import { CARDS, legalActions, viewFor } from '../../../src/engine/agent-dog'
import { T, board, cardIn, play, position, waiting } from './helpers'

describe('capturing (SCHLAGEN)', () => {
  it('"Beendest du die Bewegung einer Figur auf einem besetzten Feld, so musst du die bereits dort stehende Figur schlagen ... in den Startbereich ihrer Farbe"', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'blue', at: T(6) },
      ],
      hands: { red: ['5', '2'] },
      turn: 'red',
    })
    const after = play(s, 'red', '5', { kind: 'steps', from: T(1), steps: 5 })
    expect(board(after)).toEqual({ t6: 'red' })
    expect(waiting(after, 'blue')).toBe(4)
    expect(after.log).toContainEqual({ type: 'capture', at: T(6), colour: 'blue' })
    // An opponent's piece: no penalty, red keeps its other card for later.
    expect(after.out).toEqual([])
    expect(after.hands.red).toHaveLength(1)
  })

  it('"Wenn du eine eigene Figur ... schlägst, musst du am Ende dieses Zuges alle deine übrigen Handkarten unter den Ablagestapel legen"', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'red', at: T(6) },
        { colour: 'blue', at: T(17) },
      ],
      hands: { red: ['5', '2', '9'], blue: ['3'] },
      turn: 'red',
    })
    const kept = [cardIn(s, 'red', '2'), cardIn(s, 'red', '9')]
    const played = cardIn(s, 'red', '5')
    const after = play(s, 'red', '5', { kind: 'steps', from: T(1), steps: 5 })
    expect(after.out).toEqual(['red'])
    expect(after.hands.red).toEqual([])
    // Under the pile: the played 5 stays on top.
    expect(after.discard).toEqual([...kept, played])
    expect(viewFor(after, 'blue').discardTop).toEqual({ id: played, kind: '5' })
    expect(after.log).toContainEqual({ type: 'out', seat: 'red', reason: 'captured-own-team', count: 2 })
    expect(after.turn).toBe('blue')
  })

  it('"... oder eine Figur deines Teammitglieds schlägst": the rulebook\'s case, the teammate\'s undercover agent, and no taking it back', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(15) },
        { colour: 'green', at: T(20), undercover: true },
        { colour: 'blue', at: T(17) },
      ],
      hands: { red: ['5', '7'], blue: ['3'] },
      turn: 'red',
    })
    // Nobody, red included, can tell whose agent sits in hole 20: red may capture it.
    expect(viewFor(s, 'red').pieces[2]).toEqual({ at: T(20), colour: null, undercover: true, onOwnStart: false })
    const after = play(s, 'red', '5', { kind: 'steps', from: T(15), steps: 5 })
    // Red's agent now hides in hole 20 in its turn.
    expect(board(after)).toEqual({ t17: 'blue', t20: 'red?' })
    expect(waiting(after, 'green')).toBe(4)
    expect(after.log).toContainEqual({ type: 'capture', at: T(20), colour: 'green' })
    expect(after.out).toEqual(['red'])
    expect(after.hands.red).toEqual([])
  })

  it('capturing the other team\'s undercover agent costs nothing', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(15) },
        { colour: 'yellow', at: T(20), undercover: true },
      ],
      hands: { red: ['5', '7'] },
      turn: 'red',
    })
    const after = play(s, 'red', '5', { kind: 'steps', from: T(15), steps: 5 })
    expect(after.out).toEqual([])
    expect(after.log).toContainEqual({ type: 'capture', at: T(20), colour: 'yellow' })
  })

  it('with 2–3 players capturing your own piece still puts you out of the round (ruling); another colour does not', () => {
    const s = position({
      players: 3,
      pieces: [
        { colour: 'blue', at: T(17) },
        { colour: 'blue', at: T(20), undercover: true },
        { colour: 'green', at: T(24), undercover: true },
        { colour: 'green', at: T(33) },
      ],
      hands: { blue: ['3', '7', '8'], green: ['2'] },
      turn: 'blue',
    })
    const own = play(s, 'blue', '3', { kind: 'steps', from: T(17), steps: 3 })
    expect(own.out).toEqual(['blue'])
    const other = play(s, 'blue', '7', { kind: 'steps', from: T(17), steps: 7 })
    expect(other.out).toEqual([])
  })

  it('a player out of the round is passed over until the next deal ("In der nächsten Runde spielst du wieder normal mit")', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'red', at: T(6) },
        { colour: 'blue', at: T(17) },
        { colour: 'green', at: T(33) },
        { colour: 'yellow', at: T(49) },
      ],
      hands: { red: ['5', '2'], blue: ['2'], green: ['2'], yellow: ['2'] },
      turn: 'red',
    })
    let t = play(s, 'red', '5', { kind: 'steps', from: T(1), steps: 5 })
    t = play(t, 'blue', '2', { kind: 'steps', from: T(17), steps: 2 })
    t = play(t, 'green', '2', { kind: 'steps', from: T(33), steps: 2 })
    expect(t.turn).toBe('yellow')
    t = play(t, 'yellow', '2', { kind: 'steps', from: T(49), steps: 2 })
    // Every hand empty: the next round is dealt, and red is back in.
    expect(t.phase).toBe('exchange')
    expect(t.out).toEqual([])
    expect(t.hands.red).toHaveLength(5)
    expect(legalActions(t, 'red').every((a) => a.type === 'pass' && CARDS[a.card] !== undefined)).toBe(true)
  })
})
