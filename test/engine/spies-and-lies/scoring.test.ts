import { describe, it, expect } from 'vitest'
import { hit, miss, newGame, numbers, playDayCorrect, startDay, view, autoLineup } from './helpers'

describe('Deception bonus', () => {
  it('scores +4 after the ability, as a separate event with its own reset at 10', () => {
    let s = startDay(newGame({ firstSeat: 'blue', exhausted: { red: 1, blue: 10 } }), [8, 4, 9, 10], [5, 6, 7, 8])
    s = miss(s) // red's Colonel: 8
    s = miss(s) // blue's Lieutenant: -1
    expect(numbers(s)).toMatchObject({ red: 8, da: -1, tokens: { red: 1 } })
    // red's Sergeant under a token: 8 + 4 = 12 -> infiltration (track 0, excess lost), then +4
    s = miss(s, { deceive: true })
    expect(numbers(s)).toMatchObject({ red: 4, da: 0, tokens: { red: 0, blue: 1, supply: 2 } })
  })

  it('comes after the Colonel\'s carry-over: 7 + 8 -> 5, then +4 -> 9', () => {
    let s = startDay(newGame({ firstSeat: 'blue' }), [3, 4, 8, 9], [1, 2, 3, 5])
    s = miss(s) // red's Miner: 3
    s = miss(s) // blue's Spy
    s = miss(s) // red's Sergeant: 7
    s = miss(s) // blue's Scout
    s = miss(s, { deceive: true }) // red's Colonel under red's token
    expect(numbers(s)).toMatchObject({ red: 9, da: 1, tokens: { red: 0 } })
  })

  it('logs the Colonel\'s carry-over as its own entry, between the infiltration and the Deception bonus', () => {
    let s = startDay(newGame({ firstSeat: 'blue' }), [3, 4, 8, 9], [1, 2, 3, 5])
    s = miss(miss(miss(miss(s))))
    const before = s.log.length
    s = miss(s, { deceive: true }) // red's Colonel under red's token: 7 + 8 = 15 -> 0, carry 5, then +4
    const scoring = s.log.slice(before).filter((e) => ['score', 'infiltration', 'carry-over'].includes(e.type))
    expect(scoring).toEqual([
      { type: 'score', seat: 'red', points: 8, reason: 'colonel' },
      { type: 'infiltration', seat: 'red', day: 1 },
      { type: 'carry-over', seat: 'red', points: 5, reason: 'colonel' },
      { type: 'score', seat: 'red', points: 4, reason: 'deception' },
    ])
  })

  it('also follows an ability that scores no IP (Lieutenant: one space and +4)', () => {
    let s = startDay(newGame({ firstSeat: 'blue' }), [5, 6, 7, 8], [1, 2, 3, 5])
    s = miss(s, { deceive: true })
    expect(numbers(s)).toMatchObject({ red: 4, da: 1, tokens: { red: 0, blue: 1, supply: 2 } })
  })

  it('follows the Marshal\'s choice: ten from 0 infiltrates, then +4', () => {
    let s = startDay(newGame({ firstSeat: 'blue', exhausted: { red: 1, blue: 10 } }), [7, 8, 9, 10], [2, 3, 5, 6])
    s = hit(s) // blue identifies red's Bomb: blue 2
    s = miss(s) // blue's Scout: blue 4
    s = hit(s) // blue identifies red's Colonel: +4 = 8
    s = miss(s) // blue's Miner: 11 -> infiltration, -1
    s = hit(s) // blue identifies red's General: 4
    s = miss(s) // blue's Lieutenant: -2
    expect(numbers(s)).toMatchObject({ red: 0, blue: 4, da: -2 })
    s = miss(s, { deceive: true, marshal: 'ten' }) // 0 + 10 -> infiltration (da -1), then +4
    expect(numbers(s)).toMatchObject({ red: 4, blue: 4, da: -1 })
  })
})

describe('infiltration', () => {
  it('reaching exactly 10 on day 1 moves the Double Agent 1 space and resets the track', () => {
    let s = startDay(newGame({ firstSeat: 'blue', exhausted: { red: 1, blue: 10 } }), [8, 9, 10, 4], [1, 2, 3, 5])
    s = miss(s) // red's Colonel: 8
    expect(numbers(s)).toMatchObject({ red: 8, da: 0 })
    s = hit(s) // red identifies blue's Spy: 10
    expect(numbers(s)).toMatchObject({ red: 0, da: 1 })
  })

  it('moves blue\'s way (toward -flag) for blue', () => {
    let s = startDay(newGame({ firstSeat: 'red', exhausted: { red: 10, blue: 1 } }), [1, 2, 3, 5], [8, 9, 10, 4])
    s = miss(s) // blue's Colonel: 8
    s = hit(s) // blue identifies red's Spy: 10
    expect(numbers(s)).toMatchObject({ blue: 0, red: 0, da: -1 })
  })

  it('on day 2 moves the Double Agent 2 spaces, and the excess is lost', () => {
    let s = playDayCorrect(newGame(), { red: [4], blue: [4] })
    expect(numbers(s)).toMatchObject({ day: 2, red: 8, blue: 8, da: 0 })
    // Red deployed 1-2-3-5 on day 1, so the Sergeant, 6, 7 and 8 are in red's day-2 hand.
    s = startDay(s, [4, 6, 7, 8], autoLineup(view(s, 'blue').hand))
    s = miss(s) // blue (starting day 2) misses red's Sergeant: 8 + 4 = 12
    expect(numbers(s)).toMatchObject({ red: 0, blue: 8, da: 2 })
  })

  it('on day 3 moves the Double Agent 3 spaces', () => {
    let s = playDayCorrect(playDayCorrect(newGame()))
    expect(numbers(s)).toMatchObject({ day: 3, red: 6, blue: 6, da: 0 })
    s = startDay(s, autoLineup(view(s, 'red').hand), autoLineup(view(s, 'blue').hand))
    s = hit(s) // red (starting day 3 again) 8
    s = hit(s) // blue 8
    s = hit(s) // red 10
    expect(numbers(s)).toMatchObject({ red: 0, blue: 8, da: 3 })
  })

  it('can happen any number of times in a day', () => {
    let s = startDay(newGame({ firstSeat: 'blue', exhausted: { red: 1, blue: 10 } }), [8, 9, 10, 4], [1, 2, 3, 5])
    s = miss(s) // red's Colonel: 8
    s = hit(s) // red 10 -> da 1, track 0
    s = miss(s) // red's General: da 3
    s = hit(s) // red 2
    s = miss(s, { marshal: 'ten' }) // red 12 -> da 4 (wall), track 0
    expect(numbers(s)).toMatchObject({ red: 0, da: 4, winner: null })
  })
})
