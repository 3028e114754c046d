// Shared set-up for the Agent DOG table's tests: real engine games and views, the game store
// filled in as the host would, and the app's own i18n with Agent DOG's messages.
import type { ComponentMountingOptions } from '@vue/test-utils'
import type { Pinia } from 'pinia'
import type { Component } from 'vue'
import { viewFor, type GameState, type PlayerView, type Seat } from '../../../src/engine/agent-dog'
import { position as rulePosition, type PositionSpec } from '../../engine/agent-dog/helpers'
import { AGENT_DOG } from '../all-messages'

export { G, T, cardIn, type PositionSpec } from '../../engine/agent-dog/helpers'
import { holdViews, mountWithMessages, type GameStore, type HoldHow } from '../table-setup'

/** A game in the play phase, `turn` to play, with exactly these agents and hands (the rule tests' position, its own seed). */
export function position(spec: Omit<PositionSpec, 'seed'>): GameState {
  return rulePosition({ seed: 'table-position', ...spec })
}

export { freshPinia } from '../fresh-pinia'

/** Puts views into the game store as if the host had sent them (Agent DOG's room). */
export function hold(
  views: Partial<Record<Seat, PlayerView>>,
  how: HoldHow = {},
): GameStore {
  return holdViews(views, { gameId: 'agent-dog', mode: 'network', room: 'DOGGY' }, how)
}

/** Every seat's view of a state. */
export function viewsOf(s: GameState, seats: readonly Seat[] = s.seats): Partial<Record<Seat, PlayerView>> {
  return Object.fromEntries(seats.map((seat) => [seat, viewFor(s, seat)]))
}

export function mountTable<C extends Component>(component: C, options: ComponentMountingOptions<C> & { pinia: Pinia }) {
  return mountWithMessages(component, AGENT_DOG, options)
}
