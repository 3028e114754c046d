// The renderer's registry: every game the app offers, one line each. What a game is to the app
// (who plays, its seats' colours, its set-up choices, its pages, loaded only when needed so the first
// screen does not grow with every game) lives in its folder (games/<id>/entry.ts); its words outside
// the table in games/<id>/i18n/<lang>-start.ts.
import type { GameId, RoomOptions } from '@shared/protocol'
import { PLAIN_SEAT, type SeatLooks } from './components/common/seat-looks'
import { entryOf, type GameEntry, type GameFace } from './game-entry'
import { AGENT_DOG } from './games/agent-dog/entry'
import { CONFUSION } from './games/confusion/entry'
import { SPIES_AND_LIES } from './games/spies-and-lies/entry'

export { gameTextKey, type GameEntry, type OptionField, type SeatColour } from './game-entry'

/**
 * Every game, keyed by its id, in the order the Start screen offers them: the registry does not
 * compile while a game id of the protocol has no entry here, or an entry sits under another game's id.
 */
const FACES: { readonly [Id in GameId]: GameFace & { readonly id: Id } } = {
  'spies-and-lies': SPIES_AND_LIES,
  confusion: CONFUSION,
  'agent-dog': AGENT_DOG,
}

const ENTRIES = Object.fromEntries(Object.values(FACES).map((face) => [face.id, entryOf(face)])) as Record<GameId, GameEntry>

/** Games built so far, in the order the Start screen offers them. */
export const GAMES: readonly GameEntry[] = Object.values(ENTRIES)

export { DEFAULT_GAME } from '@shared/room-basics'

export function gameEntry(id: string | null | undefined): GameEntry | null {
  return typeof id === 'string' && Object.hasOwn(ENTRIES, id) ? ENTRIES[id as GameId] : null
}

/** The options a set-up form starts from: every field's default. */
export function defaultOptions(entry: GameEntry): RoomOptions {
  return Object.fromEntries(entry.optionFields.map((f) => [f.key, f.default]))
}

/** A seat's colour and shape as its game gives them: what the app provides to every seat badge (App.vue). */
export const seatLookOf: SeatLooks = (id, seat) => gameEntry(id)?.seatLook(seat) ?? PLAIN_SEAT
