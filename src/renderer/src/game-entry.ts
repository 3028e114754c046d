// What the renderer's registry (games.ts) holds for each game, and the helpers a game's entry
// (games/<id>/entry.ts) builds its pages with: each page loads on first use, with the game's messages.
import { defineAsyncComponent, type Component } from 'vue'
import type { ReplayRules } from '@engine/core/replay-cursor'
import type { TutorialScript } from './tutorial/script'
import type { GameId, Level, RoomOptions } from '@shared/protocol'
import LoadFailed from './components/common/LoadFailed.vue'
import LoadingPage from './components/common/LoadingPage.vue'
import { loadGameMessages } from './i18n/app'
import { gameTextKey, seatNameKey } from './i18n/game-faces'
import type { GameMessages } from './i18n/languages'
import type { OptionField } from './option-field'
import type { SeatColour, SeatLook } from './components/common/seat-looks'

export type { OptionField }

export type { SeatColour }

export interface GameEntry {
  id: GameId
  /** How many people play it (the Start screen shows "2–4 players"). */
  players: { min: number; max: number }
  /** Offers play in teams (two against two). */
  teams: boolean
  /** The seats of a game set up with these options, in turn order (the engine's own seatsFor). */
  seatsFor(options: RoomOptions): string[]
  /** The i18n key naming a seat ("Red", "Red 2"), for text outside the table (notifications, the lobby): the game's <lang>-start.ts. */
  seatNameKey(seat: string): string
  /** The i18n key of what a prompt asks ("Deploy your soldiers"), for the turn notification. */
  promptTitleKey(type: string): string
  /** A seat's colour and shape. */
  seatLook(seat: string): SeatLook
  /** What can be chosen when setting the game up (besides who plays). */
  /** What the rulebook suggests for a newcomer's first game, offered on the Start screen until one is played. */
  firstGame?: { options: RoomOptions; level: Level; textKey: string }
  optionFields: readonly OptionField[]
  /** The room options for the choices made in `optionFields` (default: the choices as they are). */
  roomOptions?(chosen: RoomOptions): RoomOptions
  /** The table: it reads the game store and renders the seat's view. */
  table: Component
  /** The rules as the app plays them. */
  rules: Component
  /** The game's rules for its replays (loaded on first use; without the computer player). */
  loadReplayRules(): Promise<ReplayRules>
  /** The game's tutorial (issue 27), loaded on first use; absent: none yet. */
  tutorial?: () => Promise<TutorialScript>
  /** What a replay jumps by (a day, a turn, a round: the engine's chapterOf), as an i18n key with {n}: the game's <lang>-start.ts. */
  chapterKey: string
  /** Loads the game's own messages into the app (its pages do it themselves; text outside them, e.g. a notification, asks first). */
  loadMessages(): Promise<void>
}

/**
 * A page of a game, loaded on first use together with the game's messages, with a loading state
 * and an offer to reload when loading fails.
 */
function lazy(messages: () => Promise<GameMessages>, page: () => Promise<Component>): Component {
  const loader = async (): Promise<Component> => (await Promise.all([page(), loadGameMessages(messages)]))[0]
  return defineAsyncComponent({ loader, loadingComponent: LoadingPage, errorComponent: LoadFailed, delay: 150 })
}

/** A game's pages and text, each loaded on first use (the text with either page). */
export function pages(
  messages: () => Promise<GameMessages>,
  table: () => Promise<Component>,
  rules: () => Promise<Component>,
): Pick<GameEntry, 'loadMessages' | 'table' | 'rules'> {
  return { loadMessages: () => loadGameMessages(messages), table: lazy(messages, table), rules: lazy(messages, rules) }
}

/** What a game's folder declares (games/<id>/entry.ts); its seats' and chapters' words follow from its id. */
export type GameFace = Omit<GameEntry, 'seatNameKey' | 'chapterKey'>

/** The registry's entry for a game's face, with the keys of its words outside the table. */
export function entryOf(face: GameFace): GameEntry {
  return { ...face, seatNameKey: (seat) => seatNameKey(face.id, seat), chapterKey: `${gameTextKey(face.id)}.chapter` }
}

export { gameTextKey }
