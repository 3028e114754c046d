import { describe, it, expect } from 'vitest'
import { guess, hit, miss, newGame, numbers, startDay, view } from './helpers'

describe('reveal', () => {
  it('scores 2 for a correct guess and retreats the card (revealed, tilted, not activated)', () => {
    let s = startDay(newGame(), [1, 2, 3, 5], [2, 3, 5, 6])
    s = guess(s, 2)
    expect(numbers(s)).toMatchObject({ red: 2, blue: 0, da: 0 })
    expect(view(s, 'red').missions.blue[0]).toEqual({
      rank: 2,
      revealed: true,
      retreated: true,
      activated: false,
      intelToken: false,
      deception: false,
    })
  })

  it('activates the card after a wrong guess (revealed, not tilted)', () => {
    let s = startDay(newGame(), [1, 2, 3, 5], [2, 3, 5, 6])
    s = guess(s, 9)
    expect(numbers(s)).toMatchObject({ red: 0, blue: 2, da: 0 }) // blue's Scout: +2
    expect(view(s, 'red').missions.blue[0]).toMatchObject({ rank: 2, revealed: true, retreated: false, activated: true })
  })

  it('scores 4 per correct guess once the guesser\'s Scout is active, 2 before', () => {
    let s = startDay(newGame(), [2, 3, 5, 6], [1, 3, 5, 6])
    s = hit(s) // red +2 (no Scout yet)
    expect(numbers(s).red).toBe(2)
    s = miss(s) // blue misses red's Scout: +2, Scout active
    expect(numbers(s).red).toBe(4)
    s = hit(s) // red +4
    expect(numbers(s).red).toBe(8)
  })

  it('forces an enemy Marshal to retreat after a wrong guess once the guesser\'s Spy is active; nobody scores', () => {
    let s = startDay(newGame({ exhausted: { red: 10, blue: 1 } }), [1, 2, 3, 5], [2, 3, 5, 10])
    s = hit(s) // red 2
    s = miss(s) // red's Spy: red 3, a token from the supply
    expect(numbers(s)).toMatchObject({ red: 3, tokens: { red: 2, blue: 1, supply: 1 } })
    s = hit(s) // red 5
    s = hit(s) // blue 2
    s = hit(s) // red 7
    s = hit(s) // blue 4
    s = guess(s, 9) // red misses blue's Marshal
    expect(numbers(s)).toMatchObject({ red: 7, blue: 4, da: 0 })
    expect(view(s, 'red').missions.blue[3]).toMatchObject({ rank: 10, revealed: true, retreated: true, activated: false })
    expect(view(s, 'blue').prompt).toBeNull() // no Marshal choice
    expect(view(s, 'red').prompt).toEqual({ type: 'deceive', mission: 3 }) // play moved on
  })

  it('still scores a correct guess on a Marshal forced back by the Spy', () => {
    let s = startDay(newGame({ exhausted: { red: 10, blue: 1 } }), [1, 2, 3, 5], [2, 3, 5, 10])
    s = hit(hit(miss(hit(s)))) // red 2, red Spy 3, red 5, blue 2
    s = hit(hit(s)) // red 7, blue 4
    s = guess(s, 10)
    expect(numbers(s)).toMatchObject({ red: 9, blue: 4 })
    expect(view(s, 'red').missions.blue[3]).toMatchObject({ retreated: true, activated: false })
  })

  it('forces an enemy Bomb to retreat once the guesser\'s Miner is active; a Deception token on it is spent for nothing', () => {
    let s = startDay(newGame(), [3, 5, 6, 8], [1, 2, 7, 8])
    s = hit(s) // red 2
    s = miss(s) // red's Miner: red 5
    s = hit(s) // red 7
    s = hit(s) // blue 2
    s = guess(s, 9, { deceive: true }) // red misses blue's Bomb, which carries blue's token
    expect(numbers(s)).toMatchObject({ red: 7, blue: 2, tokens: { red: 1, blue: 0, supply: 2 } })
    expect(view(s, 'red').missions.blue[2]).toMatchObject({
      rank: 7,
      retreated: true,
      activated: false,
      deception: true,
    })
  })

  it('forces only the first enemy card revealed after the guesser\'s Bomb went off', () => {
    let s = startDay(newGame({ exhausted: { red: 1, blue: 10 } }), [7, 8, 9, 10], [2, 3, 5, 6])
    s = hit(s) // red 2
    s = miss(s) // red's Bomb: no IP
    expect(numbers(s)).toMatchObject({ red: 2, blue: 0 })
    s = guess(s, 10) // red misses blue's Miner: forced retreat, no +3 for blue
    expect(numbers(s)).toMatchObject({ red: 2, blue: 0, da: 0 })
    expect(view(s, 'red').missions.blue[1]).toMatchObject({ rank: 3, retreated: true, activated: false })
    s = hit(s) // blue 2
    s = guess(s, 10) // red misses blue's Lieutenant: a normal activation now
    expect(numbers(s)).toMatchObject({ red: 2, blue: 2, da: -1 })
    expect(view(s, 'red').missions.blue[2]).toMatchObject({ rank: 5, retreated: false, activated: true })
  })

  it('scores nothing for either side when the Bomb forces a card after a wrong guess, even with a Deception token on it', () => {
    let s = startDay(newGame({ exhausted: { red: 1, blue: 10 } }), [7, 8, 9, 10], [2, 6, 8, 9])
    s = miss(hit(s)) // red 2, red's Bomb goes off
    s = guess(s, 10, { deceive: true }) // blue's Captain under a token, forced back
    expect(numbers(s)).toMatchObject({ red: 2, blue: 0, da: 0, tokens: { red: 1, blue: 0, supply: 2 } })
    expect(view(s, 'blue').prompt).toBeNull() // no Captain choice
    expect(view(s, 'red').missions.blue[1]).toMatchObject({ rank: 6, retreated: true, activated: false, deception: true })
  })

  it('still scores 2 for a correct guess on the card the Bomb forces back', () => {
    let s = startDay(newGame({ exhausted: { red: 1, blue: 10 } }), [7, 8, 9, 10], [2, 3, 5, 6])
    s = miss(hit(s)) // red 2, red's Bomb goes off
    s = guess(s, 3)
    expect(numbers(s)).toMatchObject({ red: 4, blue: 0 })
    expect(view(s, 'red').missions.blue[1]).toMatchObject({ rank: 3, retreated: true, activated: false })
  })

  it('scores 4 for a correct guess on a force-retreated card while the Scout is active', () => {
    let s = startDay(newGame(), [2, 3, 5, 6], [1, 5, 7, 8])
    s = hit(s) // red 2
    s = miss(s) // red's Scout: red 4
    s = hit(s) // red 8
    s = miss(s) // red's Miner: 8 + 3 = 11 -> infiltration on day 1, track 0
    expect(numbers(s)).toMatchObject({ red: 0, da: 1 })
    s = guess(s, 7) // blue's Bomb, forced back by the Miner, correctly identified: +4
    expect(numbers(s)).toMatchObject({ red: 4, da: 1 })
    expect(view(s, 'red').missions.blue[2]).toMatchObject({ rank: 7, retreated: true, activated: false })
  })
})
