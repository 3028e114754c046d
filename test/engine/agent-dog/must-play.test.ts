// ZUGZWANG and the order of turns (4 players), and the 2–3 player rescue, sentence by sentence.
import { describe, expect, it } from 'vitest'
import { CARDS, applyAction, legalActions, toAct, viewFor } from '../../../src/engine/agent-dog'
import { T, cardIn, movesWith, play, position, refuses } from './helpers'

describe('must-play (ZUGZWANG)', () => {
  it('the rulebook\'s example: "mit 3 Schritten ins Ziel ... aber nur noch höhere Karten auf der Hand": you must go past your goal and round again', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(62) }], hands: { red: ['8'] }, turn: 'red' })
    // 3 steps reach goal field 1 (63, 0, goal 1); 8 would end beyond goal field 4.
    expect(legalActions(s, 'red')).toEqual([{ type: 'play', card: cardIn(s, 'red', '8'), move: { kind: 'steps', from: T(62), steps: 8 } }])
    expect(viewFor(s, 'red').prompt).toEqual({ type: 'play' })
  })

  it('"Du darfst also nicht freiwillig auf das Ausspielen verzichten", "selbst wenn dies zu deinem Nachteil ist"', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'red', at: T(6) },
      ],
      hands: { red: ['5'] },
      turn: 'red',
    })
    // Red's 5 either captures its own piece on 6 or moves the piece on 6 on to 11; both must be offered, nothing else.
    expect(movesWith(s, 'red', '5')).toEqual([
      { kind: 'steps', from: T(1), steps: 5 },
      { kind: 'steps', from: T(6), steps: 5 },
    ])
    refuses(() => applyAction(s, 'red', { type: 'discard', card: cardIn(s, 'red', '5') }), 'bad-action')
  })

  it('"Du darfst nur Karten ausspielen, die du vollständig ausführen kannst": a card that cannot be carried out is not offered', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(14) },
        { colour: 'blue', at: T(16) },
      ],
      hands: { red: ['5', 'start-1-11'] },
      turn: 'red',
    })
    expect(legalActions(s, 'red').map((a) => (a.type === 'play' ? CARDS[a.card] : a.type))).toEqual(['start-1-11', 'start-1-11'])
  })

  it('"Kannst du keine deiner Handkarten vollständig ausführen, so scheidest du aus ... Lege deine übrigen Handkarten unter den Ablagestapel"', () => {
    let s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'green', at: T(33) },
      ],
      hands: { red: ['2', '3'], blue: ['5', '6'], green: ['2', '3'] },
      turn: 'red',
    })
    // Blue has no piece out and no start card: when its turn comes it drops out at once.
    s = play(s, 'red', '2', { kind: 'steps', from: T(1), steps: 2 })
    expect(s.turn).toBe('green')
    expect(s.out).toEqual(['blue'])
    expect(s.hands.blue).toEqual([])
    expect(s.discard.slice(0, 2).map((id) => CARDS[id]).sort()).toEqual(['5', '6'])
    expect(viewFor(s, 'green').discardTop?.kind).toBe('2')
    expect(s.log).toContainEqual({ type: 'out', seat: 'blue', reason: 'no-playable-card', count: 2 })
    expect(toAct(s)).toEqual(['green'])
  })

  it('the turn goes clockwise and passes over players without cards; the round ends when every hand is empty', () => {
    let s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'blue', at: T(17) },
        { colour: 'yellow', at: T(49) },
      ],
      hands: { red: ['2', '2'], blue: ['2'], yellow: ['2'] },
      turn: 'red',
    })
    s = play(s, 'red', '2', { kind: 'steps', from: T(1), steps: 2 })
    expect(s.turn).toBe('blue')
    s = play(s, 'blue', '2', { kind: 'steps', from: T(17), steps: 2 })
    expect(s.turn).toBe('yellow')
    s = play(s, 'yellow', '2', { kind: 'steps', from: T(49), steps: 2 })
    expect(s.turn).toBe('red')
    s = play(s, 'red', '2', { kind: 'steps', from: T(3), steps: 2 })
    expect(s.phase).toBe('exchange')
    expect(s.log.filter((e) => e.type === 'round-end')).toHaveLength(1)
  })

  it('a round in which every remaining player drops out ends at once (§13)', () => {
    const s = position({
      players: 4,
      pieces: [{ colour: 'red', at: T(1) }],
      hands: { red: ['2'], blue: ['5'], green: ['5'], yellow: ['5'] },
      turn: 'red',
    })
    const next = play(s, 'red', '2', { kind: 'steps', from: T(1), steps: 2 })
    expect(next.phase).toBe('exchange')
    expect(next.out).toEqual([])
    const outs = next.log.filter((e) => e.type === 'out').map((e) => (e.type === 'out' ? e.seat : null))
    expect(outs).toEqual(['blue', 'green', 'yellow'])
  })
})

describe('2–3 players: the rescue instead of dropping out', () => {
  const stuck = (rules = {}) => {
    const s = position({
      players: 3,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'green', at: T(33) },
      ],
      hands: { red: ['2'], blue: ['5', '6'], green: ['2'] },
      turn: 'red',
      rules,
    })
    return play(s, 'red', '2', { kind: 'steps', from: T(1), steps: 2 })
  }

  it('"musst du 1 deiner Handkarten abwerfen und ziehst dafür 1 neue Karte nach": blue chooses a card to set aside', () => {
    const s = stuck()
    expect(s.turn).toBe('blue')
    expect(s.out).toEqual([])
    expect(viewFor(s, 'blue').prompt).toEqual({ type: 'discard', then: 'draw' })
    expect(legalActions(s, 'blue')).toEqual(s.hands.blue.map((card) => ({ type: 'discard', card })))
    refuses(() => applyAction(s, 'blue', { type: 'play', card: cardIn(s, 'blue', '5'), move: { kind: 'enter' } }), 'bad-move')
    refuses(() => applyAction(s, 'green', { type: 'discard', card: s.hands.green[0] }), 'not-your-turn')
  })

  it('"Wenn du dann noch immer keine Karte spielen kannst, musst du 1 Handkarte ungenutzt abwerfen": then the turn ends, and blue is not out', () => {
    const s = stuck()
    const six = cardIn(s, 'blue', '6')
    // The top of the deck decides: put a card blue cannot play there (a 9).
    const nine = s.deck.find((id) => CARDS[id] === '9') as string
    const t = { ...s, deck: [nine, ...s.deck.filter((id) => id !== nine)] }
    const one = applyAction(t, 'blue', { type: 'discard', card: six })
    expect(one.hands.blue.map((id) => CARDS[id]).sort()).toEqual(['5', '9'])
    expect(one.discard[0]).toBe(six)
    expect(viewFor(one, 'blue').prompt).toEqual({ type: 'discard', then: 'end-turn' })
    const two = applyAction(one, 'blue', { type: 'discard', card: nine })
    expect(two.turn).toBe('green')
    expect(two.hands.blue.map((id) => CARDS[id])).toEqual(['5'])
    expect(two.out).toEqual([])
    expect(two.log.filter((e) => e.type === 'set-aside')).toEqual([
      { type: 'set-aside', seat: 'blue', then: 'draw' },
      { type: 'set-aside', seat: 'blue', then: 'end-turn' },
    ])
    expect(two.log).toContainEqual({ type: 'draw', seat: 'blue' })
    // Set-aside cards were not played: a Copy still copies red's 2.
    expect(two.lastPlayed).toBe('2')
  })

  it('"Du scheidest also nicht aus": a playable drawn card must be played', () => {
    const s = stuck()
    const start = s.deck.find((id) => CARDS[id] === 'start-13') as string
    const t = { ...s, deck: [start, ...s.deck.filter((id) => id !== start)] }
    const one = applyAction(t, 'blue', { type: 'discard', card: cardIn(t, 'blue', '6') })
    expect(viewFor(one, 'blue').prompt).toEqual({ type: 'play' })
    expect(legalActions(one, 'blue')).toEqual([{ type: 'play', card: start, move: { kind: 'enter' } }])
    refuses(() => applyAction(one, 'blue', { type: 'discard', card: start }), 'bad-action')
    const two = applyAction(one, 'blue', { type: 'play', card: start, move: { kind: 'enter' } })
    expect(two.turn).toBe('green')
  })

  it('face-up option: the set-aside cards are shown in the log', () => {
    const s = stuck({ unplayedCardVisibility: 'face-up' })
    const six = cardIn(s, 'blue', '6')
    const one = applyAction(s, 'blue', { type: 'discard', card: six })
    expect(one.log).toContainEqual({ type: 'set-aside', seat: 'blue', then: 'draw', card: { id: six, kind: '6' } })
  })

  it('4 players never set cards aside: discard is refused', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(1) }], hands: { red: ['2'] }, turn: 'red' })
    refuses(() => applyAction(s, 'red', { type: 'discard', card: s.hands.red[0] }), 'bad-action')
  })
})
