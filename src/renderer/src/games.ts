// The renderer's registry: every game the app offers, with what the Start screen says about it and
// its table and rules pages, loaded only when needed (each game is its own chunk, so the first
// screen does not grow with every game). Adding a game is one entry here and its folder in games/.
import { defineAsyncComponent, type Component } from 'vue'
import type { ReplayRules } from '@engine/core/replay-cursor'
import type { TutorialScript } from './tutorial/script'
import type { GameId, Level, RoomOptions } from '@shared/protocol'
import { SEATS as CONFUSION_SEATS } from '@shared/confusion/seats'
import { seatsFor as spiesAndLiesSeats } from '@shared/spies-and-lies/seats'
import { CONFUSION_OPTION_FIELDS, confusionRoomOptions } from './games/confusion/options'
import { AGENT_DOG_OPTION_FIELDS, agentDogRoomOptions, agentDogSeats } from './games/agent-dog/options'
import LoadFailed from './components/common/LoadFailed.vue'
import LoadingPage from './components/common/LoadingPage.vue'
import { loadGameMessages } from './i18n/app'
import type { GameMessages } from './i18n/languages'
import type { OptionField } from './option-field'

export type { OptionField }

/** The colours seats wear (each with a shape, so colour is never the only signal). */
export type SeatColour = 'red' | 'blue' | 'green' | 'yellow' | 'white'

export interface GameEntry {
  id: GameId
  /** How many people play it (the Start screen shows "2–4 players"). */
  players: { min: number; max: number }
  /** Offers play in teams (two against two). */
  teams: boolean
  /** The seats of a game set up with these options, in turn order (the engine's own seatsFor). */
  seatsFor(options: RoomOptions): string[]
  /** The i18n key naming a seat ("Red", "Red 2"), for text outside the table (notifications, the lobby). */
  seatNameKey(seat: string): string
  /** The i18n key of what a prompt asks ("Deploy your soldiers"), for the turn notification. */
  promptTitleKey(type: string): string
  /** A seat's colour and shape. */
  seatLook(seat: string): { colour: SeatColour; mark: string }
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
  /** What a replay jumps by (a day, a turn, a round: the engine's chapterOf), as an i18n key with {n}. */
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
function pages(
  messages: () => Promise<GameMessages>,
  table: () => Promise<Component>,
  rules: () => Promise<Component>,
): Pick<GameEntry, 'loadMessages' | 'table' | 'rules'> {
  return { loadMessages: () => loadGameMessages(messages), table: lazy(messages, table), rules: lazy(messages, rules) }
}

/** Agent DOG's seats wear their colours, each with its shape (base.css). */
const AGENT_DOG_MARKS: Readonly<Record<string, { colour: SeatColour; mark: string }>> = {
  red: { colour: 'red', mark: '◆' },
  blue: { colour: 'blue', mark: '●' },
  green: { colour: 'green', mark: '▲' },
  yellow: { colour: 'yellow', mark: '■' },
}

/**
 * Every game, keyed by its id: the registry does not compile while a game id of the protocol has no
 * entry here, or an entry sits under another game's id.
 */
const ENTRIES: { readonly [Id in GameId]: GameEntry & { readonly id: Id } } = {
  'spies-and-lies': {
    id: 'spies-and-lies',
    players: { min: 2, max: 4 },
    teams: true,
    seatsFor: (options) => spiesAndLiesSeats({ teams: options['teams'] === true }),
    seatNameKey: (seat) => `common.seat.${seat}`,
    promptTitleKey: (type) => `table.prompt.title.${type}`,
    seatLook: (seat) => (seat.startsWith('blue') ? { colour: 'blue', mark: '●' } : { colour: 'red', mark: '◆' }),
    optionFields: [{ key: 'teams', kind: 'toggle', label: 'games.spiesAndLies.options.teams', hint: 'games.spiesAndLies.options.teamsHint', default: false }],
    loadReplayRules: () => import('@engine/spies-and-lies/replay-face').then((m) => m.replayRules),
    tutorial: () => import('./tutorial/scripts/spies-and-lies').then((m) => m.TUTORIAL),
    chapterKey: 'replay.chapter.day',
    ...pages(
      () => import('./games/spies-and-lies/i18n').then((m) => m.MESSAGES),
      () => import('./games/spies-and-lies/SpiesAndLiesTable.vue'),
      () => import('./games/spies-and-lies/SpiesAndLiesRules.vue'),
    ),
  },
  confusion: {
    id: 'confusion',
    players: { min: 2, max: 2 },
    teams: false,
    seatsFor: () => CONFUSION_SEATS.slice(),
    seatNameKey: (seat) => `common.seat.${seat}`,
    promptTitleKey: (type) => `confusion.table.prompt.title.${type}`,
    seatLook: (seat) => (seat === 'red' ? { colour: 'red', mark: '◆' } : { colour: 'white', mark: '●' }),
    optionFields: CONFUSION_OPTION_FIELDS,
    roomOptions: confusionRoomOptions,
    // "Safe Extraction … is good for new players" (the rulebook), against the easy computer.
    firstGame: { options: { safeExtraction: true }, level: 'easy', textKey: 'games.confusion.firstGame' },
    loadReplayRules: () => import('@engine/confusion/replay-face').then((m) => m.replayRules),
    tutorial: () => import('./tutorial/scripts/confusion').then((m) => m.TUTORIAL),
    chapterKey: 'replay.chapter.turn',
    ...pages(
      () => import('./games/confusion/i18n').then((m) => m.MESSAGES),
      () => import('./games/confusion/ConfusionTable.vue'),
      () => import('./games/confusion/ConfusionRules.vue'),
    ),
  },
  'agent-dog': {
    id: 'agent-dog',
    players: { min: 2, max: 4 },
    teams: true,
    seatsFor: agentDogSeats,
    seatNameKey: (seat) => `common.seat.${seat}`,
    promptTitleKey: (type) => `agentDog.table.prompt.title.${type}`,
    seatLook: (seat) => AGENT_DOG_MARKS[seat] ?? { colour: 'white', mark: '○' },
    optionFields: AGENT_DOG_OPTION_FIELDS,
    roomOptions: agentDogRoomOptions,
    loadReplayRules: () => import('@engine/agent-dog/replay-face').then((m) => m.replayRules),
    tutorial: () => import('./tutorial/scripts/agent-dog').then((m) => m.TUTORIAL),
    chapterKey: 'replay.chapter.round',
    ...pages(
      () => import('./games/agent-dog/i18n').then((m) => m.MESSAGES),
      () => import('./games/agent-dog/AgentDogTable.vue'),
      () => import('./games/agent-dog/AgentDogRules.vue'),
    ),
  },
}

/** Games built so far, in the order the Start screen offers them. */
export const GAMES: readonly GameEntry[] = Object.values(ENTRIES)

export const DEFAULT_GAME: GameId = 'spies-and-lies'

export function gameEntry(id: string | null | undefined): GameEntry | null {
  return typeof id === 'string' && Object.hasOwn(ENTRIES, id) ? ENTRIES[id as GameId] : null
}

/** The options a set-up form starts from: every field's default. */
export function defaultOptions(entry: GameEntry): RoomOptions {
  return Object.fromEntries(entry.optionFields.map((f) => [f.key, f.default]))
}

/** The i18n key prefix of a game's Start-screen texts (spies-and-lies → games.spiesAndLies). */
export function gameTextKey(id: GameId): string {
  return `games.${id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`
}
