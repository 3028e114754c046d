// The discard pile as the table sees it (agent-dog.md §5, §13, §15; issue 22, point 2): played cards
// go on top, face up; cards set aside unplayed (dropping out, the 2–3 player rescue) go face down
// under the pile. Everyone sees the top card, so it may only ever be a card that was played — or
// none, when the set-aside cards are the whole pile (the first round, or after a reshuffle).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CARDS,
  CARD_IDS,
  applyAction,
  createGame,
  legalActions,
  toAct,
  viewFor,
  type CardKind,
  type GameState,
  type Move,
  type Players,
  type RuleOptions,
  type Seat,
} from '../../../src/engine/agent-dog'
import { playRandomGame } from '../../support/agent-dog-random-game'
import { runs } from '../../support/runs'

const VISIBILITIES: Array<RuleOptions['unplayedCardVisibility']> = ['hidden', 'face-up']

/**
 * A deck that deals these hands (the dealer first, then clockwise, one card at a time) and then
 * `next` from the top; every other card follows in id order.
 */
function deckDealing(order: Seat[], hands: Partial<Record<Seat, CardKind[]>>, next: CardKind[] = []): string[] {
  const taken = new Set<string>()
  const take = (kind: CardKind): string => {
    const id = CARD_IDS.find((c) => CARDS[c] === kind && !taken.has(c))
    if (id === undefined) throw new Error(`no ${kind} card left`)
    taken.add(id)
    return id
  }
  const deck: string[] = []
  for (let round = 0; round < 5; round++) {
    for (const seat of order) {
      const kind = hands[seat]?.[round]
      if (kind === undefined) throw new Error(`${seat} needs 5 cards`)
      deck.push(take(kind))
    }
  }
  for (const kind of next) deck.push(take(kind))
  return [...deck, ...CARD_IDS.filter((c) => !taken.has(c))]
}

function kindIn(s: GameState, seat: Seat, kind: CardKind): string {
  const id = s.hands[seat].find((c) => CARDS[c] === kind)
  if (id === undefined) throw new Error(`${seat} holds no ${kind}`)
  return id
}

/** Every seat's view and the spectator's. */
function everyView(s: GameState) {
  return [...s.seats, null].map((seat) => viewFor(s, seat))
}

// Swap needs two undercover agents and Copy a card played before it this round: at the start of
// the game neither is playable, so a hand of only these has no playable card.
const STUCK: CardKind[] = ['swap', 'swap', 'swap', 'copy', 'copy']

describe('the discard pile\'s top card', () => {
  for (const visibility of VISIBILITIES) {
    it(`4 players, set-aside cards "${visibility}": the dealer who drops out at the start of the first round puts the whole pile face down, so no top card shows — not even the card the partner just passed`, () => {
      const order: Seat[] = ['red', 'blue', 'green', 'yellow']
      const numbers: CardKind[] = ['2', '3', '5', '6', '7']
      const s0 = createGame({
        seed: 'discard-top-out',
        players: 4,
        dealer: 'red',
        rules: { unplayedCardVisibility: visibility },
        deck: deckDealing(order, { red: STUCK, blue: numbers, green: ['swap', '2', '3', '5', '6'], yellow: numbers }),
      })
      let s = applyAction(s0, 'blue', { type: 'pass', card: s0.hands.blue[0] })
      s = applyAction(s, 'yellow', { type: 'pass', card: s.hands.yellow[0] })
      const fromPartner = kindIn(s, 'green', 'swap')
      s = applyAction(s, 'green', { type: 'pass', card: fromPartner })
      s = applyAction(s, 'red', { type: 'pass', card: kindIn(s, 'red', 'copy') })

      expect(s.out).toEqual(['red'])
      expect(s.discard).toContain(fromPartner)
      expect(s.turn).toBe('blue')
      for (const view of everyView(s)) {
        expect(view.discardTop).toBeNull()
        expect(view.discardCount).toBe(5)
      }

      // The first card played goes on top of them.
      const played = s.hands.blue[0]
      const move = legalActions(s, 'blue').find((a) => a.type === 'play' && a.card === played)
      if (move === undefined) throw new Error('blue cannot play its first card')
      s = applyAction(s, 'blue', move)
      for (const view of everyView(s)) {
        expect(view.discardTop).toEqual({ id: played, kind: CARDS[played] })
        expect(view.discardCount).toBe(6)
      }
    })

    it(`2 players, set-aside cards "${visibility}": the rescue's cards set aside onto an empty pile never show as its top`, () => {
      const s0 = createGame({
        seed: 'discard-top-rescue',
        players: 2,
        dealer: 'red',
        rules: { unplayedCardVisibility: visibility },
        // Red draws a Swap in the rescue, so it sets a second card aside and its turn ends.
        deck: deckDealing(['red', 'green'], { red: STUCK, green: ['swap', '2', '3', '5', '6'] }, ['swap']),
      })
      let s = applyAction(s0, 'green', { type: 'pass', card: kindIn(s0, 'green', 'swap') })
      s = applyAction(s, 'red', { type: 'pass', card: kindIn(s, 'red', 'copy') })
      expect(viewFor(s, 'red').prompt).toEqual({ type: 'discard', then: 'draw' })

      s = applyAction(s, 'red', { type: 'discard', card: kindIn(s, 'red', 'swap') })
      expect(viewFor(s, 'red').prompt).toEqual({ type: 'discard', then: 'end-turn' })
      for (const view of everyView(s)) expect(view).toMatchObject({ discardTop: null, discardCount: 1 })

      s = applyAction(s, 'red', { type: 'discard', card: kindIn(s, 'red', 'copy') })
      expect(s.turn).toBe('green')
      for (const view of everyView(s)) expect(view).toMatchObject({ discardTop: null, discardCount: 2 })

      const played = legalActions(s, 'green')[0]
      if (played.type !== 'play') throw new Error('green cannot play')
      s = applyAction(s, 'green', played)
      for (const view of everyView(s)) expect(view).toMatchObject({ discardTop: { id: played.card, kind: CARDS[played.card] }, discardCount: 3 })
    })
  }
})

/**
 * Games per player count: cards are set aside onto an empty pile in about one game in five (2–3
 * players) or one in three (4), so without the ruling each property fails all but surely; ~44,000
 * states in all. Each state's top card is checked in every view; the pile's face-down cards are
 * dealt afresh at every state where they are the whole pile, and at every SAMPLE-th state otherwise.
 */
const GAMES: Record<Players, number> = { 2: 24, 3: 20, 4: 16 }
const SAMPLE = 25

const SEATS_BY_PLAYERS: Record<Players, Seat[]> = { 2: ['red', 'green'], 3: ['red', 'blue', 'green'], 4: ['red', 'blue', 'green', 'yellow'] }

const gameArb = (players: Players) =>
  fc.record({
    seed: fc.tuple(fc.nat(), fc.string({ maxLength: 5 })).map(([n, s]) => `pile-${n.toString(16)}-${s}`),
    setup: fc.record(
      {
        dealer: fc.constantFrom(...SEATS_BY_PLAYERS[players]),
        rules: fc.record({ unplayedCardVisibility: fc.constantFrom(...VISIBILITIES) }),
      },
      { requiredKeys: [] },
    ),
  })

/**
 * What the table knows of the pile at every state of a game, worked out from the moves alone: the
 * cards lying face up (each went in by being played and has not left since), and the top card (the
 * last one played, while it is still in the pile). No action takes a card out of the pile and puts
 * it back, so comparing each state's pile with the one before is enough.
 */
function pileByState(states: GameState[], moves: Move[]): Array<{ faceUp: Set<string>; top: string | null }> {
  let faceUp = new Set<string>()
  let last: string | null = null
  return states.map((s, i) => {
    const inPile = new Set(s.discard)
    faceUp = new Set([...faceUp].filter((c) => inPile.has(c)))
    const move = i > 0 ? moves[i - 1].action : null
    if (move?.type === 'play' && inPile.has(move.card)) {
      faceUp.add(move.card)
      last = move.card
    }
    return { faceUp, top: last !== null && faceUp.has(last) ? last : null }
  })
}

describe('the discard pile in seeded random games', () => {
  for (const players of [2, 3, 4] as Players[]) {
    it(`${players} players: at every state every seat and the spectator see as top card the last card played face up, or none; the face-down cards show nowhere`, () => {
      fc.assert(
        fc.property(gameArb(players), ({ seed, setup }) => {
          const game = playRandomGame(seed, players, { setup, recordStates: true })
          const states = game.states ?? []
          const piles = pileByState(states, game.moves)
          states.forEach((s, step) => {
            const at = () => `seed ${JSON.stringify(seed)}, ${players} players, setup ${JSON.stringify(setup)}, after ${step} actions`
            const { faceUp, top } = piles[step]
            const views = everyView(s)
            for (const view of views) {
              // Checked by hand: tens of thousands of expect() calls would cost more than the games.
              const shown = view.discardTop
              if ((shown?.id ?? null) !== top || (shown !== null && shown.kind !== CARDS[shown.id]) || view.discardCount !== s.discard.length) {
                expect.fail(`${at()}: ${String(view.seat)} sees ${JSON.stringify(shown)} on top of ${view.discardCount} cards; the last card played face up is ${String(top)}`)
              }
            }
            // Deal the face-down cards afresh among themselves and the deck: no view and no choice
            // may change (the log keeps what the face-up option shows of them).
            const hidden = [...s.discard.filter((c) => !faceUp.has(c)), ...s.deck]
            if (hidden.length === s.deck.length || (faceUp.size > 0 && step % SAMPLE !== 0)) return
            const fresh = hidden.slice(1).concat(hidden.slice(0, 1))
            let k = 0
            const other: GameState = {
              ...s,
              discard: s.discard.map((c) => (faceUp.has(c) ? c : fresh[k++])),
              deck: s.deck.map(() => fresh[k++]),
            }
            const others = everyView(other)
            views.forEach((view, i) => expect(JSON.stringify(others[i]), `${at()}: face-down cards show in ${String(view.seat)}'s view`).toBe(JSON.stringify(view)))
            for (const seat of toAct(s)) {
              expect(JSON.stringify(legalActions(other, seat)), `${at()}: face-down cards change ${seat}'s choices`).toBe(JSON.stringify(legalActions(s, seat)))
            }
          })
        }),
        { numRuns: runs(GAMES[players]) },
      )
    })
  }
})
