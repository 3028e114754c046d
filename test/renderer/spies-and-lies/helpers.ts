// Shared set-up for the table's component tests: real engine games and views, a real Pinia with
// the game store filled in as the host would, and the app's own i18n.
import type { ComponentMountingOptions } from '@vue/test-utils'
import type { Pinia } from 'pinia'
import type { Component } from 'vue'
import {
  applyAction,
  createGame,
  legalActions,
  viewFor,
  type Action,
  type GameState,
  type PlayerView,
  type Seat,
  type SetupOptions,
} from '../../../src/engine/spies-and-lies'
import { INTEL_ORDER, type Lineup } from '../../engine/spies-and-lies/helpers'
import { SPIES_AND_LIES } from '../all-messages'
import { holdViews, mountWithMessages, type GameStore, type HoldHow } from '../table-setup'

// The rule tests' fixed Intel deck (old intel low, day 1 mid, day 2 high, day 3 low) and line-up type.
export { INTEL_ORDER, type Lineup } from '../../engine/spies-and-lies/helpers'

/** Red starts; both Spies exhausted, so guessing 1 is always wrong. */
export function newGame(over: Partial<SetupOptions> = {}): GameState {
  return createGame({ seed: 'table-tests', firstSeat: 'red', exhausted: { red: 1, blue: 1 }, intelOrder: [...INTEL_ORDER], ...over })
}

export function play(state: GameState, seat: Seat, action: Action): GameState {
  return applyAction(state, seat, action)
}

export function deployBoth(state: GameState, red: Lineup, blue: Lineup): GameState {
  return play(play(state, 'red', { type: 'deploy', missions: red }), 'blue', { type: 'deploy', missions: blue })
}

/** Both sides confirm the Intel phase, Sergeants honestly. */
export function confirmIntel(state: GameState): GameState {
  let s = state
  for (const seat of ['red', 'blue'] as const) {
    const v = viewFor(s, seat)
    if (v.prompt?.type !== 'intel') continue
    s = play(s, seat, v.prompt.sergeant === null ? { type: 'intel' } : { type: 'intel', sergeantToken: (v.intel.current ?? []).includes(4) })
  }
  return s
}

/**
 * Plays on with fixed answers — no Deception tokens, every guess "1" (the exhausted Spy, so always
 * wrong), Captains take 6, Marshals take 10 — until `stop` holds or the game ends.
 */
export function playUntil(state: GameState, stop: (s: GameState) => boolean, limit = 200): GameState {
  let s = state
  for (let i = 0; i < limit && !stop(s) && s.phase !== 'over'; i++) {
    const seat = (['red', 'blue'] as const).find((x) => legalActions(s, x).length > 0)
    if (!seat) break
    s = play(s, seat, plainAnswer(viewFor(s, seat).prompt?.type) ?? legalActions(s, seat)[0])
  }
  return s
}

/** The fixed answers of the play-on helpers (this file's and team-helpers.ts's) to a prompt of this type, where they have one. */
export function plainAnswer(prompt: string | undefined): Action | null {
  return PLAIN_ANSWERS[prompt ?? ''] ?? null
}

const PLAIN_ANSWERS: Readonly<Record<string, Action>> = {
  deceive: { type: 'deceive', play: false },
  guess: { type: 'guess', rank: 1 },
  captain: { type: 'captain', choice: 'six' },
  marshal: { type: 'marshal', choice: 'ten' },
}

export function promptOf(s: GameState, seat: Seat): string | null {
  return viewFor(s, seat).prompt?.type ?? null
}

export { freshPinia } from '../fresh-pinia'

/** Puts views into the game store as if the host had sent them. */
export function hold(
  views: Partial<Record<Seat, PlayerView>>,
  how: HoldHow = {},
): GameStore {
  return holdViews(views, { mode: 'network', room: 'ABCDE', seats: ['red', 'blue'] }, how)
}

export function mountTable<C extends Component>(component: C, options: ComponentMountingOptions<C> & { pinia: Pinia }) {
  return mountWithMessages(component, SPIES_AND_LIES, options)
}
