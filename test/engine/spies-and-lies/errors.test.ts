import { describe, it, expect } from 'vitest'
import { RuleError, applyAction, type Action } from '../../../src/engine/spies-and-lies'
import { deployBoth, expectRuleError, miss, newGame, play, startDay, view } from './helpers'

function bad(x: unknown): Action {
  return x as Action
}

describe('errors', () => {
  it('RuleError is an Error with a stable .code', () => {
    const e = expectRuleError(() => newGame({ wall: 0 }), 'bad-setup')
    expect(e).toBeInstanceOf(Error)
    expect(e).toBeInstanceOf(RuleError)
    expect(typeof e.message).toBe('string')
    expect(e.message.length).toBeGreaterThan(0)
  })

  it('bad-setup: invalid setup options', () => {
    expectRuleError(() => newGame({ intelOrder: ['low-a'] }), 'bad-setup')
  })

  it('bad-action: malformed actions', () => {
    const s = newGame()
    expectRuleError(() => applyAction(s, 'red', bad({ type: 'dance' })), 'bad-action')
    expectRuleError(() => applyAction(s, 'red', bad({ type: 'deploy', missions: [1, 2, 3] })), 'bad-action')
    expectRuleError(() => applyAction(s, 'red', bad({ type: 'deploy', missions: [1, 2, 3, 11] })), 'bad-action')
    expectRuleError(() => applyAction(s, 'red', bad({ type: 'deploy', missions: [1, 2, 2, 3] })), 'bad-action')
    const m = startDay(newGame(), [1, 2, 3, 5], [1, 2, 3, 5])
    expectRuleError(() => applyAction(m, 'blue', bad({ type: 'deceive', play: 'yes' })), 'bad-action')
    const g = play(m, 'blue', { type: 'deceive', play: false })
    expectRuleError(() => applyAction(g, 'red', bad({ type: 'guess', rank: 11 })), 'bad-action')
    expectRuleError(() => applyAction(g, 'red', bad({ type: 'guess', rank: 0 })), 'bad-action')
  })

  it('wrong-phase: an action of another phase', () => {
    const s = newGame()
    expectRuleError(() => play(s, 'red', { type: 'guess', rank: 1 }), 'wrong-phase')
    expectRuleError(() => play(s, 'red', { type: 'intel' }), 'wrong-phase')
    expectRuleError(() => play(s, 'blue', { type: 'deceive', play: true }), 'wrong-phase')
    const i = deployBoth(newGame(), [1, 2, 3, 5], [1, 2, 3, 5])
    expectRuleError(() => play(i, 'red', { type: 'deploy', missions: [6, 7, 8, 9] }), 'wrong-phase')
    expectRuleError(() => play(i, 'red', { type: 'guess', rank: 1 }), 'wrong-phase')
    const m = startDay(newGame(), [1, 2, 3, 5], [1, 2, 3, 5])
    expectRuleError(() => play(m, 'red', { type: 'deploy', missions: [6, 7, 8, 9] }), 'wrong-phase')
    expectRuleError(() => play(m, 'red', { type: 'intel' }), 'wrong-phase')
  })

  it('not-your-turn: acting out of turn in the mission phase', () => {
    const m = startDay(newGame({ firstSeat: 'red' }), [1, 2, 3, 5], [1, 2, 3, 5])
    expectRuleError(() => play(m, 'red', { type: 'guess', rank: 1 }), 'not-your-turn') // blue decides first
    expectRuleError(() => play(m, 'red', { type: 'deceive', play: true }), 'not-your-turn') // red is not defending
    const g = play(m, 'blue', { type: 'deceive', play: false })
    expectRuleError(() => play(g, 'blue', { type: 'guess', rank: 1 }), 'not-your-turn')
    expectRuleError(() => play(g, 'blue', { type: 'deceive', play: true }), 'not-your-turn')
  })

  it('already-deployed: a second deployment', () => {
    const s = play(newGame(), 'blue', { type: 'deploy', missions: [1, 2, 3, 5] })
    expectRuleError(() => play(s, 'blue', { type: 'deploy', missions: [1, 2, 3, 5] }), 'already-deployed')
  })

  it('not-in-hand: deploying an exhausted soldier', () => {
    expectRuleError(() => play(newGame(), 'red', { type: 'deploy', missions: [1, 2, 3, 10] }), 'not-in-hand')
  })

  it('bad-order: a line-up out of rank order', () => {
    expectRuleError(() => play(newGame(), 'red', { type: 'deploy', missions: [1, 3, 2, 5] }), 'bad-order')
  })

  it('no-token: a Sergeant token without a deployed Sergeant', () => {
    const i = deployBoth(newGame(), [1, 2, 3, 5], [1, 2, 3, 5])
    expectRuleError(() => play(i, 'red', { type: 'intel', sergeantToken: false }), 'no-token')
  })

  it('bad-choice: copying a soldier that is not exhausted, or an unknown choice', () => {
    const s = miss(startDay(newGame({ firstSeat: 'blue', exhausted: { red: 3, blue: 10 } }), [6, 7, 8, 9], [1, 2, 3, 5]))
    expect(view(s, 'red').prompt).toEqual({ type: 'captain', copy: [3] })
    expectRuleError(() => play(s, 'red', { type: 'captain', choice: 'copy', rank: 5 }), 'bad-choice')
    expectRuleError(() => play(s, 'red', bad({ type: 'captain', choice: 'twelve' })), 'bad-choice')
  })

  it('game-over: any action after the game has ended', () => {
    // Short track (wall 1): red's Lieutenant reaches blue's wall, red's General then takes the flag.
    let s = startDay(newGame({ wall: 1, firstSeat: 'blue', exhausted: { red: 1, blue: 10 } }), [5, 9, 10, 4], [1, 2, 3, 5])
    s = miss(s) // red's Lieutenant: 1 (the wall)
    s = miss(s) // blue's Spy
    s = miss(s) // red's General from the wall: the flag
    expect(view(s).winner).toBe('red')
    expect(view(s).doubleAgent).toBe(2)
    expectRuleError(() => play(s, 'red', { type: 'guess', rank: 1 }), 'game-over')
    expectRuleError(() => play(s, 'blue', { type: 'deceive', play: false }), 'game-over')
  })

  it('leaves the state usable after a refused action', () => {
    const s = newGame()
    expectRuleError(() => play(s, 'red', { type: 'deploy', missions: [3, 2, 1, 5] }), 'bad-order')
    const t = play(s, 'red', { type: 'deploy', missions: [1, 2, 3, 5] })
    expect(view(t, 'red').hand).toEqual([4, 6, 7, 8, 9])
  })
})
