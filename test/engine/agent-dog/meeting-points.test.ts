// AGENTENTREFFPUNKT, sentence by sentence, with the rulebook's example of the red agent pulled past
// its goal. Meeting points (T1) are 9 fields after each start field (9, 25, 41, 57); the field behind
// each (8, 24, 40, 56) is a hole.
import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../src/engine/agent-dog'
import { T, board, lastPlay, movesWith, play, position, waiting } from './helpers'

describe('meeting points (AGENTENTREFFPUNKT)', () => {
  it('the rulebook\'s example: "Die nächste Figur dahinter ist die rote Figur, die kurz vor dem eigenen Ziel steht. Die Figur wird am Ziel vorbei herangezogen und muss eine weitere Runde drehen."', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(63) },
        { colour: 'blue', at: T(7) },
      ],
      hands: { blue: ['2', '3'], red: ['3'] },
      turn: 'blue',
    })
    // Blue's agent ends its move on the meeting point 9.
    const met = play(s, 'blue', '2', { kind: 'steps', from: T(7), steps: 2 })
    // Red, one field before its own start field, is pulled round it onto hole 8, undercover.
    expect(board(met)).toEqual({ t8: 'red?', t9: 'blue' })
    expect(met.log).toContainEqual({ type: 'meeting', at: T(9), from: T(63), to: T(8) })
    // It went past its goal: from hole 8 it is 56 fields from red's start field again, and a 3 no longer reaches the goal.
    const redTurn = { ...met, turn: 'red' as const }
    expect(movesWith(redTurn, 'red', '3')).toEqual([{ kind: 'steps', from: T(8), steps: 3 }])
  })

  it('"Es ist unerheblich welche Farbe diese Figur hat oder ob diese Figur gerade untergetaucht ist": an undercover piece is pulled and stays hidden', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'green', at: T(60), undercover: true },
        { colour: 'blue', at: T(7) },
      ],
      hands: { blue: ['2', '3'] },
      turn: 'blue',
    })
    const met = play(s, 'blue', '2', { kind: 'steps', from: T(7), steps: 2 })
    expect(board(met)).toEqual({ t8: 'green?', t9: 'blue' })
    expect(JSON.stringify(lastPlay(met))).not.toContain('green')
    expect(viewFor(met, 'green').pieces[0]).toEqual({ at: T(8), colour: null, undercover: true, onOwnStart: false })
  })

  it('"Du kannst auf diese Weise sogar eine Figur heranziehen, die gerade auf ihrem eigenen Startfeld steht"', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(0) },
        { colour: 'blue', at: T(7) },
      ],
      hands: { blue: ['2', '3'] },
      turn: 'blue',
    })
    expect(board(play(s, 'blue', '2', { kind: 'steps', from: T(7), steps: 2 }))).toEqual({ t8: 'red?', t9: 'blue' })
  })

  it('"Dies kann eine beträchtliche Strecke sein": the search goes all the way round the track', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'blue', at: T(7) },
        { colour: 'yellow', at: T(12), undercover: true },
      ],
      hands: { blue: ['2', '3'] },
      turn: 'blue',
    })
    // Behind 9 come 8, 7 (empty once blue has left), ..., 0, 63, ..., 13, 12.
    expect(board(play(s, 'blue', '2', { kind: 'steps', from: T(7), steps: 2 }))).toEqual({ t8: 'yellow?', t9: 'blue' })
  })

  it('a piece already on the hole behind the meeting point stays; with nobody else on the track nothing happens (the trigger never pulls itself)', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'blue', at: T(6) },
        { colour: 'green', at: T(8), undercover: true },
        { colour: 'red', at: T(2) },
      ],
      hands: { blue: ['3', '2'] },
      turn: 'blue',
    })
    const met = play(s, 'blue', '3', { kind: 'steps', from: T(6), steps: 3 })
    expect(board(met)).toEqual({ t2: 'red', t8: 'green?', t9: 'blue' })
    expect(met.log.some((e) => e.type === 'meeting')).toBe(false)
    const alone = position({ players: 4, pieces: [{ colour: 'blue', at: T(7) }], hands: { blue: ['2', '3'] }, turn: 'blue' })
    expect(board(play(alone, 'blue', '2', { kind: 'steps', from: T(7), steps: 2 }))).toEqual({ t9: 'blue' })
  })

  it('only ENDING a movement on the meeting point counts: passing over it pulls nobody', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'blue', at: T(7) },
        { colour: 'red', at: T(2) },
      ],
      hands: { blue: ['3', '2'] },
      turn: 'blue',
    })
    expect(board(play(s, 'blue', '3', { kind: 'steps', from: T(7), steps: 3 }))).toEqual({ t2: 'red', t10: 'blue' })
  })

  it('a capture on the meeting point comes first, then the meeting (§13)', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'blue', at: T(4), undercover: true },
        { colour: 'yellow', at: T(9) },
        { colour: 'red', at: T(2) },
      ],
      hands: { green: ['5', '3'] },
      turn: 'green',
    })
    const met = play(s, 'green', '5', { kind: 'steps', from: T(4), steps: 5 })
    expect(board(met)).toEqual({ t8: 'red?', t9: 'blue' })
    expect(waiting(met, 'yellow')).toBe(4)
    const events = met.log.map((e) => e.type)
    expect(events.indexOf('capture')).toBeLessThan(events.indexOf('meeting'))
  })
})
