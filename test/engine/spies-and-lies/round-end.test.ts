import { describe, it, expect } from 'vitest'
import { type GameState, type Rank } from '../../../src/engine/spies-and-lies'
import {
  autoLineup,
  finishDayCorrect,
  guess,
  hit,
  miss,
  newGame,
  numbers,
  play,
  sorted,
  startDay,
  target,
  view,
} from './helpers'

const RED_DAY1: [Rank, Rank, Rank, Rank] = [1, 2, 3, 5]
const BLUE_DAY1: [Rank, Rank, Rank, Rank] = [2, 3, 5, 6]

function afterDay1(seed = 'rules'): GameState {
  return finishDayCorrect(startDay(newGame({ seed }), RED_DAY1, BLUE_DAY1))
}

/** Red's Bomb goes off at t1; red then guesses blue's Miner at t2 (right or wrong). */
function bombThenGuess(correct: boolean): GameState {
  let s = startDay(newGame({ exhausted: { red: 1, blue: 10 } }), [7, 8, 9, 10], [2, 3, 5, 6])
  s = hit(s) // red 2
  s = miss(s) // red's Bomb
  s = correct ? guess(s, 3) : guess(s, 9)
  return finishDayCorrect(s)
}

describe('round end', () => {
  it('exhausts one of each side\'s four deployed soldiers for the next day', () => {
    const s = afterDay1()
    const v = view(s)
    expect(v.day).toBe(2)
    expect(v.phase).toBe('deploy')
    expect(v.exhausted.red).toHaveLength(1)
    expect(v.exhausted.blue).toHaveLength(1)
    expect(RED_DAY1).toContain(v.exhausted.red[0])
    expect(BLUE_DAY1).toContain(v.exhausted.blue[0])
  })

  it('draws the exhausted soldier at random (varies with the seed, fixed for a seed)', () => {
    const drawn = new Set<string>()
    for (let i = 0; i < 24; i++) {
      const v = view(afterDay1(`draw-${i}`))
      drawn.add(`${v.exhausted.red[0]}/${v.exhausted.blue[0]}`)
    }
    expect(drawn.size).toBeGreaterThan(3)
    expect(view(afterDay1('draw-3')).exhausted).toEqual(view(afterDay1('draw-3')).exhausted)
  })

  it('double damage: after its Bomb, a side that identifies the next enemy card draws two', () => {
    const s = bombThenGuess(true)
    expect(numbers(s)).toMatchObject({ day: 2 })
    const v = view(s)
    expect(v.exhausted.blue).toHaveLength(2)
    expect(new Set(v.exhausted.blue).size).toBe(2)
    for (const r of v.exhausted.blue) expect([2, 3, 5, 6]).toContain(r)
    expect(v.exhausted.red).toHaveLength(1)
    expect([7, 8, 9, 10]).toContain(v.exhausted.red[0])
    expect(view(s, 'blue').hand).toHaveLength(8)
    expect(view(s, 'blue').hand).toContain(10) // day 1's exhausted Marshal is back
  })

  it('no double damage when the card after the Bomb was not identified', () => {
    const v = view(bombThenGuess(false))
    expect(v.exhausted.blue).toHaveLength(1)
    expect(v.exhausted.red).toHaveLength(1)
  })

  it('returns the previous day\'s exhausted soldiers to the hand', () => {
    const s = afterDay1()
    const hand = view(s, 'red').hand ?? []
    expect(hand).toHaveLength(9)
    expect(hand).toContain(10)
    expect(sorted([...hand, ...view(s).exhausted.red])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('moves the Intel card to the old intel and turns up the next one on day 2', () => {
    let s = afterDay1()
    expect(view(s).intel.old).toEqual([
      [1, 2, 3, 4],
      [4, 5, 6, 7],
    ])
    expect(view(s).intel.current).toBeNull()
    s = startDay(s, autoLineup(view(s, 'red').hand), autoLineup(view(s, 'blue').hand))
    expect(view(s).intel.current).toEqual([7, 8, 9, 10])
  })

  it('clears the Intel tokens', () => {
    const s = afterDay1()
    for (const viewer of ['red', 'blue', null] as const) {
      for (const seat of ['red', 'blue'] as const) {
        expect(view(s, viewer).missions[seat].map((m) => m.intelToken)).toEqual([null, null, null, null])
      }
    }
  })

  it('advances the day and lets the other side start', () => {
    let s = afterDay1()
    expect(view(s).day).toBe(2)
    s = startDay(s, autoLineup(view(s, 'red').hand), autoLineup(view(s, 'blue').hand))
    expect(target(s)).toMatchObject({ guesser: 'blue', mission: 0 })
    s = finishDayCorrect(s)
    expect(view(s).day).toBe(3)
    s = startDay(s, autoLineup(view(s, 'red').hand), autoLineup(view(s, 'blue').hand))
    expect(target(s)).toMatchObject({ guesser: 'red', mission: 0 })
  })

  it('keeps tracks, the Double Agent and held Deception tokens', () => {
    let s = startDay(newGame(), [1, 2, 3, 5], [5, 6, 7, 8])
    s = miss(s, { deceive: true }) // blue's Lieutenant under blue's token: da -1, blue 4
    s = miss(s) // red's Spy: red 1, red holds 2
    s = finishDayCorrect(s) // red 1+2+2+2 = 7, blue 4+2+2+2 = 10 -> da -2, blue 0
    expect(numbers(s)).toEqual({
      day: 2,
      phase: 'deploy',
      da: -2,
      red: 7,
      blue: 0,
      tokens: { red: 2, blue: 0, supply: 1 },
      winner: null,
    })
  })

  it('(ruling) keeps the finished day\'s line-ups on show, intelToken null, until that side deploys again', () => {
    let s = afterDay1()
    const shown = (ranks: Rank[]) =>
      ranks.map((rank) => ({ rank, revealed: true, retreated: true, activated: false, intelToken: null, deception: false }))
    expect(view(s, 'blue').missions.red).toEqual(shown(RED_DAY1))
    expect(view(s, null).missions.blue).toEqual(shown(BLUE_DAY1))
    s = play(s, 'red', { type: 'deploy', missions: autoLineup(view(s, 'red').hand) })
    const hidden = { rank: null, revealed: false, retreated: false, activated: false, intelToken: null, deception: false }
    expect(view(s, 'blue').missions.red).toEqual([hidden, hidden, hidden, hidden])
    expect(view(s, 'red').missions.blue).toEqual(shown(BLUE_DAY1))
  })

  it('resets active abilities: a day-1 Scout no longer doubles day-2 scores', () => {
    let s = startDay(newGame(), [2, 3, 5, 6], [1, 2, 3, 5])
    s = hit(s) // red 2
    s = miss(s) // red's Scout: 4
    s = hit(s) // red +4: 8
    s = finishDayCorrect(s) // blue 2, red 12 -> da 1, 0; blue 4; red 4; blue 6
    expect(numbers(s)).toMatchObject({ day: 2, red: 4, blue: 6, da: 1 })
    s = startDay(s, autoLineup(view(s, 'red').hand), autoLineup(view(s, 'blue').hand))
    s = hit(s) // blue 8
    s = hit(s) // red +2 only
    expect(numbers(s)).toMatchObject({ red: 6, blue: 8 })
  })

  it('resets active abilities: a Bomb that went off at the end of day 1 forces nothing on day 2', () => {
    let s = startDay(newGame(), [1, 2, 3, 7], [1, 2, 3, 5])
    for (let i = 0; i < 7; i++) s = hit(s)
    s = miss(s) // red's Bomb, last reveal of day 1
    expect(view(s).day).toBe(2)
    s = startDay(s, autoLineup(view(s, 'red').hand), autoLineup(view(s, 'blue').hand))
    s = hit(s) // blue identifies red's mission 1
    s = miss(s) // red misses blue's mission 1: activated, not forced back
    expect(view(s, 'red').missions.blue[0]).toMatchObject({ activated: true, retreated: false })
  })
})
