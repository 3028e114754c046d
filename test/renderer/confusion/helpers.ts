// Shared set-up for Confusion's table tests: real engine games and views, the game store filled in
// as the host would, and the app's own i18n with Confusion's messages.
import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import type { Pinia } from 'pinia'
import type { Component } from 'vue'
import { applyAction, createGame, viewFor, type Action, type GameState, type PlayerView, type Seat, type SetupOptions } from '../../../src/engine/confusion'
import { createAppI18n, type Language } from '../../../src/renderer/src/i18n'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import { CONFUSION } from '../all-messages'
import { stubActs } from '../stub-acts'
import { ASSIGNMENT } from '../../support/confusion-positions'

export { ASSIGNMENT, arrange } from '../../support/confusion-positions'

export function newGame(over: Partial<SetupOptions> = {}): GameState {
  return createGame({ seed: 'table', firstSeat: 'white', movement: { white: { ...ASSIGNMENT }, red: { ...ASSIGNMENT } }, ...over })
}

export function play(state: GameState, seat: Seat, action: Action): GameState {
  return applyAction(state, seat, action)
}

export { freshPinia } from '../fresh-pinia'

/** Puts views into the game store as if the host had sent them; acts wait for the test's land or refuse (stubActs). */
export function hold(
  views: Partial<Record<Seat, PlayerView>>,
  how: { mode?: 'computer' | 'hotseat' | 'network'; room?: string; seq?: number; deduction?: boolean } = {},
) {
  const game = useGameStore()
  game.mode = how.mode ?? 'computer'
  game.room = how.room ?? 'CONFU'
  game.gameId = 'confusion'
  if (how.deduction !== undefined) game.options = { deduction: how.deduction }
  const held: typeof game.held = {}
  for (const seat of ['white', 'red'] as const) {
    const view = views[seat]
    if (view) held[seat] = { seat, token: null, view, seq: how.seq ?? 1, status: 'open' }
  }
  game.held = held
  return { game, ...stubActs(game) }
}

export function mountWith<C extends Component>(component: C, options: ComponentMountingOptions<C> & { pinia?: Pinia; lang?: Language } = {}) {
  const { pinia, lang, ...rest } = options
  const plugins = [createAppI18n(lang ?? 'en', CONFUSION), ...(pinia ? [pinia] : [])]
  return mount(component, { ...rest, global: { plugins, ...(rest.global ?? {}) } } as ComponentMountingOptions<C>)
}

export { viewFor }
