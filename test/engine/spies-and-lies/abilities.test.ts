import { describe, it, expect } from 'vitest'
import { type Rank } from '../../../src/engine/spies-and-lies'
import { edited, hit, miss, newGame, numbers, startDay, view, type Lineup } from './helpers'

/**
 * Blue starts, so blue's first guess is at red's mission 1; blue misses it and red's soldier there
 * is activated. Red holds one Deception token and declines it.
 */
function activateRedFirst(line: Lineup, redExhausted: Rank = 10) {
  const s = startDay(newGame({ firstSeat: 'blue', exhausted: { red: redExhausted, blue: 10 } }), line, [1, 2, 3, 5])
  return miss(s)
}

describe('abilities of activated soldiers', () => {
  it('Spy: +1 IP and +1 Deception token from the supply', () => {
    const s = activateRedFirst([1, 2, 3, 5])
    expect(numbers(s)).toMatchObject({ red: 1, blue: 0, da: 0, tokens: { red: 2, blue: 1, supply: 1 } })
    expect(view(s, 'blue').missions.red[0]).toMatchObject({ rank: 1, activated: true, retreated: false })
  })

  it('Spy: no token beyond two held (the IP still scores)', () => {
    // Constructed: a real mission-phase state, edited so that red already holds 2 tokens (supply 1).
    let s = startDay(newGame({ firstSeat: 'blue' }), [1, 2, 3, 5], [1, 2, 3, 5])
    s = edited(s, (g) => {
      g.deception = { red: 2, blue: 1, supply: 1 }
    })
    s = miss(s)
    expect(numbers(s)).toMatchObject({ red: 1, tokens: { red: 2, blue: 1, supply: 1 } })
  })

  it('Spy: no token when the supply is empty (the IP still scores)', () => {
    // Constructed: a real mission-phase state, edited so that the two spare tokens are gone.
    let s = startDay(newGame({ firstSeat: 'blue' }), [1, 2, 3, 5], [1, 2, 3, 5])
    s = edited(s, (g) => {
      g.deception = { red: 1, blue: 1, supply: 0 }
    })
    s = miss(s)
    expect(numbers(s)).toMatchObject({ red: 1, tokens: { red: 1, blue: 1, supply: 0 } })
  })

  it('Spy: two Spies drain the supply of two tokens', () => {
    let s = startDay(newGame({ firstSeat: 'red' }), [1, 2, 3, 5], [1, 2, 3, 5])
    s = miss(s) // blue's Spy
    expect(numbers(s)).toMatchObject({ blue: 1, tokens: { red: 1, blue: 2, supply: 1 } })
    s = miss(s) // red's Spy
    expect(numbers(s)).toMatchObject({ red: 1, blue: 1, tokens: { red: 2, blue: 2, supply: 0 } })
  })

  it('Scout: +2 IP', () => {
    expect(numbers(activateRedFirst([2, 3, 5, 6]))).toMatchObject({ red: 2, blue: 0, da: 0 })
  })

  it('Miner: +3 IP', () => {
    expect(numbers(activateRedFirst([3, 5, 6, 7]))).toMatchObject({ red: 3, blue: 0, da: 0 })
  })

  it('Sergeant: +4 IP', () => {
    expect(numbers(activateRedFirst([4, 5, 6, 7]))).toMatchObject({ red: 4, blue: 0, da: 0 })
  })

  it('Lieutenant: the Double Agent 1 space toward the enemy flag, no IP', () => {
    expect(numbers(activateRedFirst([5, 6, 7, 8]))).toMatchObject({ red: 0, blue: 0, da: 1 })
  })

  it('Bomb: no IP, no move', () => {
    const s = activateRedFirst([7, 8, 9, 10], 1)
    expect(numbers(s)).toMatchObject({ red: 0, blue: 0, da: 0 })
    expect(view(s, 'blue').missions.red[0]).toMatchObject({ rank: 7, activated: true })
  })

  it('Colonel: +8 IP', () => {
    expect(numbers(activateRedFirst([8, 9, 10, 4], 1))).toMatchObject({ red: 8, blue: 0, da: 0 })
  })

  it('Colonel: from 7 infiltrates and carries the excess, ending on 5', () => {
    let s = startDay(newGame({ firstSeat: 'blue' }), [3, 4, 8, 9], [1, 2, 3, 5])
    s = miss(s) // red's Miner: 3
    s = miss(s) // blue's Spy: blue 1
    s = miss(s) // red's Sergeant: 7
    s = miss(s) // blue's Scout: blue 3
    expect(numbers(s)).toMatchObject({ red: 7, blue: 3, da: 0 })
    s = miss(s) // red's Colonel: 7 + 8 = 15 -> the Double Agent 1 space, track 5
    expect(numbers(s)).toMatchObject({ red: 5, blue: 3, da: 1 })
  })

  it('General: the Double Agent 2 spaces toward the enemy flag, no IP', () => {
    let s = startDay(newGame({ firstSeat: 'blue', exhausted: { red: 1, blue: 10 } }), [6, 9, 10, 4], [1, 2, 3, 5])
    s = hit(s) // blue identifies red's Captain: blue 2
    s = hit(s) // red identifies blue's Spy: red 2
    s = miss(s) // red's General
    expect(numbers(s)).toMatchObject({ red: 2, blue: 2, da: 2 })
    expect(view(s, 'blue').missions.red[1]).toMatchObject({ rank: 9, activated: true })
  })

  it('Lieutenant and General move blue\'s way (toward -flag) for blue', () => {
    let s = startDay(newGame({ firstSeat: 'red', exhausted: { red: 10, blue: 1 } }), [1, 2, 3, 6], [5, 9, 10, 4])
    s = miss(s) // blue's Lieutenant
    expect(numbers(s)).toMatchObject({ da: -1, blue: 0 })
    s = hit(s) // blue +2
    s = miss(s) // blue's General
    expect(numbers(s)).toMatchObject({ da: -3, red: 0, blue: 2 })
  })
})
