// The set-up every game's table tests share: the game store filled in as the host would (views held
// for some seats of a room), and a component mounted with the app's i18n and a game's messages. Each
// game's helpers.ts keeps only its defaults (room code, mode, seats, messages).
import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import type { Pinia } from 'pinia'
import type { Component } from 'vue'
import type { BaseView } from '../../src/engine/core/game-module'
import type { GameId } from '../../src/shared/room-basics'
import { createAppI18n, type GameMessages, type Language } from '../../src/renderer/src/i18n'
import { useGameStore } from '../../src/renderer/src/stores/game'

export type GameStore = ReturnType<typeof useGameStore>

export interface HoldHow {
  mode?: 'computer' | 'hotseat' | 'network'
  room?: string
  seq?: number
}

export interface TableRoom {
  /** Left unset (null) where a game's tests never set it. */
  gameId?: GameId
  mode: NonNullable<HoldHow['mode']>
  room: string
  /** The room's seats, in order: the views of these are held (default: the views', in their order). */
  seats?: readonly string[]
}

/** Puts views into the game store as if the host had sent them: each seat of the room with a view is held. */
export function holdViews(views: Partial<Record<string, BaseView>>, room: TableRoom, how: HoldHow = {}): GameStore {
  const game = useGameStore()
  game.mode = how.mode ?? room.mode
  game.room = how.room ?? room.room
  if (room.gameId) game.gameId = room.gameId
  const held: GameStore['held'] = {}
  for (const seat of room.seats ?? Object.keys(views)) {
    const view = views[seat]
    if (view) held[seat] = { seat, token: null, view, seq: how.seq ?? 1, status: 'open' }
  }
  game.held = held
  return game
}

/** Mounts `component` with the app's i18n and `messages` (in `lang`, default English), and `pinia` if given. */
export function mountWithMessages<C extends Component>(
  component: C,
  messages: GameMessages,
  options: ComponentMountingOptions<C> & { pinia?: Pinia; lang?: Language } = {},
) {
  const { pinia, lang, ...rest } = options
  const plugins = [...(pinia ? [pinia] : []), createAppI18n(lang ?? 'en', messages)]
  return mount(component, { ...rest, global: { plugins, ...(rest.global ?? {}) } } as ComponentMountingOptions<C>)
}
