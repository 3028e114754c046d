import { describe, it, expect } from 'vitest'
import { legalActions, type GameState, type Rank } from '../../../src/engine/spies-and-lies'
import {
  expectRuleError,
  finishDayCorrect,
  guess,
  hit,
  miss,
  newGame,
  numbers,
  play,
  sorted,
  startDay,
  view,
  type Lineup,
} from './helpers'

/** Captain on red's mission 1, then the three lowest of 7..10 that are not exhausted. */
function captainLine(exhausted: Rank): Lineup {
  const rest = ([7, 8, 9, 10] as Rank[]).filter((r) => r !== exhausted)
  return [6, rest[0], rest[1], rest[2]]
}

/** Blue starts and misses red's Captain on mission 1: red's Captain choice is pending. */
function captainPending(exhausted: Rank, blueLine: Lineup = [1, 2, 3, 5], blueExhausted: Rank = 10): GameState {
  const s = startDay(
    newGame({ firstSeat: 'blue', exhausted: { red: exhausted, blue: blueExhausted } }),
    captainLine(exhausted),
    blueLine,
  )
  return miss(s)
}

function copy(s: GameState, rank: Rank): GameState {
  return play(s, 'red', { type: 'captain', choice: 'copy', rank })
}

describe('Captain', () => {
  it('asks its owner to choose: six, or a copy of an exhausted soldier; only the owner may act', () => {
    const s = captainPending(3)
    expect(view(s, 'red').prompt).toEqual({ type: 'captain', copy: [3] })
    expect(view(s).toAct).toEqual(['red'])
    expect(legalActions(s, 'red')).toEqual(
      expect.arrayContaining([
        { type: 'captain', choice: 'six' },
        { type: 'captain', choice: 'copy', rank: 3 },
      ]),
    )
    expect(legalActions(s, 'red')).toHaveLength(2)
    expect(legalActions(s, 'blue')).toEqual([])
  })

  it('six: +6 IP', () => {
    const s = play(captainPending(3), 'red', { type: 'captain', choice: 'six' })
    expect(numbers(s)).toMatchObject({ red: 6, blue: 0, da: 0 })
    expect(view(s, 'blue').missions.red[0]).toMatchObject({ rank: 6, activated: true, retreated: false })
  })

  it('copies an exhausted Spy: +1 IP, a token, and the enemy Marshal later retreats', () => {
    let s = copy(captainPending(1, [2, 3, 5, 10], 1), 1)
    expect(numbers(s)).toMatchObject({ red: 1, tokens: { red: 2, blue: 1, supply: 1 } })
    for (let i = 0; i < 6; i++) s = hit(s) // red 3, 5, 7; blue 2, 4, 6
    expect(numbers(s)).toMatchObject({ red: 7, blue: 6 })
    s = guess(s, 9) // red misses blue's Marshal: forced back by the copied Spy (last guess of day 1)
    expect(numbers(s)).toMatchObject({ day: 2, red: 7, blue: 6, da: 0 })
    expect(view(s, 'red').missions.blue[3]).toMatchObject({ rank: 10, retreated: true, activated: false })
  })

  it('copies an exhausted Scout: +2 IP and the next correct guess scores 4', () => {
    let s = copy(captainPending(2), 2)
    expect(numbers(s).red).toBe(2)
    s = hit(s)
    expect(numbers(s).red).toBe(6)
  })

  it('copies an exhausted Miner: +3 IP and the enemy Bomb later retreats', () => {
    let s = copy(captainPending(3, [7, 8, 9, 10], 1), 3)
    expect(numbers(s).red).toBe(3)
    s = miss(s) // red misses blue's Bomb: forced back, not activated
    expect(numbers(s)).toMatchObject({ red: 3, blue: 0 })
    expect(view(s, 'red').missions.blue[0]).toMatchObject({ rank: 7, retreated: true, activated: false })
  })

  it('copies an exhausted Sergeant: +4 IP', () => {
    expect(numbers(copy(captainPending(4), 4))).toMatchObject({ red: 4, da: 0 })
  })

  it('copies an exhausted Lieutenant: the Double Agent 1 space', () => {
    expect(numbers(copy(captainPending(5), 5))).toMatchObject({ red: 0, da: 1 })
  })

  it('copies an exhausted Bomb: the next enemy card red reveals retreats', () => {
    let s = copy(captainPending(7), 7)
    expect(numbers(s)).toMatchObject({ red: 0, da: 0 })
    s = miss(s) // red misses blue's Spy: forced back, no IP or token for blue
    expect(numbers(s)).toMatchObject({ red: 0, blue: 0, tokens: { red: 1, blue: 1, supply: 2 } })
    expect(view(s, 'red').missions.blue[0]).toMatchObject({ rank: 1, retreated: true, activated: false })
  })

  it('copies an exhausted Colonel: +8 IP', () => {
    expect(numbers(copy(captainPending(8), 8))).toMatchObject({ red: 8, da: 0 })
  })

  it('copies an exhausted Colonel with its carry-over: from 7 it ends on 5', () => {
    let s = startDay(
      newGame({ firstSeat: 'blue', exhausted: { red: 8, blue: 1 } }),
      [3, 4, 6, 7],
      [5, 9, 10, 4],
    )
    s = miss(s) // red's Miner: 3
    s = miss(s) // blue's Lieutenant: -1
    s = miss(s) // red's Sergeant: 7
    s = miss(s) // blue's General: -3
    expect(numbers(s)).toMatchObject({ red: 7, da: -3 })
    s = miss(s, { captain: { choice: 'copy', rank: 8 } }) // 7 + 8 = 15: infiltration, 5 carried
    expect(numbers(s)).toMatchObject({ red: 5, da: -2 })
  })

  it('copies an exhausted General: the Double Agent 2 spaces', () => {
    expect(numbers(copy(captainPending(9), 9))).toMatchObject({ red: 0, da: 2 })
  })

  it('copies an exhausted Marshal: the Marshal choice is asked next', () => {
    let s = copy(captainPending(10), 10)
    expect(view(s, 'red').prompt).toEqual({ type: 'marshal' })
    expect(view(s).toAct).toEqual(['red'])
    s = play(s, 'red', { type: 'marshal', choice: 'ten' })
    expect(numbers(s)).toMatchObject({ red: 0, da: 1 }) // 10 reached on day 1
  })

  it('offers both exhausted soldiers when two are exhausted (after double damage)', () => {
    let s = startDay(newGame({ firstSeat: 'red', exhausted: { red: 10, blue: 1 } }), [1, 2, 3, 5], [7, 8, 9, 10])
    s = miss(s) // blue's Bomb goes off
    s = hit(s) // blue identifies red's Spy, which the Bomb forced back: double damage
    s = finishDayCorrect(s)
    expect(view(s).day).toBe(2)
    const exhausted = view(s).exhausted.red
    expect(exhausted).toHaveLength(2)
    // Day 2: blue starts and misses red's Captain.
    s = startDay(s, [6, 7, 8, 9], [2, 3, 5, 6])
    s = miss(s)
    const prompt = view(s, 'red').prompt
    if (prompt === null || prompt.type !== 'captain') throw new Error('expected a Captain prompt')
    expect(sorted(prompt.copy)).toEqual(sorted(exhausted))
    expect(legalActions(s, 'red')).toHaveLength(3)
    for (const rank of exhausted) {
      const after = view(copy(s, rank), 'red')
      expect(after.prompt === null || after.prompt.type !== 'captain').toBe(true)
      expect(after.exhausted.red).toEqual(exhausted) // the exhausted cards stay where they are
    }
  })

  it('refuses to copy a soldier that is not exhausted (bad-choice)', () => {
    const s = captainPending(3)
    expectRuleError(() => copy(s, 2), 'bad-choice')
    expectRuleError(() => copy(s, 6), 'bad-choice')
    expectRuleError(() => copy(s, 10), 'bad-choice')
    expect(view(s, 'red').prompt).toEqual({ type: 'captain', copy: [3] })
  })

  it('(ruling) a copied Marshal retreats at once against an active enemy Spy, yet the Deception token scores +4', () => {
    let s = startDay(newGame({ firstSeat: 'red', exhausted: { red: 10, blue: 10 } }), [6, 7, 8, 9], [1, 2, 3, 5])
    s = miss(s) // blue's Spy: blue 1, 2 tokens
    expect(numbers(s)).toMatchObject({ blue: 1, tokens: { red: 1, blue: 2, supply: 1 } })
    s = play(s, 'red', { type: 'deceive', play: true })
    s = play(s, 'blue', { type: 'guess', rank: 2 })
    expect(view(s, 'red').prompt).toEqual({ type: 'captain', copy: [10] })
    s = copy(s, 10)
    expect(view(s, 'red').prompt).not.toEqual({ type: 'marshal' })
    expect(numbers(s)).toMatchObject({ red: 4, blue: 1, da: 0, tokens: { red: 0, blue: 2, supply: 1 } })
    expect(view(s, 'blue').missions.red[0]).toMatchObject({
      rank: 6,
      retreated: true,
      activated: true,
      deception: true,
    })
    // Play moves on to red's guess at blue's mission 2 (blue, holding tokens, decides first).
    expect(view(s, 'blue').prompt).toEqual({ type: 'deceive', mission: 1 })
  })

  it('(ruling) a copied Bomb retreats at once against an active enemy Miner and arms nothing, yet the token scores +4', () => {
    let s = startDay(newGame({ firstSeat: 'red', exhausted: { red: 7, blue: 10 } }), [6, 8, 9, 10], [3, 5, 6, 8])
    s = miss(s) // blue's Miner: blue 3
    s = play(s, 'red', { type: 'deceive', play: true })
    s = play(s, 'blue', { type: 'guess', rank: 2 })
    s = copy(s, 7)
    expect(numbers(s)).toMatchObject({ red: 4, blue: 3, da: 0, tokens: { red: 0, blue: 1, supply: 2 } })
    expect(view(s, 'blue').missions.red[0]).toMatchObject({ rank: 6, retreated: true, activated: true, deception: true })
    s = miss(s) // red misses blue's Lieutenant: a normal activation, so red's Bomb was never armed
    expect(numbers(s)).toMatchObject({ da: -1 })
    expect(view(s, 'red').missions.blue[1]).toMatchObject({ rank: 5, activated: true, retreated: false })
  })
})
