// FIGUREN BEWEGEN, ÜBERSPRINGEN, ZIELFELDER and BESETZTES STARTFELD, sentence by sentence.
// Board (T1): start fields red 0, blue 16, green 32, yellow 48; holes 4, 8, 12 after each start
// field; meeting points 9 after each.
import { describe, expect, it } from 'vitest'
import { G, T, board, movesWith, play, position, refuses, waiting } from './helpers'

describe('moving pieces (FIGUREN BEWEGEN)', () => {
  it('"Mit blauen Karten darfst du die Figur um genau so viele Felder im Uhrzeigersinn nach vorne ziehen": a 5 moves exactly 5 clockwise', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(1) }], hands: { red: ['5'] }, turn: 'red' })
    expect(movesWith(s, 'red', '5')).toEqual([{ kind: 'steps', from: T(1), steps: 5 }])
    expect(board(play(s, 'red', '5', { kind: 'steps', from: T(1), steps: 5 }))).toEqual({ t6: 'red' })
  })

  it('the track is a loop: from field 62 a 5 reaches field 3 (when not turning into the goal)', () => {
    const s = position({ players: 4, pieces: [{ colour: 'blue', at: T(62) }], hands: { blue: ['5'] }, turn: 'blue' })
    expect(board(play(s, 'blue', '5', { kind: 'steps', from: T(62), steps: 5 }))).toEqual({ t3: 'blue' })
  })

  it('"Du darfst Figuren in deiner Farbe oder untergetauchte Figuren bewegen": not a visible piece of another colour', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'blue', at: T(2) },
        { colour: 'green', at: T(20), undercover: true },
        { colour: 'green', at: T(33) },
      ],
      hands: { red: ['3'] },
      turn: 'red',
    })
    // red's own piece waits in the start area; the undercover piece on hole 20 may be moved by anyone.
    expect(movesWith(s, 'red', '3')).toEqual([{ kind: 'steps', from: T(20), steps: 3 }])
    refuses(() => play(s, 'red', '3', { kind: 'steps', from: T(2), steps: 3 }), 'bad-move')
    refuses(() => play(s, 'red', '3', { kind: 'steps', from: T(33), steps: 3 }), 'bad-move')
  })

  it('a move must name a field holding a piece, and the card\'s own number', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(1) }], hands: { red: ['5'] }, turn: 'red' })
    refuses(() => play(s, 'red', '5', { kind: 'steps', from: T(2), steps: 5 }), 'bad-move')
    refuses(() => play(s, 'red', '5', { kind: 'steps', from: T(1), steps: 6 }), 'bad-move')
    refuses(() => play(s, 'red', '5', { kind: 'enter' }), 'bad-move')
  })
})

describe('jumping (ÜBERSPRINGEN)', () => {
  it('"Du darfst beim Ziehen andere Figuren überspringen. Das übersprungene Feld zählst du dabei mit."', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'blue', at: T(3) },
        { colour: 'red', at: T(5) },
      ],
      hands: { red: ['6'] },
      turn: 'red',
    })
    expect(board(play(s, 'red', '6', { kind: 'steps', from: T(1), steps: 6 }))).toEqual({ t3: 'blue', t5: 'red', t7: 'red' })
  })

  it('"Eine Figur auf dem gleichfarbigen Startfeld blockiert!": blue on its own start field 16 cannot be jumped', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(14) },
        { colour: 'blue', at: T(16) },
      ],
      hands: { red: ['3', '2'] },
      turn: 'red',
    })
    expect(movesWith(s, 'red', '3')).toEqual([])
    refuses(() => play(s, 'red', '3', { kind: 'steps', from: T(14), steps: 3 }), 'bad-move')
    // Nor captured: landing on it is refused too.
    refuses(() => play(s, 'red', '2', { kind: 'steps', from: T(14), steps: 2 }), 'bad-move')
  })

  it('"Dies gilt auch, wenn es sich um deine eigene Figur handelt": red on its start field blocks red', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(62) },
        { colour: 'red', at: T(0) },
      ],
      hands: { red: ['3'] },
      turn: 'red',
    })
    expect(movesWith(s, 'red', '3')).toEqual([{ kind: 'steps', from: T(0), steps: 3 }])
  })

  it('a piece on ANOTHER colour\'s start field does not block and can be captured', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(14) },
        { colour: 'yellow', at: T(16) },
      ],
      hands: { red: ['3', '2'] },
      turn: 'red',
    })
    expect(board(play(s, 'red', '3', { kind: 'steps', from: T(14), steps: 3 }))).toEqual({ t16: 'yellow', t17: 'red' })
    const after = play(s, 'red', '2', { kind: 'steps', from: T(14), steps: 2 })
    expect(board(after)).toEqual({ t16: 'red' })
    expect(waiting(after, 'yellow')).toBe(4)
  })
})

describe('goal fields (ZIELFELDER)', () => {
  it('"Du betrittst die Zielfelder über das Startfeld": passing its start field a piece may turn in, or go round again (ruling: optional)', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(62) }], hands: { red: ['3'] }, turn: 'red' })
    expect(movesWith(s, 'red', '3')).toEqual([
      { kind: 'steps', from: T(62), steps: 3 },
      { kind: 'steps', from: T(62), steps: 3, goal: true },
    ])
    expect(board(play(s, 'red', '3', { kind: 'steps', from: T(62), steps: 3, goal: true }))).toEqual({ 'g:red:1': 'red' })
    expect(board(play(s, 'red', '3', { kind: 'steps', from: T(62), steps: 3 }))).toEqual({ t1: 'red' })
    expect(board(play(s, 'red', '3', { kind: 'steps', from: T(62), steps: 3, goal: false }))).toEqual({ t1: 'red' })
  })

  it('"Du darfst diese Bewegung jedoch nicht auf dem Startfeld beginnen"', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(0) }], hands: { red: ['2'] }, turn: 'red' })
    expect(movesWith(s, 'red', '2')).toEqual([{ kind: 'steps', from: T(0), steps: 2 }])
    refuses(() => play(s, 'red', '2', { kind: 'steps', from: T(0), steps: 2, goal: true }), 'bad-move')
  })

  it('"nach der Bewegung mit einer Figur auf ihrem eigenen Startfeld zu landen ... muss diese eine weitere Runde drehen"', () => {
    let s = position({ players: 4, pieces: [{ colour: 'red', at: T(61) }], hands: { red: ['3', '2'] }, turn: 'red' })
    expect(movesWith(s, 'red', '3')).toEqual([{ kind: 'steps', from: T(61), steps: 3 }])
    s = play(s, 'red', '3', { kind: 'steps', from: T(61), steps: 3 })
    expect(board(s)).toEqual({ t0: 'red' })
    s = { ...s, turn: 'red' }
    expect(movesWith(s, 'red', '2')).toEqual([{ kind: 'steps', from: T(0), steps: 2 }])
  })

  it('"Du darfst ein Zielfeld nur mit einer Figur der passenden Farbe betreten": red passing blue\'s start field stays on the track', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(14) }], hands: { red: ['5'] }, turn: 'red' })
    expect(movesWith(s, 'red', '5')).toEqual([{ kind: 'steps', from: T(14), steps: 5 }])
    refuses(() => play(s, 'red', '5', { kind: 'steps', from: T(14), steps: 5, goal: true }), 'bad-move')
  })

  it('a move must end exactly: 6 from field 62 reaches goal field 4, a 7 only goes round', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(62) }], hands: { red: ['6', '7'] }, turn: 'red' })
    expect(board(play(s, 'red', '6', { kind: 'steps', from: T(62), steps: 6, goal: true }))).toEqual({ 'g:red:4': 'red' })
    expect(movesWith(s, 'red', '7')).toEqual([{ kind: 'steps', from: T(62), steps: 7 }])
  })

  it('"Du darfst Figuren auf Zielfeldern nicht schlagen und nicht überspringen"', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(63) },
        { colour: 'red', at: G('red', 2) },
      ],
      hands: { red: ['3', '2', '5'] },
      turn: 'red',
    })
    refuses(() => play(s, 'red', '3', { kind: 'steps', from: T(63), steps: 3, goal: true }), 'bad-move') // lands on goal 2
    refuses(() => play(s, 'red', '5', { kind: 'steps', from: T(63), steps: 5, goal: true }), 'bad-move') // jumps goal 2
    expect(board(play(s, 'red', '2', { kind: 'steps', from: T(63), steps: 2, goal: true }))).toEqual({ 'g:red:1': 'red', 'g:red:2': 'red' })
  })

  it('moving within the goal lane (ruling, "von hinten nach vorne" füllen): forward, exactly, without jumping', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: G('red', 1) },
        { colour: 'red', at: G('red', 3) },
      ],
      hands: { red: ['2', '3'] },
      turn: 'red',
    })
    expect(movesWith(s, 'red', '2')).toEqual([])
    expect(movesWith(s, 'red', '3')).toEqual([])
    const t = position({ players: 4, pieces: [{ colour: 'red', at: G('red', 1) }], hands: { red: ['3'] }, turn: 'red' })
    expect(movesWith(t, 'red', '3')).toEqual([{ kind: 'steps', from: G('red', 1), steps: 3 }])
    expect(board(play(t, 'red', '3', { kind: 'steps', from: G('red', 1), steps: 3 }))).toEqual({ 'g:red:4': 'red' })
    // goal: true is not needed in the lane, and changes nothing.
    expect(board(play(t, 'red', '3', { kind: 'steps', from: G('red', 1), steps: 3, goal: true }))).toEqual({ 'g:red:4': 'red' })
  })
})
