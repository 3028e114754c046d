// Shared set-up for Confusion's table tests: real engine games and views, the game store filled in
// as the host would, and the app's own i18n with Confusion's messages.
import type { ComponentMountingOptions } from '@vue/test-utils'
import type { Pinia } from 'pinia'
import type { Component } from 'vue'
import { applyAction, createGame, viewFor, type Action, type GameState, type PlayerView, type Seat, type SetupOptions } from '../../../src/engine/confusion'
import type { Language } from '../../../src/renderer/src/i18n'
import { CONFUSION } from '../all-messages'
import { stubActs } from '../stub-acts'
import { holdViews, mountWithMessages, type HoldHow } from '../table-setup'
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
  how: HoldHow & { deduction?: boolean } = {},
) {
  const game = holdViews(views, { gameId: 'confusion', mode: 'computer', room: 'CONFU', seats: ['white', 'red'] }, how)
  if (how.deduction !== undefined) game.options = { deduction: how.deduction }
  return { game, ...stubActs(game) }
}

export function mountWith<C extends Component>(component: C, options: ComponentMountingOptions<C> & { pinia?: Pinia; lang?: Language } = {}) {
  return mountWithMessages(component, CONFUSION, options)
}

export { viewFor }
