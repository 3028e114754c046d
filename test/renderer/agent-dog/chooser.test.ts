// The play chooser: what each card of the hand can do, arranged the way a player chooses, and
// nothing that is not a complete play the engine lists.
import { describe, expect, it } from 'vitest'
import { applyAction, legalActions, viewFor, type Action, type GameState, type PlayerView } from '../../../src/engine/agent-dog'
import { cardChoices, choiceKind, plainChoices, swapChoices, type CardChoice } from '../../../src/renderer/src/games/agent-dog/table/chooser'
import { legalActionsFromView } from '../../../src/engine/agent-dog/client'
import { placeKey } from '../../../src/renderer/src/games/agent-dog/table/geometry'
import { G, T, cardIn, position } from './helpers'

function choicesFor(s: GameState): { view: PlayerView; choices: CardChoice[] } {
  const view = viewFor(s, s.turn as 'red')
  return { view, choices: cardChoices(view, legalActionsFromView(view)) }
}

function choiceOf(s: GameState, kind: string): { view: PlayerView; choice: CardChoice } {
  const { view, choices } = choicesFor(s)
  const choice = choices.find((c) => c.card.kind === kind)
  if (!choice) throw new Error(`no ${kind} in hand`)
  return { view, choice }
}

/** Every action the chooser can produce for a card is one the engine lists for the seat. */
function expectLegal(s: GameState, actions: readonly Action[]): void {
  const legal = legalActions(s, s.turn as 'red').map((a) => JSON.stringify(a))
  for (const a of actions) expect(legal).toContain(JSON.stringify(a))
}

describe('the play chooser', () => {
  it('Start 1/11: bring an agent in, or move an agent 1 or 11', () => {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }], hands: { red: ['start-1-11', '5'] } })
    const { view, choice } = choiceOf(s, 'start-1-11')
    expect(choiceKind(choice)).toBe('plain')
    const plain = plainChoices(view, choice.plays)
    expect(plain.enter?.move).toEqual({ kind: 'enter' })
    expect(plain.enterColour).toBe('red')
    expect(plain.agents).toHaveLength(1)
    const agent = plain.agents[0]
    expect(placeKey(agent?.from ?? T(0))).toBe('t3')
    expect(agent?.moves.map((m) => [m.steps, placeKey(m.to)])).toEqual([
      [1, 't4'],
      [11, 't14'],
    ])
    expectLegal(s, [plain.enter as Action, ...(agent?.moves.map((m) => m.action) ?? [])])
  })

  it('into the goal or round again: both offered, each where it ends', () => {
    // Two fields before Red's start field, a 5 either turns in (63, 0, goal 1, 2, 3) or goes on to 3.
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(62) }], hands: { red: ['5'] } })
    const { view, choice } = choiceOf(s, '5')
    const moves = plainChoices(view, choice.plays).agents[0]?.moves ?? []
    expect(moves.map((m) => [placeKey(m.to), m.goal, m.either])).toEqual([
      ['g-red-3', true, true],
      ['t3', false, true],
    ])
    expectLegal(s, moves.map((m) => m.action))
    // And the engine puts the agent where the chooser said.
    const after = applyAction(s, 'red', moves[0]?.action as Action)
    expect(viewFor(after, 'red').pieces.some((p) => p.at !== 'start-area' && placeKey(p.at) === 'g-red-3' && p.colour === 'red')).toBe(true)
  })

  it('says which agent a move captures, and lets undercover agents be moved by anyone', () => {
    const s = position({
      players: 4,
      turn: 'red',
      pieces: [
        { colour: 'red', at: T(20) },
        { colour: 'blue', at: T(27) },
        { colour: 'green', at: T(8), undercover: true },
      ],
      hands: { red: ['7'] },
    })
    const { view, choice } = choiceOf(s, '7')
    const agents = plainChoices(view, choice.plays).agents
    expect(agents.map((a) => [placeKey(a.from), a.piece.undercover])).toEqual([
      ['t8', true],
      ['t20', false],
    ])
    const red = agents.find((a) => placeKey(a.from) === 't20')
    expect(red?.moves[0]?.captures).toMatchObject({ colour: 'blue', undercover: false })
    // The undercover agent has no colour here, as in the view.
    expect(agents[0]?.piece.colour).toBeNull()
  })

  it('Swap: the first undercover agent, then any other one', () => {
    const s = position({
      players: 4,
      turn: 'red',
      pieces: [
        { colour: 'blue', at: T(4), undercover: true },
        { colour: 'green', at: T(24), undercover: true },
        { colour: 'red', at: T(40), undercover: true },
        { colour: 'red', at: T(1) },
      ],
      hands: { red: ['swap'] },
    })
    const { choice } = choiceOf(s, 'swap')
    expect(choiceKind(choice)).toBe('swap')
    const swap = swapChoices(choice.plays)
    expect(swap.firsts.map((p) => placeKey(p))).toEqual(['t4', 't24', 't40'])
    const withMiddle = swap.withFirst(T(24))
    expect(withMiddle.map((w) => placeKey(w.other))).toEqual(['t4', 't40'])
    expectLegal(s, withMiddle.map((w) => w.action))
  })

  it('a Copy offers what the last card played offers; as the first card of a round, nothing', () => {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }], hands: { red: ['copy'] }, lastPlayed: '5' })
    const { view, choice } = choiceOf(s, 'copy')
    expect(choice.as).toBe('5')
    expect(plainChoices(view, choice.plays).agents[0]?.moves.map((m) => placeKey(m.to))).toEqual(['t8'])
    const first = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }], hands: { red: ['copy', '5'] } })
    expect(choiceOf(first, 'copy').choice.plays).toEqual([])
  })

  it('a card that cannot be carried out completely offers nothing (the table marks it “not now”)', () => {
    // The only agent out stands in goal 1: a 12 cannot be moved inside a lane of four fields.
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: G('red', 1) }], hands: { red: ['12', '2'] } })
    const { choices } = choicesFor(s)
    expect(choices.map((c) => [c.card.kind, c.plays.length])).toEqual([
      ['12', 0],
      ['2', 1],
    ])
    expect(choiceKind(choices[0] as CardChoice)).toBe('none')
    expect(choices[0]?.card.id).toBe(cardIn(s, 'red', '12'))
  })
})
