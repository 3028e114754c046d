// ZIELFELDER for undercover pieces (T4 undercoverGoalEntry, agent-dog.md §7.7) and SPIELENDE.
import { describe, expect, it } from 'vitest'
import { game, legalActions, viewFor, type GameState } from '../../../src/engine/agent-dog'
import { winnerAfter } from '../../../src/engine/agent-dog/win'
import { G, T, board, movesWith, play, position, refuses, waiting } from './helpers'

const home = (colour: 'red' | 'blue' | 'green' | 'yellow', ks: Array<1 | 2 | 3 | 4>) => ks.map((k) => ({ colour, at: G(colour, k) }))

describe('undercover pieces and the goal lanes (relocate, the default)', () => {
  const from60 = (colour: 'red' | 'blue' | 'green' | 'yellow', extra: ReturnType<typeof home> = []) =>
    position({
      players: 4,
      pieces: [{ colour, at: T(60), undercover: true }, ...extra, { colour: 'blue', at: T(17) }],
      hands: { red: ['6', '2'], blue: ['2'] },
      turn: 'red',
    })

  it('an undercover piece may turn only into the lane of its mover\'s colour', () => {
    const s = from60('green')
    expect(movesWith(s, 'red', '6')).toEqual([
      { kind: 'steps', from: T(60), steps: 6 },
      { kind: 'steps', from: T(60), steps: 6, goal: true },
    ])
    // Blue moving the same piece past red's start field: red's lane is not blue's.
    const b = { ...s, turn: 'blue' as const, hands: { ...s.hands, blue: s.hands.red } }
    expect(movesWith(b, 'blue', '6')).toEqual([
      { kind: 'steps', from: T(17), steps: 6 },
      { kind: 'steps', from: T(60), steps: 6 },
    ])
  })

  it('revealed in the lane: the lane\'s own colour stays', () => {
    const after = play(from60('red'), 'red', '6', { kind: 'steps', from: T(60), steps: 6, goal: true })
    expect(board(after)).toEqual({ 'g:red:2': 'red', t17: 'blue' })
    expect(after.log).toContainEqual({ type: 'goal-entry', at: G('red', 2), colour: 'red', to: G('red', 2) })
  })

  it('the teammate\'s colour goes back to its start area: not a capture, no penalty (ruling)', () => {
    const after = play(from60('green'), 'red', '6', { kind: 'steps', from: T(60), steps: 6, goal: true })
    expect(board(after)).toEqual({ t17: 'blue' })
    expect(waiting(after, 'green')).toBe(4)
    expect(after.out).toEqual([])
    expect(after.log).toContainEqual({ type: 'goal-entry', at: G('red', 2), colour: 'green', to: 'start-area' })
  })

  it('an opponent\'s colour goes to the deepest free goal field of its own colour ("hinterste freie Zielfeld")', () => {
    const s = position({
      players: 4,
      pieces: [{ colour: 'yellow', at: T(60), undercover: true }, ...home('yellow', [4, 2]), { colour: 'blue', at: T(17) }],
      hands: { red: ['6', '2'], blue: ['2'] },
      turn: 'red',
    })
    const after = play(s, 'red', '6', { kind: 'steps', from: T(60), steps: 6, goal: true })
    expect(board(after)).toMatchObject({ 'g:yellow:3': 'yellow', 'g:yellow:4': 'yellow', 'g:yellow:2': 'yellow' })
    expect(after.log).toContainEqual({ type: 'goal-entry', at: G('red', 2), colour: 'yellow', to: G('yellow', 3) })
  })

  it('... which can complete the other team\'s win, whoever played the card', () => {
    const s = position({
      players: 4,
      pieces: [{ colour: 'blue', at: T(60), undercover: true }, ...home('blue', [2, 3, 4]), ...home('yellow', [1, 2, 3, 4])],
      hands: { red: ['6', '2'] },
      turn: 'red',
    })
    const after = play(s, 'red', '6', { kind: 'steps', from: T(60), steps: 6, goal: true })
    expect(after.phase).toBe('over')
    expect(after.winner).toEqual(['blue', 'yellow'])
    expect(game.winner(after)).toEqual(['blue', 'yellow'])
  })

  it('forbidden (rules option): undercover pieces never turn into a goal lane', () => {
    const s = position({
      players: 4,
      pieces: [{ colour: 'red', at: T(60), undercover: true }],
      hands: { red: ['6'] },
      turn: 'red',
      rules: { undercoverGoalEntry: 'forbidden' },
    })
    expect(movesWith(s, 'red', '6')).toEqual([{ kind: 'steps', from: T(60), steps: 6 }])
    refuses(() => play(s, 'red', '6', { kind: 'steps', from: T(60), steps: 6, goal: true }), 'bad-move')
  })
})

describe('the end of the game (SPIELENDE)', () => {
  it('"Das Team, das zuerst alle seine 8 Figuren im Ziel hat, gewinnt das Spiel"', () => {
    const s = position({
      players: 4,
      pieces: [...home('red', [2, 3, 4]), { colour: 'red', at: T(63) }, ...home('green', [1, 2, 3, 4])],
      hands: { red: ['2', '3'] },
      turn: 'red',
    })
    const after = play(s, 'red', '2', { kind: 'steps', from: T(63), steps: 2, goal: true })
    expect(after.phase).toBe('over')
    expect(after.winner).toEqual(['red', 'green'])
    expect(after.turn).toBeNull()
    expect(after.log[after.log.length - 1]).toEqual({ type: 'win', seats: ['red', 'green'] })
    for (const seat of after.seats) {
      expect(legalActions(after, seat)).toEqual([])
      expect(viewFor(after, seat).winner).toEqual(['red', 'green'])
      expect(viewFor(after, seat).prompt).toBeNull()
    }
    expect(game.toAct(after)).toEqual([])
    refuses(() => play(after, 'red', '3', { kind: 'steps', from: G('red', 1), steps: 3 }), 'game-over')
  })

  it('"Ihr könnt also nicht allein gewinnen": one colour home is not a win; "hilfst deinem Teammitglied" with its pieces', () => {
    const s = position({
      players: 4,
      pieces: [...home('red', [2, 3, 4]), { colour: 'red', at: T(63) }, { colour: 'green', at: T(40) }],
      hands: { red: ['2', '3'], blue: ['2'] },
      turn: 'red',
    })
    const after = play(s, 'red', '2', { kind: 'steps', from: T(63), steps: 2, goal: true })
    expect(after.phase).toBe('play')
    expect(after.winner).toBeNull()
    const again = { ...after, turn: 'red' as const }
    expect(viewFor(again, 'red').playing).toBe('green')
    expect(movesWith(again, 'red', '3')).toEqual([{ kind: 'steps', from: T(40), steps: 3 }])
  })

  it('2–3 players: "Du gewinnst, sobald du deine 4 Figuren im Ziel hast"', () => {
    const s = position({
      players: 3,
      pieces: [...home('blue', [2, 3, 4]), { colour: 'blue', at: T(15) }],
      hands: { blue: ['2'] },
      turn: 'blue',
    })
    const after = play(s, 'blue', '2', { kind: 'steps', from: T(15), steps: 2, goal: true })
    expect(after.winner).toEqual(['blue'])
    expect(game.winner(after)).toEqual(['blue'])
  })

  it('(ruling) one card completing two sides: the player\'s side wins, else the first complete side clockwise from the player', () => {
    const done = (colours: Array<'red' | 'blue' | 'green'>): GameState => {
      const s = position({ players: 3, pieces: colours.flatMap((c) => home(c, [1, 2, 3, 4])), turn: 'red' })
      return s
    }
    expect(winnerAfter(done(['green', 'red']), 'red')).toEqual(['red'])
    expect(winnerAfter(done(['green', 'blue']), 'red')).toEqual(['blue'])
    expect(winnerAfter(done(['green', 'red']), 'blue')).toEqual(['green'])
    const four = position({ players: 4, pieces: [...['red', 'green', 'blue', 'yellow'].flatMap((c) => home(c as 'red', [1, 2, 3, 4]))], turn: 'red' })
    expect(winnerAfter(four, 'yellow')).toEqual(['blue', 'yellow'])
    expect(winnerAfter(four, 'green')).toEqual(['red', 'green'])
  })
})
