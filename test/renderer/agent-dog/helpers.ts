// Shared set-up for the Agent DOG table's tests: real engine games and views, the game store
// filled in as the host would, and the app's own i18n with Agent DOG's messages.
import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import type { Component } from 'vue'
import { viewFor, type GameState, type PlayerView, type Seat } from '../../../src/main/engine/agent-dog'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import { AGENT_DOG } from '../all-messages'

export { position, T, G, cardIn } from '../../engine/agent-dog/helpers'

export function freshPinia(): Pinia {
  const pinia = createPinia()
  setActivePinia(pinia)
  return pinia
}

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
