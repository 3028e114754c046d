// KARTENERKLÄRUNGEN: the start cards, Swap (Tausch) and Copy (Kopie), sentence by sentence, with the
// rulebook's example of copying a 1/11 and choosing another option.
import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../src/engine/agent-dog'
import { G, T, board, cardIn, movesWith, play, position, refuses, viewsOf, waiting } from './helpers'
import { applyAction } from '../../../src/engine/agent-dog'

describe('start cards (NEUE FIGUREN INS SPIEL BRINGEN)', () => {
  it('1/11: "eine von drei Möglichkeiten": 1 forward, 11 forward, or a piece from the start area onto the start field', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(2) }], hands: { red: ['start-1-11'] }, turn: 'red' })
    expect(movesWith(s, 'red', 'start-1-11')).toEqual([
      { kind: 'enter' },
      { kind: 'steps', from: T(2), steps: 1 },
      { kind: 'steps', from: T(2), steps: 11 },
    ])
    expect(board(play(s, 'red', 'start-1-11', { kind: 'steps', from: T(2), steps: 1 }))).toEqual({ t3: 'red' })
    expect(board(play(s, 'red', 'start-1-11', { kind: 'steps', from: T(2), steps: 11 }))).toEqual({ t13: 'red' })
    const entered = play(s, 'red', 'start-1-11', { kind: 'enter' })
    expect(board(entered)).toEqual({ t0: 'red', t2: 'red' })
    expect(waiting(entered, 'red')).toBe(2)
    expect(viewFor(entered, 'blue').pieces[0]).toEqual({ at: T(0), colour: 'red', undercover: false, onOwnStart: true })
  })

  it('13: "eine der beiden Möglichkeiten": 13 forward or enter; "darfst du also die Zahl auf der Karte nicht nutzen"', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(2) }], hands: { red: ['start-13'] }, turn: 'red' })
    expect(movesWith(s, 'red', 'start-13')).toEqual([{ kind: 'enter' }, { kind: 'steps', from: T(2), steps: 13 }])
    refuses(() => play(s, 'red', 'start-13', { kind: 'steps', from: T(2), steps: 1 }), 'bad-move')
  })

  it('no entering while the own start field holds a piece of that colour (it may not be captured), nor with an empty start area', () => {
    const blocked = position({ players: 4, pieces: [{ colour: 'red', at: T(0) }], hands: { red: ['start-13'] }, turn: 'red' })
    expect(movesWith(blocked, 'red', 'start-13')).toEqual([{ kind: 'steps', from: T(0), steps: 13 }])
    refuses(() => play(blocked, 'red', 'start-13', { kind: 'enter' }), 'bad-move')
    const all = position({
      players: 4,
      pieces: [1, 2, 3, 5].map((t) => ({ colour: 'red' as const, at: T(t) })),
      hands: { red: ['start-13'] },
      turn: 'red',
    })
    expect(movesWith(all, 'red', 'start-13').some((m) => m.kind === 'enter')).toBe(false)
  })

  it('entering captures another colour\'s piece on the start field (§13); a teammate\'s there costs the round', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'blue', at: T(0) },
        { colour: 'yellow', at: T(49) },
      ],
      hands: { red: ['start-1-11', '2'], yellow: ['2'] },
      turn: 'red',
    })
    const after = play(s, 'red', 'start-1-11', { kind: 'enter' })
    expect(board(after)).toEqual({ t0: 'red', t49: 'yellow' })
    expect(waiting(after, 'blue')).toBe(4)
    expect(after.out).toEqual([])
    const mate = position({
      players: 4,
      pieces: [
        { colour: 'green', at: T(0) },
        { colour: 'yellow', at: T(49) },
      ],
      hands: { red: ['start-1-11', '2'], yellow: ['2'] },
      turn: 'red',
    })
    expect(play(mate, 'red', 'start-1-11', { kind: 'enter' }).out).toEqual(['red'])
  })

  it('(ruling) a player whose own pieces are home enters the teammate\'s ("anstelle deiner eigenen Figuren")', () => {
    const s = position({
      players: 4,
      pieces: [1, 2, 3, 4].map((k) => ({ colour: 'red' as const, at: G('red', k as 1 | 2 | 3 | 4) })),
      hands: { red: ['start-13'] },
      turn: 'red',
    })
    expect(movesWith(s, 'red', 'start-13')).toEqual([{ kind: 'enter' }])
    expect(board(play(s, 'red', 'start-13', { kind: 'enter' }))).toMatchObject({ t32: 'green' })
  })
})

describe('Swap (Tausch)', () => {
  const twoHidden = () =>
    position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(0) },
        { colour: 'green', at: T(8), undercover: true },
        { colour: 'blue', at: T(20), undercover: true },
        { colour: 'yellow', at: T(50) },
      ],
      hands: { red: ['swap'], blue: ['2'] },
      turn: 'red',
    })

  it('"musst du 2 untergetauchte Spielfiguren miteinander vertauschen. Beide Figuren bleiben auch nach dem Austausch untergetaucht."', () => {
    const s = twoHidden()
    expect(movesWith(s, 'red', 'swap')).toEqual([{ kind: 'swap', a: T(8), b: T(20) }])
    const after = play(s, 'red', 'swap', { kind: 'swap', a: T(8), b: T(20) })
    expect(board(after)).toEqual({ t0: 'red', t8: 'blue?', t20: 'green?', t50: 'yellow' })
    expect(after.log).toContainEqual({ type: 'swap', a: T(8), b: T(20) })
  })

  it('"Du darfst die Farben der Figuren während des Tausches nicht ansehen": every view of the board is byte-identical after a swap', () => {
    const s = twoHidden()
    const before = viewsOf(s).map((v) => JSON.stringify(JSON.parse(v).pieces))
    const after = play(s, 'red', 'swap', { kind: 'swap', a: T(20), b: T(8) })
    expect(viewsOf(after).map((v) => JSON.stringify(JSON.parse(v).pieces))).toEqual(before)
  })

  it('"Ist nur eine oder gar keine Figur untergetaucht, kannst du diese Karte nicht spielen"; a visible piece cannot be swapped', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(3) },
        { colour: 'green', at: T(8), undercover: true },
      ],
      hands: { red: ['swap', '2'] },
      turn: 'red',
    })
    expect(movesWith(s, 'red', 'swap')).toEqual([])
    refuses(() => play(s, 'red', 'swap', { kind: 'swap', a: T(3), b: T(8) }), 'bad-move')
    refuses(() => play(s, 'red', 'swap', { kind: 'swap', a: T(8), b: T(8) }), 'bad-move')
  })

  it('three undercover pieces: each of the three pairs is offered once', () => {
    const s = position({
      players: 3,
      pieces: [
        { colour: 'green', at: T(8), undercover: true },
        { colour: 'blue', at: T(20), undercover: true },
        { colour: 'red', at: T(60), undercover: true },
      ],
      hands: { red: ['swap'] },
      turn: 'red',
    })
    expect(movesWith(s, 'red', 'swap')).toEqual([
      { kind: 'swap', a: T(8), b: T(20) },
      { kind: 'swap', a: T(8), b: T(60) },
      { kind: 'swap', a: T(20), b: T(60) },
    ])
  })
})

describe('Copy (Kopie)', () => {
  it('"Kopierst du z. B. eine ausgespielte 1/11 Karte, so darfst du frei wählen, welche der 3 Möglichkeiten dieser Karte du ausführen möchtest"', () => {
    let s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(2) },
        { colour: 'blue', at: T(20) },
      ],
      hands: { red: ['start-1-11', '3'], blue: ['copy', '5'] },
      turn: 'red',
    })
    // Red uses the 1/11 to enter; blue copies it and takes 11 steps instead.
    s = play(s, 'red', 'start-1-11', { kind: 'enter' })
    expect(viewFor(s, 'blue').lastPlayed).toBe('start-1-11')
    expect(movesWith(s, 'blue', 'copy')).toEqual([
      { kind: 'enter' },
      { kind: 'steps', from: T(20), steps: 1 },
      { kind: 'steps', from: T(20), steps: 11 },
    ])
    const copied = play(s, 'blue', 'copy', { kind: 'steps', from: T(20), steps: 11 })
    expect(board(copied)).toMatchObject({ t31: 'blue' })
    expect(copied.log).toContainEqual(expect.objectContaining({ type: 'play', seat: 'blue', card: { id: cardIn(s, 'blue', 'copy'), kind: 'copy' }, as: 'start-1-11' }))
  })

  it('"so als hättest du sie selbst gespielt": the copying player\'s own pieces and restrictions apply', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'blue', at: T(16) },
        { colour: 'green', at: T(8), undercover: true },
      ],
      hands: { blue: ['copy'] },
      turn: 'blue',
      lastPlayed: '2',
    })
    // Blue's piece on its own start field: no copied plain move of the undercover piece.
    expect(movesWith(s, 'blue', 'copy')).toEqual([{ kind: 'steps', from: T(16), steps: 2 }])
  })

  it('"Du darfst diese Karte also nicht als erste Karte einer neuen Runde ausspielen"', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(2) }], hands: { red: ['copy', '2'] }, turn: 'red' })
    expect(movesWith(s, 'red', 'copy')).toEqual([])
    refuses(() => applyAction(s, 'red', { type: 'play', card: cardIn(s, 'red', 'copy'), move: { kind: 'steps', from: T(2), steps: 2 } }), 'bad-move')
  })

  it('"Spielst du eine Kopie nach einer Kopie, so kopierst du ebenfalls die zuvor kopierte Karte"', () => {
    let s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'blue', at: T(17) },
        { colour: 'green', at: T(33) },
      ],
      hands: { red: ['5', '2'], blue: ['copy', '2'], green: ['copy', '2'] },
      turn: 'red',
    })
    s = play(s, 'red', '5', { kind: 'steps', from: T(1), steps: 5 })
    s = play(s, 'blue', 'copy', { kind: 'steps', from: T(17), steps: 5 })
    expect(s.lastPlayed).toBe('5')
    expect(movesWith(s, 'green', 'copy')).toEqual([{ kind: 'steps', from: T(33), steps: 5 }])
  })

  it('"Die Kopie gilt nicht rundenübergreifend": each deal forgets the last card played', () => {
    let s = position({
      players: 4,
      pieces: [{ colour: 'red', at: T(1) }],
      hands: { red: ['5'] },
      turn: 'red',
    })
    s = play(s, 'red', '5', { kind: 'steps', from: T(1), steps: 5 })
    expect(s.phase).toBe('exchange')
    expect(s.lastPlayed).toBeNull()
  })

  it('a Copy after a player dropped out copies the last card actually played (§13)', () => {
    let s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'green', at: T(33) },
      ],
      hands: { red: ['2', '3'], blue: ['12', '9'], green: ['copy', '3'] },
      turn: 'red',
    })
    s = play(s, 'red', '2', { kind: 'steps', from: T(1), steps: 2 })
    // Blue has nothing on the board and no start card: out, its cards under the pile unplayed.
    expect(s.out).toEqual(['blue'])
    expect(s.turn).toBe('green')
    expect(viewFor(s, 'green').lastPlayed).toBe('2')
    expect(movesWith(s, 'green', 'copy')).toEqual([{ kind: 'steps', from: T(33), steps: 2 }])
  })

  it('copies of a Swap and a Partner work like the cards themselves', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'green', at: T(8), undercover: true },
        { colour: 'blue', at: T(20), undercover: true },
      ],
      hands: { red: ['copy'] },
      turn: 'red',
      lastPlayed: 'swap',
    })
    expect(movesWith(s, 'red', 'copy')).toEqual([{ kind: 'swap', a: T(8), b: T(20) }])
    const p = { ...s, lastPlayed: 'partner' as const }
    expect(movesWith(p, 'red', 'copy')).toContainEqual({ kind: 'split', steps: [{ from: T(8) }, { from: T(9) }, { from: T(10) }, { from: T(11) }] })
  })
})
