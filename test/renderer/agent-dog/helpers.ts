// Shared set-up for the Agent DOG table's tests: real engine games and views, the game store
// filled in as the host would, and the app's own i18n with Agent DOG's messages.
import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import type { Pinia } from 'pinia'
import type { Component } from 'vue'
import { CARDS, createGame, viewFor, type CardKind, type GameState, type Place, type PlayerView, type Players, type RuleOptions, type Seat } from '../../../src/engine/agent-dog'
import { locOf, START_AREA } from '../../../src/engine/agent-dog/places'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import { AGENT_DOG } from '../all-messages'

export const T = (track: number): Place => ({ track })
export const G = (goal: Seat, index: 1 | 2 | 3 | 4): Place => ({ goal, index })

export interface PositionSpec {
  players: Players
  /** Agents on the board; every other agent of a colour in play waits in its start area. */
  pieces: Array<{ colour: Seat; at: Place; undercover?: boolean }>
  hands?: Partial<Record<Seat, CardKind[]>>
  turn: Seat
  lastPlayed?: CardKind | null
  rules?: Partial<RuleOptions>
}

/** A game in the play phase, `turn` to play, with exactly these agents and hands (a real createGame, then arranged). */
export function position(spec: PositionSpec): GameState {
  const s = createGame({ seed: 'table-position', players: spec.players, dealer: spec.turn, ...(spec.rules ? { rules: spec.rules } : {}) })
  const taken = new Set<string>()
  const idsOf = (kinds: readonly CardKind[]): string[] =>
    kinds.map((kind) => {
      const id = Object.keys(CARDS).find((c) => CARDS[c] === kind && !taken.has(c))
      if (id === undefined) throw new Error(`no ${kind} card left`)
      taken.add(id)
      return id
    })
  const hands = { red: [] as string[], blue: [] as string[], green: [] as string[], yellow: [] as string[] }
  for (const seat of s.seats) hands[seat] = idsOf(spec.hands?.[seat] ?? [])
  const pieces = s.seats.flatMap((colour) => {
    const placed = spec.pieces.filter((p) => p.colour === colour)
    return [
      ...placed.map((p) => ({ colour, loc: locOf(p.at) as number, undercover: p.undercover ?? false })),
      ...Array.from({ length: 4 - placed.length }, () => ({ colour, loc: START_AREA, undercover: false })),
    ]
  })
  return {
    ...s,
    phase: 'play',
    turn: spec.turn,
    pieces,
    hands,
    deck: Object.keys(CARDS).filter((id) => !taken.has(id)),
    discard: [],
    passed: {},
    received: {},
    out: [],
    lastPlayed: spec.lastPlayed ?? null,
    rescue: null,
    log: [],
  }
}

/** The card id of this kind in the seat's hand. */
export function cardIn(s: GameState, seat: Seat, kind: CardKind): string {
  const id = s.hands[seat].find((c) => CARDS[c] === kind)
  if (id === undefined) throw new Error(`${seat} holds no ${kind}`)
  return id
}

export { freshPinia } from '../fresh-pinia'

/** Puts views into the game store as if the host had sent them (Agent DOG's room). */
export function hold(
  views: Partial<Record<Seat, PlayerView>>,
  how: { mode?: 'computer' | 'hotseat' | 'network'; room?: string; seq?: number } = {},
): ReturnType<typeof useGameStore> {
  const game = useGameStore()
  game.mode = how.mode ?? 'network'
  game.room = how.room ?? 'DOGGY'
  game.gameId = 'agent-dog'
  const held: ReturnType<typeof useGameStore>['held'] = {}
  for (const [seat, view] of Object.entries(views)) held[seat] = { seat, token: null, view: view ?? null, seq: how.seq ?? 1, status: 'open' }
  game.held = held
  return game
}

/** Every seat's view of a state. */
export function viewsOf(s: GameState, seats: readonly Seat[] = s.seats): Partial<Record<Seat, PlayerView>> {
  return Object.fromEntries(seats.map((seat) => [seat, viewFor(s, seat)]))
}

export function mountTable<C extends Component>(component: C, options: ComponentMountingOptions<C> & { pinia: Pinia }) {
  const { pinia, ...rest } = options
  return mount(component, {
    ...rest,
    global: { plugins: [pinia, createAppI18n('en', AGENT_DOG)], ...(rest.global ?? {}) },
  } as ComponentMountingOptions<C>)
}
