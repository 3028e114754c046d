// SPIELMATERIAL UND -AUFBAU and KARTENAUSTEILEN UND TAUSCHEN, sentence by sentence.
import { describe, expect, it } from 'vitest'
import {
  CARD_IDS,
  applyAction,
  createGame,
  legalActions,
  toAct,
  viewFor,
  type GameState,
  type Seat,
} from '../../../src/engine/agent-dog'
import { T, board, play, position, refuses, waiting } from './helpers'

const ids = CARD_IDS.slice()

describe('setup (SPIELMATERIAL UND -AUFBAU)', () => {
  it('"Stellt 3 eurer Figuren in den Startbereich dieser Farbe. Die 4. Figur kommt auf das farblich passende Startfeld", colour up', () => {
    const s = createGame({ seed: 'setup', players: 4 })
    expect(board(s)).toEqual({ t0: 'red', t16: 'blue', t32: 'green', t48: 'yellow' })
    for (const c of ['red', 'blue', 'green', 'yellow'] as const) expect(waiting(s, c)).toBe(3)
    expect(viewFor(s, null).pieces.slice(0, 4).every((p) => p.onOwnStart && !p.undercover)).toBe(true)
  })

  it('2 players play red and green, 3 players red, blue and green (ruling, T2); unused colours have no pieces', () => {
    expect(board(createGame({ seed: 'two', players: 2 }))).toEqual({ t0: 'red', t32: 'green' })
    expect(board(createGame({ seed: 'three', players: 3 }))).toEqual({ t0: 'red', t16: 'blue', t32: 'green' })
    expect(createGame({ seed: 'two', players: 2 }).pieces).toHaveLength(8)
  })

  it('"ZU BEGINN JEDER RUNDE teilt die Person mit dem Kartenstapel verdeckt 5 Karten an jede Person aus": one at a time from the top, the dealer first, clockwise', () => {
    const s = createGame({ seed: 'deal', players: 4, dealer: 'blue', deck: ids })
    const every4 = (k: number) => [0, 1, 2, 3, 4].map((r) => ids[r * 4 + k])
    expect(s.hands.blue).toEqual(every4(0))
    expect(s.hands.green).toEqual(every4(1))
    expect(s.hands.yellow).toEqual(every4(2))
    expect(s.hands.red).toEqual(every4(3))
    expect(viewFor(s, 'red').deckCount).toBe(90)
    expect(s.phase).toBe('exchange')
    expect(s.dealer).toBe('blue')
  })

  it('"Wer von euch am besten Geheimnisse für sich behalten kann": without a dealer given, it is drawn from the seed', () => {
    const dealers = new Set<Seat>()
    for (let i = 0; i < 40; i++) {
      const a = createGame({ seed: `d${i}`, players: 4 })
      expect(createGame({ seed: `d${i}`, players: 4 })).toEqual(a)
      dealers.add(a.dealer)
    }
    expect(dealers.size).toBe(4)
  })

  it('refuses bad setups with bad-setup', () => {
    const bad = [
      { seed: 1, players: 4 },
      { seed: 'x', players: 5 },
      { seed: 'x', players: 2, dealer: 'blue' },
      { seed: 'x', players: 4, dealer: 'purple' },
      { seed: 'x', players: 4, deck: ids.slice(1) },
      { seed: 'x', players: 4, deck: [...ids.slice(1), ids[0], ids[0]].slice(1) },
      { seed: 'x', players: 4, deck: [...ids.slice(1), 'c110'] },
      { seed: 'x', players: 4, rules: { partnerSteps: 'sideways' } },
      { seed: 'x', players: 4, rules: { jokers: true } },
    ]
    for (const options of bad) refuses(() => createGame(options as never), 'bad-setup')
  })
})

/** Passes the first card of each seat's hand, in this order. */
function passAll(s: GameState, order: Seat[]): GameState {
  for (const seat of order) s = applyAction(s, seat, { type: 'pass', card: s.hands[seat][0] })
  return s
}

describe('the card exchange (TAUSCHEN)', () => {
  it('"Nun tauscht ihr im Team je 1 Karte verdeckt untereinander aus": red and green swap, blue and yellow swap', () => {
    const s = createGame({ seed: 'ex', players: 4, dealer: 'red', deck: ids })
    const [r, g, b, y] = (['red', 'green', 'blue', 'yellow'] as Seat[]).map((x) => s.hands[x][0])
    const after = passAll(s, ['red', 'blue', 'green', 'yellow'])
    expect(after.hands.red).toContain(g)
    expect(after.hands.green).toContain(r)
    expect(after.hands.blue).toContain(y)
    expect(after.hands.yellow).toContain(b)
    expect(viewFor(after, 'red').exchange).toEqual({ gave: { id: r, kind: expect.any(String) }, received: { id: g, kind: expect.any(String) } })
    expect(after.log.filter((e) => e.type === 'exchange')).toEqual([
      { type: 'exchange', seats: ['red', 'green'] },
      { type: 'exchange', seats: ['blue', 'yellow'] },
    ])
  })

  it('"Ihr dürft die euch zugeschobene Karte erst ansehen, nachdem ihr selbst eine Karte geschoben habt": nobody else sees a passed card until both have passed', () => {
    const s = createGame({ seed: 'ex', players: 4, dealer: 'red', deck: ids })
    const r = s.hands.red[0]
    const one = applyAction(s, 'red', { type: 'pass', card: r })
    expect(one.hands.red).not.toContain(r)
    expect(viewFor(one, 'red').exchange).toEqual({ gave: { id: r, kind: expect.any(String) }, received: null })
    for (const seat of ['green', 'blue', 'yellow', null] as const) expect(JSON.stringify(viewFor(one, seat))).not.toContain(r)
    expect(viewFor(one, 'green').passed).toEqual(['red'])
    expect(toAct(one)).toEqual(['blue', 'green', 'yellow'])
    expect(legalActions(one, 'red')).toEqual([])
    refuses(() => applyAction(one, 'red', { type: 'pass', card: one.hands.red[0] }), 'not-your-turn')
    // Once green has passed too, the card is green's, and only red and green can tell.
    const two = applyAction(one, 'green', { type: 'pass', card: one.hands.green[0] })
    expect(viewFor(two, 'green').exchange?.received).toEqual({ id: r, kind: expect.any(String) })
    expect(viewFor(two, 'green').hand?.map((c) => c.id)).toContain(r)
    for (const seat of ['blue', 'yellow', null] as const) expect(JSON.stringify(viewFor(two, seat))).not.toContain(r)
  })

  it('the exchange completes per team; play starts once everyone has passed, "Wer den Kartenstapel vor sich hat, macht den ersten Zug"', () => {
    const s = createGame({ seed: 'ex', players: 4, dealer: 'yellow', deck: ids })
    const team = passAll(s, ['red', 'green'])
    expect(team.phase).toBe('exchange')
    expect(team.hands.red).toHaveLength(5)
    expect(team.hands.blue).toHaveLength(5)
    refuses(() => applyAction(team, 'yellow', { type: 'play', card: team.hands.yellow[0], move: { kind: 'enter' } }), 'wrong-phase')
    const all = passAll(team, ['yellow', 'blue'])
    expect(all.phase).toBe('play')
    expect(all.turn).toBe('yellow')
  })

  it('2–3 players: "gibt jede Person verdeckt eine Karte ihrer Wahl an die Person zu ihrer linken" (the next clockwise), once all have passed', () => {
    const s = createGame({ seed: 'ex3', players: 3, dealer: 'red', deck: ids })
    const [r, b, g] = (['red', 'blue', 'green'] as Seat[]).map((x) => s.hands[x][0])
    const two = passAll(s, ['red', 'blue'])
    expect(two.hands.blue).not.toContain(r)
    expect(JSON.stringify(viewFor(two, 'blue'))).not.toContain(r)
    const all = passAll(two, ['green'])
    expect(all.hands.blue).toContain(r)
    expect(all.hands.green).toContain(b)
    expect(all.hands.red).toContain(g)
    expect(all.log).toContainEqual({ type: 'exchange', seats: ['red', 'blue', 'green'] })
    const pair = passAll(createGame({ seed: 'ex2', players: 2, dealer: 'green', deck: ids }), ['red', 'green'])
    expect(pair.received).toEqual({ green: pair.passed.red, red: pair.passed.green })
  })

  it('a pass names a card in the hand', () => {
    const s = createGame({ seed: 'ex', players: 4, dealer: 'red', deck: ids })
    refuses(() => applyAction(s, 'red', { type: 'pass', card: s.hands.blue[0] }), 'not-in-hand')
  })
})

describe('rounds and the deck', () => {
  it('"Am Ende einer Runde gibt ihr den Kartenstapel an die nächste Person im Uhrzeigersinn weiter": a new deal of 5 each, by the next dealer', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(1) }], hands: { red: ['2'] }, turn: 'red' })
    expect(s.dealer).toBe('red')
    const next = play(s, 'red', '2', { kind: 'steps', from: T(1), steps: 2 })
    expect(next.log.map((e) => e.type).slice(-3)).toEqual(['move', 'round-end', 'deal'])
    expect(next.phase).toBe('exchange')
    expect(next.round).toBe(s.round + 1)
    expect(next.dealer).toBe('blue')
    for (const seat of next.seats) expect(next.hands[seat]).toHaveLength(5)
  })

  it('"Ist der Kartenstapel aufgebraucht, mischt ihr den gesamten Ablagestapel und bildet einen neuen verdeckten Stapel" (ruling: when a card is needed)', () => {
    const s = position({ players: 4, pieces: [{ colour: 'red', at: T(1) }], hands: { red: ['2'] }, turn: 'red' })
    const rest = ids.filter((id) => id !== s.hands.red[0])
    const low = { ...s, deck: rest.slice(0, 3), discard: rest.slice(3) }
    const next = play(low, 'red', '2', { kind: 'steps', from: T(1), steps: 2 })
    expect(next.log).toContainEqual({ type: 'reshuffle', cards: 107 })
    const all = [...next.deck, ...next.discard, ...next.seats.flatMap((x) => next.hands[x])]
    expect(all.sort()).toEqual(ids.slice().sort())
    expect(next.discard).toEqual([])
    expect(next.deck).toHaveLength(110 - 20)
  })
})
