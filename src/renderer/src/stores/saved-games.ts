// Games this browser (or app) can go back to: the seats' tokens of each room, kept in localStorage.
// One of them is the current game, which a reload resumes; the Start screen lists them all, so a
// game against the computer that you left can be taken up again later (issue 10, point 11).
import { GAME_IDS, type GameId } from '@shared/protocol'

export type Mode = 'computer' | 'hotseat' | 'network'

export interface SavedSession {
  hostUrl: string
  room: string
  mode: Mode
  /** Absent in sessions saved before there were several games: Spies & Lies. */
  game?: GameId
  tokens: Record<string, string>
  /**
   * Watched as a spectator (no tokens: a spectator holds nothing secret): a reload watches the
   * room again. Only ever the current game, never in the list of games to take up again.
   */
  watch?: true
  /** When it was last played here (ISO); absent in sessions saved before the list. */
  savedAt?: string
}

/** The current game (what a reload resumes). */
const CURRENT_KEY = 'safehouse.session'
/** Every game kept, newest first. */
const LIST_KEY = 'safehouse.savedGames'
/** Games kept at most: the oldest go. */
export const MAX_SAVED_GAMES = 12

/** A saved session as read back from storage (the user's to edit), or null when it is not one. */
export function parseSession(value: unknown, fallbackGame: GameId): SavedSession | null {
  if (typeof value !== 'object' || value === null) return null
  const s = value as Partial<Record<keyof SavedSession, unknown>>
  if (typeof s.hostUrl !== 'string' || typeof s.room !== 'string' || typeof s.tokens !== 'object' || !s.tokens) return null
  if (s.mode !== 'computer' && s.mode !== 'hotseat' && s.mode !== 'network') return null
  const tokens = Object.fromEntries(Object.entries(s.tokens).filter((e): e is [string, string] => typeof e[1] === 'string'))
  const game = (GAME_IDS as readonly unknown[]).includes(s.game) ? (s.game as GameId) : fallbackGame
  return {
    hostUrl: s.hostUrl,
    room: s.room,
    mode: s.mode,
    game,
    tokens,
    ...(s.watch === true ? { watch: true as const } : {}),
    ...(typeof s.savedAt === 'string' ? { savedAt: s.savedAt } : {}),
  }
}

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as unknown) : null
  } catch {
    return null
  }
}

function sameGame(a: Pick<SavedSession, 'hostUrl' | 'room'>, b: Pick<SavedSession, 'hostUrl' | 'room'>): boolean {
  return a.hostUrl === b.hostUrl && a.room === b.room
}

export function currentSession(fallbackGame: GameId): SavedSession | null {
  return parseSession(read(CURRENT_KEY), fallbackGame)
}

/** Every kept game, newest first (the current one included). */
export function savedGames(fallbackGame: GameId): SavedSession[] {
  const raw = read(LIST_KEY)
  const list = (Array.isArray(raw) ? raw : []).map((s) => parseSession(s, fallbackGame)).filter((s): s is SavedSession => s !== null)
  const current = currentSession(fallbackGame)
  // A session saved before the list existed is the one game kept.
  if (current && !current.watch && !list.some((s) => sameGame(s, current))) list.unshift(current)
  return list.filter((s) => !s.watch)
}

function writeList(list: readonly SavedSession[]): void {
  localStorage.setItem(LIST_KEY, JSON.stringify(list.slice(0, MAX_SAVED_GAMES)))
}

/** Keeps `session` as the current game and at the top of the list. */
export function keepSession(session: SavedSession, fallbackGame: GameId): void {
  const { savedAt: _old, ...plain } = session
  void _old
  const stamped = { ...plain, savedAt: new Date().toISOString() }
  localStorage.setItem(CURRENT_KEY, JSON.stringify(plain))
  if (session.watch) return
  writeList([stamped, ...savedGames(fallbackGame).filter((s) => !sameGame(s, session))])
}

/** No current game any more (the list keeps it). */
export function clearCurrent(): void {
  localStorage.removeItem(CURRENT_KEY)
}

/** Forgets `session` altogether: from the list, and as the current game. */
export function dropSession(session: Pick<SavedSession, 'hostUrl' | 'room'>, fallbackGame: GameId): void {
  const current = currentSession(fallbackGame)
  if (current && sameGame(current, session)) clearCurrent()
  writeList(savedGames(fallbackGame).filter((s) => !sameGame(s, session)))
}
