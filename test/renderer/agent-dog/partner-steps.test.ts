// The Partner card, one single step at a time: every step offered leads to a complete play, undo
// takes a step back, and the four steps sent are a play the engine accepts. Checked on chosen
// positions and over every Partner card held in seeded random games of 2, 3 and 4 players.
import { describe, expect, it } from 'vitest'
import type { Step } from '@shared/agent-dog/types'
import { applyAction, createGame, legalActions, toAct, viewFor, type Action, type GameState, type Seat } from '../../../src/engine/agent-dog'
import { nextInt, seedRng } from '../../../src/engine/core/rng'
import { cardChoices, type PlayAction } from '../../../src/renderer/src/games/agent-dog/table/chooser'
import { legalActionsFromView } from '../../../src/engine/agent-dog/client'
import { placeKey } from '../../../src/renderer/src/games/agent-dog/table/geometry'
import { partnerPlanner, type PartnerPlanner } from '../../../src/renderer/src/games/agent-dog/table/partner-steps'
import { T, position } from './helpers'

function plannerFor(s: GameState, seat: Seat = s.turn as Seat): { planner: PartnerPlanner; plays: PlayAction[] } {
  const view = viewFor(s, seat)
  const choice = cardChoices(view, legalActionsFromView(view)).find((c) => c.card.kind === 'partner')
  if (!choice) throw new Error('no Partner in hand')
  return { planner: partnerPlanner(view, choice.plays), plays: choice.plays }
}

const offered = (planner: PartnerPlanner, made: Step[]): string[] => planner.next(made).map((c) => `${placeKey(c.from)}>${placeKey(c.to)}`)

describe('the Partner, step by step', () => {
  it('offers the next step of each agent that may move, and four steps make the play', () => {
    // Red and its partner Green, away from meeting points (a step onto one pulls an agent up).
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }, { colour: 'green', at: T(44) }], hands: { red: ['partner'] } })
    const { planner } = plannerFor(s)
    expect(offered(planner, [])).toEqual(['t3>t4', 't44>t45'])
    const made: Step[] = [{ from: T(3) }, { from: T(44) }, { from: T(4) }]
    expect(offered(planner, made)).toEqual(['t5>t6', 't45>t46'])
    expect(planner.complete(made)).toBeNull()
    const play = planner.complete([...made, { from: T(45) }])
    expect(play).toMatchObject({ type: 'play', move: { kind: 'split' } })
    // In an order the engine's list does not hold (it lists one order per outcome), yet it accepts it.
    const after = applyAction(s, 'red', play as Action)
    expect(viewFor(after, 'red').pieces.filter((p) => p.at !== 'start-area').map((p) => (p.at === 'start-area' ? '' : placeKey(p.at)))).toEqual(['t5', 't46'])
  })

  it('undo takes the last step back: the same choices as before it', () => {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }, { colour: 'red', at: T(20) }], hands: { red: ['partner'] } })
    const { planner } = plannerFor(s)
    const one: Step[] = [{ from: T(3) }]
    const before = offered(planner, one)
    const two = [...one, { from: T(20) }]
    expect(offered(planner, two)).not.toEqual(before)
    expect(offered(planner, two.slice(0, -1))).toEqual(before)
    // The preview follows the steps made, and goes back with them.
    expect(planner.preview(two).filter((p) => p.at !== 'start-area').map((p) => (p.at === 'start-area' ? '' : placeKey(p.at)))).toEqual(['t4', 't21'])
    expect(planner.preview(one).filter((p) => p.at !== 'start-area').map((p) => (p.at === 'start-area' ? '' : placeKey(p.at)))).toEqual(['t4', 't20'])
  })

  it('offers the turn into the goal beside going on round the track', () => {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(62) }], hands: { red: ['partner'] } })
    const { planner } = plannerFor(s)
    const made: Step[] = [{ from: T(62) }, { from: T(63) }]
    expect(planner.next(made).map((c) => [placeKey(c.to), c.goal])).toEqual([
      ['t1', false],
      ['g-red-1', true],
    ])
    const play = planner.complete([...made, { from: T(0), goal: true }, { from: { goal: 'red', index: 1 } }])
    expect(play).not.toBeNull()
    expect(legalActions(s, 'red').length).toBeGreaterThan(0)
    expect(() => applyAction(s, 'red', play as Action)).not.toThrow()
  })

  it('does not offer a step after which the card could not be finished', () => {
    // Red at 14 may make one step (Blue guards its start field at 16), the rest must come from 30.
    const s = position({
      players: 4,
      turn: 'red',
      pieces: [
        { colour: 'red', at: T(14) },
        { colour: 'red', at: T(30) },
        { colour: 'blue', at: T(16) },
      ],
      hands: { red: ['partner'] },
    })
    const { planner } = plannerFor(s)
    expect(offered(planner, [{ from: T(14) }])).toEqual(['t30>t31'])
    expect(offered(planner, [])).toEqual(['t14>t15', 't30>t31'])
  })

  it('says which agent a step captures', () => {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }, { colour: 'blue', at: T(5) }], hands: { red: ['partner'] } })
    const { planner } = plannerFor(s)
    const second = planner.next([{ from: T(3) }]).find((c) => placeKey(c.to) === 't5')
    expect(second?.captures).toMatchObject({ colour: 'blue' })
    // Once captured, the agent waits in its start area in the preview.
    const preview = planner.preview([{ from: T(3) }, { from: T(4) }])
    expect(preview.filter((p) => p.colour === 'blue' && p.at === 'start-area')).toHaveLength(4)
  })

  it('with the blocking option, a step onto an agent is the last of that agent', () => {
    const s = position({
      players: 4,
      turn: 'red',
      pieces: [{ colour: 'red', at: T(3) }, { colour: 'blue', at: T(4) }, { colour: 'red', at: T(30) }],
      hands: { red: ['partner'] },
      rules: { partnerSteps: 'blocking' },
    })
    const { planner } = plannerFor(s)
    expect(offered(planner, [{ from: T(3) }])).toEqual(['t30>t31'])
  })

  it('in random games, every step offered leads to a play the engine accepts, and every listed play can be made', () => {
    let cards = 0
    let leaves = 0
    for (const players of [2, 3, 4] as const) {
      for (let g = 0; g < 1; g++) {
        let s = createGame({ seed: `partner-steps-${players}-${g}`, players })
        const rng = seedRng(`partner-steps-choices-${players}-${g}`)
        for (let n = 0; n < 600 && s.phase !== 'over'; n++) {
          const seat = toAct(s)[0] as Seat
          const view = viewFor(s, seat)
          const actions = legalActionsFromView(view)
          for (const choice of cardChoices(view, actions)) {
            if (choice.plays[0]?.move.kind !== 'split' || choice.plays.length > 30) continue
            cards += 1
            const planner = partnerPlanner(view, choice.plays)
            const outcome = (a: Action): string => JSON.stringify(applyAction(s, seat, a).pieces)
            const listed = new Set(choice.plays.map(outcome))
            const reached = new Set<string>()
            const walk = (made: Step[]): void => {
              if (made.length === 4) {
                const play = planner.complete(made)
                expect(play, JSON.stringify(made)).not.toBeNull()
                reached.add(outcome(play as Action))
                leaves += 1
                return
              }
              const next = planner.next(made)
              expect(next.length, `no step after ${JSON.stringify(made)}`).toBeGreaterThan(0)
              for (const c of next) walk([...made, c.step])
            }
            walk([])
            expect([...reached].sort()).toEqual([...listed].sort())
          }
          s = applyAction(s, seat, actions[nextInt(rng, actions.length)] as Action)
        }
      }
    }
    expect(cards).toBeGreaterThan(10)
    expect(leaves).toBeGreaterThan(cards)
  }, 120_000)
})
