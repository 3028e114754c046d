// Expert's deeper look (ai/deep-lookahead.ts): after a play it plays its own next card too, so a
// play that leaves the rest of its hand unplayable is charged what the hand loses.
import { describe, expect, it } from 'vitest'
import { legalActions, viewFor, type Action } from '../../../src/engine/agent-dog'
import { countCards } from '../../../src/engine/agent-dog/ai/card-counting'
import { playDeep } from '../../../src/engine/agent-dog/ai/deep-lookahead'
import { judgeFor } from '../../../src/engine/agent-dog/ai/evaluate'
import { CARD_VALUE, lookaheadFor, playOut } from '../../../src/engine/agent-dog/ai/lookahead'
import { positionOf, type Play } from '../../../src/engine/agent-dog/ai/simulate'
import { seedRng } from '../../../src/engine/core/rng'
import { G, T, position } from './helpers'

describe("expert's deeper look", () => {
  it("charges a play that strands its last card, which hard's look does not", () => {
    // Blue's agent on its start field blocks red's agent on 10 five fields on. Red holds a 5 and a 2:
    // the 2 on the goal lane keeps the 5 playable; the 2 on the track leaves nothing for the 5.
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(10) },
        { colour: 'red', at: G('red', 1) },
        { colour: 'blue', at: T(16) },
      ],
      hands: { red: ['5', '2'] },
      turn: 'red',
    })
    const legal = legalActions(s, 'red').filter((a): a is Play => a.type === 'play')
    const find = (match: (a: Action) => boolean): Play => {
      const play = legal.find(match)
      if (play === undefined) throw new Error('play not legal')
      return play
    }
    const twoOnTrack = find((a) => a.type === 'play' && a.move.kind === 'steps' && a.move.steps === 2 && 'track' in a.move.from)
    const twoInGoal = find((a) => a.type === 'play' && a.move.kind === 'steps' && a.move.steps === 2 && 'goal' in a.move.from)
    const judge = judgeFor(s, 'red', countCards(viewFor(s, 'red')), 1, 0.5)
    const la = lookaheadFor(s, 'red', judge, 0.3, seedRng('deep'))
    const gap = (value: (p: Play) => number): number => value(twoInGoal) - value(twoOnTrack)
    const shallow = gap((p) => playOut(positionOf(s), p, la))
    const deep = gap((p) => playDeep(positionOf(s), p, la, 1))
    expect(deep).toBeGreaterThan(shallow + CARD_VALUE)
    // With no more turns of its own it judges as hard does, but for the follow-up card.
    expect(playDeep(positionOf(s), twoOnTrack, la, 0)).toBeCloseTo(playOut(positionOf(s), twoOnTrack, la), 6)
  })
})
