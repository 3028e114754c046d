import { describe, it, expect } from 'vitest'
import { legalActions, type GameState } from '../../../src/engine/spies-and-lies'
import { edited, expectRuleError, hit, miss, newGame, numbers, play, startDay, view } from './helpers'

/**
 * Short track (wall 3, flag 4). Red starts and identifies every blue card; blue misses every red
 * card: Lieutenant, Colonel, General, Marshal.
 */
function shortTrackGame(): GameState {
  return startDay(
    newGame({ wall: 3, firstSeat: 'red', exhausted: { red: 1, blue: 1 } }),
    [5, 8, 9, 10],
    [2, 3, 6, 7],
  )
}

describe('the Double Agent track', () => {
  it('stops a move on the enemy wall, the spaces left over lost (short track, by play)', () => {
    let s = shortTrackGame()
    s = hit(s) // red 2
    s = miss(s) // red's Lieutenant: da 1
    s = hit(s) // red 4
    s = miss(s) // red's Colonel: 12 -> da 2, track 2
    s = hit(s) // red 4
    expect(numbers(s)).toMatchObject({ red: 4, da: 2 })
    s = miss(s) // red's General: 2 + 2 = 4, but the wall is 3
    expect(numbers(s)).toMatchObject({ da: 3, phase: 'mission', winner: null })
  })

  it('takes the flag and wins at once when a move starts on the enemy wall; nothing more can be played', () => {
    let s = shortTrackGame()
    for (let i = 0; i < 6; i++) s = i % 2 === 0 ? hit(s) : miss(s)
    s = hit(s) // red 6
    expect(numbers(s)).toMatchObject({ red: 6, da: 3 })
    s = miss(s, { marshal: 'ten' }) // 16 -> infiltration from the wall: the flag
    expect(numbers(s)).toMatchObject({ phase: 'over', winner: 'red', da: 4, day: 1 })
    expect(view(s).toAct).toEqual([])
    expect(legalActions(s, 'red')).toEqual([])
    expect(legalActions(s, 'blue')).toEqual([])
    expect(view(s, 'red').prompt).toBeNull()
    expectRuleError(() => play(s, 'blue', { type: 'guess', rank: 3 }), 'game-over')
    expectRuleError(() => play(s, 'red', { type: 'deploy', missions: [1, 2, 3, 5] }), 'game-over')
  })

  it('stops on the wall with the default track (4): a General from 3 ends on 4, not the flag', () => {
    // Constructed: a real mission-phase state, edited so that the Double Agent stands on 3.
    let s = startDay(newGame({ firstSeat: 'blue', exhausted: { red: 1, blue: 10 } }), [5, 9, 10, 4], [1, 2, 3, 5])
    s = edited(s, (g) => {
      g.doubleAgent = 3
    })
    s = hit(s) // blue identifies red's Lieutenant: blue 2
    s = hit(s) // red 2
    s = miss(s) // red's General: 3 + 2 -> 4 (wall)
    expect(numbers(s)).toMatchObject({ da: 4, winner: null, phase: 'mission' })
  })

  it('a one-space move from the enemy wall takes the flag (default track)', () => {
    // Constructed: a real mission-phase state, edited so that the Double Agent stands on blue's wall.
    let s = startDay(newGame({ firstSeat: 'blue' }), [5, 6, 7, 8], [1, 2, 3, 5])
    s = edited(s, (g) => {
      g.doubleAgent = 4
    })
    s = miss(s) // red's Lieutenant
    expect(numbers(s)).toMatchObject({ da: 5, winner: 'red', phase: 'over' })
  })

  it('stops blue on red\'s wall and gives blue red\'s flag from there', () => {
    // Constructed: a real mission-phase state, edited so that the Double Agent stands on -3.
    let s = startDay(newGame({ firstSeat: 'red', exhausted: { red: 10, blue: 1 } }), [1, 2, 3, 6], [5, 9, 10, 4])
    s = edited(s, (g) => {
      g.doubleAgent = -3
    })
    s = hit(s) // red identifies blue's Lieutenant: red 2
    s = hit(s) // blue 2
    s = miss(s) // blue's General: -3 - 2 -> -4 (wall)
    expect(numbers(s)).toMatchObject({ da: -4, winner: null })
    s = hit(s) // blue 4
    s = miss(s, { marshal: 'ten' }) // blue 14 -> infiltration from red's wall: red's flag
    expect(numbers(s)).toMatchObject({ da: -5, winner: 'blue', phase: 'over' })
  })

  it('walks a move away from a fort back through the middle into the other half (by play)', () => {
    let s = startDay(newGame({ firstSeat: 'red', exhausted: { red: 10, blue: 1 } }), [5, 6, 7, 8], [2, 9, 10, 4])
    s = hit(s) // red 2
    s = miss(s) // red's Lieutenant: 1
    expect(numbers(s).da).toBe(1)
    s = miss(s) // blue's General: 1 - 2 = -1
    expect(numbers(s).da).toBe(-1)
  })

  it('walks a move away from the wall back down the track (no stop, no flag)', () => {
    // Constructed: a real mission-phase state, edited so that the Double Agent stands on blue's wall.
    let s = startDay(newGame({ firstSeat: 'red', exhausted: { red: 10, blue: 1 } }), [5, 6, 7, 8], [2, 9, 10, 4])
    s = edited(s, (g) => {
      g.doubleAgent = 4
    })
    s = hit(s) // red 2
    s = hit(s) // blue 2
    s = miss(s) // blue's General: 4 - 2 = 2
    expect(numbers(s)).toMatchObject({ da: 2, winner: null })
  })

  it('puts a Double Agent walked back to the middle on 0, not -0 (the state must survive JSON unchanged)', () => {
    let s = startDay(newGame({ firstSeat: 'blue' }), [5, 6, 7, 8], [5, 6, 7, 8])
    s = miss(s) // red's Lieutenant: 1
    s = miss(s) // blue's Lieutenant: back to 0
    expect(Object.is(view(s).doubleAgent, 0)).toBe(true)
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
  })
})
