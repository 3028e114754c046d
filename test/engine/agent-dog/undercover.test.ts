// UNTERGETAUCHTE FIGUREN and the restriction of BESETZTES STARTFELD, sentence by sentence.
import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../src/engine/agent-dog'
import { T, board, lastPlay, movesWith, play, position, refuses } from './helpers'

describe('undercover pieces (UNTERGETAUCHTE FIGUREN)', () => {
  it('"Beendest du die Bewegung einer Figur jedoch auf einem Loch, so taucht dieser Spion unter": nobody sees its colour, its owner included', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(1) }], hands: { red: ['3', '2'] }, turn: 'red' })
    const after = play(s, 'red', '3', { kind: 'steps', from: T(1), steps: 3 })
    expect(board(after)).toEqual({ t4: 'red?' })
    for (const seat of ['red', 'blue', 'green', 'yellow', null] as const) {
      expect(viewFor(after, seat).pieces[0]).toEqual({ at: T(4), colour: null, undercover: true, onOwnStart: false })
    }
    expect(after.log).toContainEqual({ type: 'undercover', at: T(4) })
  })

  it('"Landest du am Ende einer Bewegung auf einem normalen Feld, stellst du die Figur so hin, dass die Farbe sichtbar ist": passing a hole hides nothing', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(1) }], hands: { red: ['5'] }, turn: 'red' })
    const after = play(s, 'red', '5', { kind: 'steps', from: T(1), steps: 5 })
    expect(board(after)).toEqual({ t6: 'red' })
  })

  it('"Eine untergetauchte Figur darf von allen Personen bewegt werden"', () => {
    const s = position({ players: 4, pieces: [{ colour: 'green', at: T(8), undercover: true }], hands: { blue: ['2'] }, turn: 'blue' })
    expect(movesWith(s, 'blue', '2')).toEqual([{ kind: 'steps', from: T(8), steps: 2 }])
  })

  it('"Sobald du die Bewegung einer untergetauchten Figur auf einem normalen Feld beendest, drehst du sie wieder zurück"', () => {
    const s = position({ players: 4, pieces: [{ colour: 'green', at: T(8), undercover: true }], hands: { blue: ['2'] }, turn: 'blue' })
    const after = play(s, 'blue', '2', { kind: 'steps', from: T(8), steps: 2 })
    expect(board(after)).toEqual({ t10: 'green' })
    expect(after.log).toContainEqual({ type: 'reveal', at: T(10), colour: 'green' })
  })

  it('"Ziehst du nur über normale Felder hinweg und beendest deine Bewegung wieder auf einem Loch, so deckst du die Figur unterwegs nicht auf"', () => {
    const s = position({ players: 4, pieces: [{ colour: 'green', at: T(8), undercover: true }], hands: { blue: ['12'] }, turn: 'blue' })
    const after = play(s, 'blue', '12', { kind: 'steps', from: T(8), steps: 12 })
    expect(board(after)).toEqual({ t20: 'green?' })
    expect(JSON.stringify(lastPlay(after))).not.toContain('green')
    expect(viewFor(after, 'green').pieces[0].colour).toBeNull()
  })

  it('"So lange eine deiner Figuren auf deinem eigenen Startfeld steht, darfst du keine untergetauchten Figuren ziehen" — start-card numbers included', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(0) },
        { colour: 'blue', at: T(8), undercover: true },
      ],
      hands: { red: ['2', 'start-1-11'] },
      turn: 'red',
    })
    expect(movesWith(s, 'red', '2')).toEqual([{ kind: 'steps', from: T(0), steps: 2 }])
    expect(movesWith(s, 'red', 'start-1-11')).toEqual([
      { kind: 'steps', from: T(0), steps: 1 },
      { kind: 'steps', from: T(0), steps: 11 },
    ])
    refuses(() => play(s, 'red', '2', { kind: 'steps', from: T(8), steps: 2 }), 'bad-move')
    // Once red's piece has left its start field, red may move undercover pieces again.
    const moved = { ...play(s, 'red', '2', { kind: 'steps', from: T(0), steps: 2 }), turn: 'red' as const }
    expect(movesWith(moved, 'red', 'start-1-11')).toContainEqual({ kind: 'steps', from: T(8), steps: 1 })
  })

  it('another colour\'s piece on red\'s start field, or red\'s piece on another start field, does not restrict red', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'blue', at: T(0) },
        { colour: 'red', at: T(16) },
        { colour: 'green', at: T(8), undercover: true },
      ],
      hands: { red: ['2'] },
      turn: 'red',
    })
    expect(movesWith(s, 'red', '2')).toContainEqual({ kind: 'steps', from: T(8), steps: 2 })
  })

  it('"Du darfst untergetauchte Figuren weiterhin durch Sonderfunktionen roter Karten bewegen, z. B. durch einen Tausch": Swap and Partner', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(0) },
        { colour: 'blue', at: T(8), undercover: true },
        { colour: 'green', at: T(20), undercover: true },
      ],
      hands: { red: ['swap', 'partner'] },
      turn: 'red',
    })
    expect(movesWith(s, 'red', 'swap')).toEqual([{ kind: 'swap', a: T(8), b: T(20) }])
    expect(movesWith(s, 'red', 'partner')).toContainEqual({ kind: 'split', steps: [{ from: T(8) }, { from: T(9) }, { from: T(10) }, { from: T(11) }] })
  })
})

// Issue 25, point 4: the log said "An agent moves" even for an agent everyone could see.
describe('the log names a moving agent\'s colour only while everyone sees it', () => {
  it('a face-up agent\'s move names its colour, also when the move ends on a hole', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(1) }, { colour: 'blue', at: T(30) }], hands: { red: ['3'], blue: ['5'] }, turn: 'red' })
    const after = play(s, 'red', '3', { kind: 'steps', from: T(1), steps: 3 })
    expect(lastPlay(after)).toEqual([
      expect.objectContaining({ type: 'play', seat: 'red' }),
      { type: 'move', colour: 'red', from: T(1), to: T(4) },
      { type: 'undercover', at: T(4) },
    ])
    const next = play(after, 'blue', '5', { kind: 'steps', from: T(30), steps: 5 })
    expect(lastPlay(next)).toContainEqual({ type: 'move', colour: 'blue', from: T(30), to: T(35) })
  })

  it('an undercover agent\'s move names no colour, in the log or in anyone\'s view', () => {
    const s = position({ players: 4, pieces: [{ colour: 'green', at: T(8), undercover: true }], hands: { blue: ['12', '2'] }, turn: 'blue' })
    const after = play(s, 'blue', '12', { kind: 'steps', from: T(8), steps: 12 })
    expect(lastPlay(after).filter((e) => e.type === 'move')).toEqual([{ type: 'move', from: T(8), to: T(20) }])
    for (const seat of ['red', 'blue', 'green', 'yellow', null] as const) expect(JSON.stringify(viewFor(after, seat).log)).not.toContain('green')
  })
})
