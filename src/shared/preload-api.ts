import type { ListedRoom } from './host-info'
import type { AppLanguage, MenuCommand } from './ipc'

export type { AppLanguage, MenuCommand } from './ipc'

/** A host found on the network by mDNS, as the desktop app lists it for "Join". */
export interface DiscoveredHostInfo {
  id: string
  name: string
  /** The host's first game (v1 hosts: their only one). */
  game: string
  /** Every game it plays. */
  games: string[]
  /** Rooms waiting for players (null: a v1 host does not say). */
  open: number | null
  /** Its protocol version ('1' or '2'). */
  version: string
  address: string
  port: number
  /** Its data folder's id (TXT host=): the same host at whatever address it listens now (absent: not said). */
  hostId?: string
  /** The rooms it has waiting for players, as its /api/info lists them (empty until asked). */
  rooms: ListedRoom[]
}

/** This machine's game opened to the home network: the address to connect to and the ones to share. */
export interface HostingInfo {
  wsUrl: string
  addresses: string[]
  /** The port friends knew from the last time this computer hosted, taken now: their old address no longer works. */
  movedFrom?: number
}

/** The desktop app's own preferences (the page keeps its own in localStorage). */
export interface DesktopSettings {
  /** The name other players see in their Join list; '' means this computer's name. */
  hostName: string
  /** The port a hosted game listens on (another free one is used when it is taken). */
  lanPort: number
  /** A desktop notification when it becomes your turn while the window is in the background. */
  notifications: boolean
  /** Check for a new version at start, download it in the background and install it on quit. */
  autoUpdate: boolean
}

/**
 * Where updating the app stands (src/main/desktop/updates.ts decides). `manual`: a newer version
 * is out that this copy cannot install itself (an unsigned macOS build): `page` is where to get it.
 */
export type UpdateStatus =
  | { state: 'idle' }
  | { state: 'unavailable'; reason: 'dev' | 'inactive' | 'no-feed' }
  | { state: 'checking' }
  | { state: 'current'; version: string }
  | { state: 'available'; version: string }
  | { state: 'downloading'; version: string }
  | { state: 'downloaded'; version: string }
  | { state: 'manual'; version: string; page: string | null }
  | { state: 'failed'; message: string }

/** A change of update status sent to the page; `notice`: say it now (a download done, a version to fetch by hand). */
export interface UpdateNotice {
  status: UpdateStatus
  notice: boolean
}

const VERSION_RE = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]{1,40})?$/

/** The preload passes on only well-formed update statuses (a page link only to a GitHub releases page). */
export function isUpdateStatus(value: unknown): value is UpdateStatus {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  const keys = Object.keys(v).sort().join(',')
  const version = typeof v['version'] === 'string' && VERSION_RE.test(v['version'])
  switch (v['state']) {
    case 'idle':
    case 'checking':
      return keys === 'state'
    case 'unavailable':
      return keys === 'reason,state' && (v['reason'] === 'dev' || v['reason'] === 'inactive' || v['reason'] === 'no-feed')
    case 'current':
    case 'available':
    case 'downloading':
    case 'downloaded':
      return keys === 'state,version' && version
    case 'manual':
      return keys === 'page,state,version' && version && (v['page'] === null || (typeof v['page'] === 'string' && /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/releases\/latest$/.test(v['page'])))
    case 'failed':
      return keys === 'message,state' && typeof v['message'] === 'string' && v['message'].length <= 2000
    default:
      return false
  }
}

export function isUpdateNotice(value: unknown): value is UpdateNotice {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return Object.keys(v).length === 2 && typeof v['notice'] === 'boolean' && isUpdateStatus(v['status'])
}

/** A game record file opened with importGame(): the room is now on this computer's host. */
export interface ImportedGame {
  room: string
  game: string
  name: string
  /** Each seat's player and resume token, so the page can take a seat back with `resume`. */
  seats: Record<string, { name: string | null; token: string; bot: boolean }>
  /** The game has ended: the page opens its replay rather than the table. */
  finished?: true
}

/** A game record file opened from outside the app: the game, now on this computer, or `[code] detail`. */
export type GameOpened = { game: ImportedGame } | { error: string }

/** What the notification says; the page writes it in the player's language. */
export interface TurnNotice {
  title: string
  body: string
}

/**
 * Shape of the API the preload script exposes to the renderer as `window.safehouse`. Only what a
 * browser cannot do; everything else goes through the host's WebSocket. The methods are optional
 * (a plain browser has none of them), and the renderer works without them.
 */
export interface SafehouseApi {
  readonly version: number
  /** The app's own host on 127.0.0.1, for hot-seat and games against the computer. */
  localHost?(): Promise<{ wsUrl: string }>
  /** Opens the app's host to the home network and advertises it; returns the addresses to share. */
  startHosting?(): Promise<HostingInfo>
  stopHosting?(): Promise<void>
  /** The open network game, or null when this machine is not hosting. */
  hostingStatus?(): Promise<HostingInfo | null>
  /** Hosts found on the network right now. */
  listHosts?(): Promise<DiscoveredHostInfo[]>
  /** Hosts found on the network; the listener gets the whole list now and on every change. */
  onHostsChanged?(listener: (hosts: DiscoveredHostInfo[]) => void): () => void
  getSettings?(): Promise<DesktopSettings>
  /** Changes some settings; resolves with all of them as saved. Rejects invalid values. */
  setSettings?(patch: Partial<DesktopSettings>): Promise<DesktopSettings>
  /** Asks where to save the room's record (a save dialog); `saved` is false when cancelled. */
  exportGame?(room: string): Promise<{ saved: boolean; fileName?: string }>
  /** Asks for a game record file (an open dialog) and adds it to this computer's host; null when cancelled. */
  importGame?(): Promise<ImportedGame | null>
  /** Game record files opened from outside the app (double-click, command line). Returns the unsubscribe function. */
  onGameOpened?(listener: (opened: GameOpened) => void): () => void
  /** App menu commands (Game, Help). Returns the unsubscribe function. */
  onMenu?(listener: (command: MenuCommand) => void): () => void
  /** It is this window's turn: shows a desktop notification if the window is in the background. */
  notifyTurn?(notice: TurnNotice): void
  /** The player's language, for the app's menus and dialogs. */
  setLanguage?(language: AppLanguage): void
  /** Where updating the app stands now. */
  getUpdateStatus?(): Promise<UpdateStatus>
  /** Changes of update status. Returns the unsubscribe function. */
  onUpdateStatus?(listener: (update: UpdateNotice) => void): () => void
}

/**
 * Why saving or opening a game record failed. Only an Error's message crosses IPC, so main sends
 * `[code] detail` (gameFileErrorMessage) and the page reads the code back (gameFileErrorOf) to say
 * it in the player's language.
 */
export const GAME_FILE_ERRORS = ['in-play', 'in-use', 'no-room', 'too-large', 'not-game-file', 'not-record', 'damaged', 'bad-moves', 'unreadable', 'code-taken', 'failed'] as const
export type GameFileErrorCode = (typeof GAME_FILE_ERRORS)[number]

export function gameFileErrorMessage(code: GameFileErrorCode, detail: string): string {
  return `[${code}] ${detail}`
}

/** The code and detail in a rejected exportGame/importGame (Electron adds its own prefix). */
export function gameFileErrorOf(error: unknown): { code: GameFileErrorCode; detail: string } {
  const message = error instanceof Error ? error.message : String(error)
  const match = /\[([a-z-]+)\] ([\s\S]*)$/.exec(message)
  const code = match?.[1]
  if (match && (GAME_FILE_ERRORS as readonly string[]).includes(code ?? '')) return { code: code as GameFileErrorCode, detail: match[2] ?? '' }
  return { code: 'failed', detail: message.replace(/^Error invoking remote method '[^']*': (Error: )?/, '') }
}

function isImportedSeat(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const s = value as Record<string, unknown>
  return (typeof s['name'] === 'string' || s['name'] === null) && typeof s['token'] === 'string' && typeof s['bot'] === 'boolean'
}

/** The preload passes on only well-formed GameOpened messages. */
export function isGameOpened(value: unknown): value is GameOpened {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  if (typeof v['error'] === 'string') return Object.keys(v).length === 1
  const game = v['game']
  if (typeof game !== 'object' || game === null || Object.keys(v).length !== 1) return false
  const g = game as Record<string, unknown>
  const seats = g['seats'] as Record<string, unknown> | null | undefined
  if (typeof seats !== 'object' || seats === null) return false
  const seatList = Object.values(seats)
  return typeof g['room'] === 'string' && typeof g['game'] === 'string' && typeof g['name'] === 'string' && (g['finished'] === undefined || g['finished'] === true) && seatList.length >= 2 && seatList.length <= 4 && seatList.every(isImportedSeat)
}
