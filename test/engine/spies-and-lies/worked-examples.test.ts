import { describe, it, expect } from 'vitest'
import { type GameState } from '../../../src/engine/spies-and-lies'
import {
  autoLineup,
  day3BeforeLastGuesses,
  expectRuleError,
  finishDayCorrect,
  guess,
  hit,
  miss,
  newGame,
  numbers,
  play,
  startDay,
  view,
  type Lineup,
} from './helpers'

/** Blue starts; red's Spy stands on mission 1. Red declines its Deception token. */
function blueGuessesRedSpy(): GameState {
  return startDay(newGame({ firstSeat: 'blue' }), [1, 4, 7, 9], [2, 3, 5, 6])
}

describe('rulebook examples', () => {
  it('the red Spy is correctly identified and retreats', () => {
    const s = guess(blueGuessesRedSpy(), 1) // "I guess your Spy (1) is on mission 1"
    expect(numbers(s)).toMatchObject({ red: 0, blue: 2, tokens: { red: 1, blue: 1, supply: 2 } })
    expect(view(s, 'blue').missions.red[0]).toMatchObject({ rank: 1, revealed: true, retreated: true, activated: false })
  })

  it('blue misidentifies the red Spy: red +1 IP and a Deception token', () => {
    const s = guess(blueGuessesRedSpy(), 2) // "I guess your Scout (2) is on mission 1"
    expect(numbers(s)).toMatchObject({ red: 1, blue: 0, tokens: { red: 2, blue: 1, supply: 1 } })
    expect(view(s, 'blue').missions.red[0]).toMatchObject({ rank: 1, revealed: true, retreated: false, activated: true })
  })

  it('the Sergeant with a Deception token: red scores 4 + 4', () => {
    // Red's Sergeant on mission 3 (1-7-4-10 is a valid line-up).
    let s = startDay(newGame({ firstSeat: 'blue', exhausted: { red: 8, blue: 1 } }), [1, 7, 4, 10], [5, 9, 10, 4])
    s = hit(s) // blue identifies red's Spy: blue 2
    s = miss(s) // blue's Lieutenant: -1
    s = hit(s) // blue identifies red's Bomb: blue 4
    s = miss(s) // blue's General: -3
    expect(numbers(s)).toMatchObject({ red: 0, blue: 4, da: -3 })
    s = play(s, 'red', { type: 'deceive', play: true }) // "I play a Deception token on my Soldier on Mission 3"
    s = play(s, 'blue', { type: 'guess', rank: 9 }) // "I guess your General (9) is on mission 3"
    expect(numbers(s)).toMatchObject({ red: 8, blue: 4, da: -3, tokens: { red: 0, blue: 1, supply: 2 } })
    expect(view(s, 'blue').missions.red[2]).toMatchObject({ rank: 4, activated: true, deception: true })
  })

  it('red reaching 10 on day 2 moves the Double Agent 2 spaces toward blue\'s fort', () => {
    let s = finishDayCorrect(startDay(newGame(), [1, 2, 3, 5], [1, 2, 3, 5]))
    expect(numbers(s)).toMatchObject({ day: 2, red: 8, blue: 8, da: 0 })
    s = startDay(s, [4, 6, 7, 8], autoLineup(view(s, 'blue').hand))
    s = miss(s) // blue starts day 2 and misses red's Sergeant: 8 + 4 reaches 10
    expect(numbers(s)).toMatchObject({ day: 2, red: 0, blue: 8, da: 2 })
  })

  it('the Colonel from 7 ends on 5', () => {
    let s = startDay(newGame({ firstSeat: 'blue' }), [3, 4, 8, 9], [1, 2, 3, 5])
    s = miss(s) // red's Miner: 3
    s = miss(s) // blue's Spy
    s = miss(s) // red's Sergeant: 7
    s = miss(s) // blue's Scout
    expect(numbers(s).red).toBe(7)
    s = miss(s) // red's Colonel: 3 to reach 10, the Double Agent moves, then the remaining 5
    expect(numbers(s)).toMatchObject({ red: 5, da: 1 })
  })

  it('the Double Agent reaching the blue flag in round 2: red wins', () => {
    let s = finishDayCorrect(startDay(newGame(), [1, 2, 3, 6], [1, 2, 3, 5]))
    expect(numbers(s)).toMatchObject({ day: 2, red: 8, blue: 8, da: 0 })
    s = startDay(s, [4, 5, 9, 10], autoLineup(view(s, 'blue').hand))
    s = miss(s) // red's Sergeant: 12 -> da 2, track 0
    s = hit(s) // red 2
    s = miss(s) // red's Lieutenant: da 3
    s = hit(s) // red 4
    s = miss(s) // red's General: da 4 (the wall; one space lost)
    expect(numbers(s)).toMatchObject({ da: 4, winner: null })
    s = hit(s) // red 6
    s = miss(s, { marshal: 'ten' }) // 16: infiltration from the wall takes the flag
    expect(numbers(s)).toMatchObject({ day: 2, phase: 'over', winner: 'red', da: 5 })
  })

  it('DA in red\'s territory after round 3: blue wins', () => {
    let s = day3BeforeLastGuesses(7, 9)
    s = miss(s) // blue's General: -2
    s = hit(s) // the last guess of the game
    expect(numbers(s)).toMatchObject({ day: 3, phase: 'over', da: -2, winner: 'blue' })
  })

  it('deployment: all cards in rank order is correct', () => {
    const s = play(newGame(), 'red', { type: 'deploy', missions: [3, 5, 7, 9] })
    expect(view(s, 'red').missions.red.map((m) => m.rank)).toEqual([3, 5, 7, 9])
  })

  it('deployment: the Miner (3) out of sequence is refused', () => {
    expectRuleError(() => play(newGame(), 'red', { type: 'deploy', missions: [5, 3, 7, 9] }), 'bad-order')
  })

  it('deployment: the Sergeant (4) may sit in any position', () => {
    for (const line of [
      [4, 1, 7, 9],
      [2, 7, 4, 9],
      [1, 7, 9, 4],
    ] as Lineup[]) {
      const s = play(newGame(), 'red', { type: 'deploy', missions: line })
      expect(view(s, 'red').missions.red.map((m) => m.rank)).toEqual(line)
    }
  })

  it('deployment: the Bomb (7) out of sequence is refused', () => {
    expectRuleError(() => play(newGame(), 'red', { type: 'deploy', missions: [1, 4, 9, 7] }), 'bad-order')
  })

  it('Marshal sabotage floors the enemy at 0', () => {
    let s = startDay(newGame({ firstSeat: 'blue', exhausted: { red: 8, blue: 10 } }), [1, 2, 10, 4], [1, 2, 3, 5])
    for (let i = 0; i < 4; i++) s = hit(s) // blue 2, red 2, blue 4, red 4
    s = miss(s, { marshal: 'sabotage' })
    expect(numbers(s)).toMatchObject({ red: 9, blue: 0 })
  })
})
