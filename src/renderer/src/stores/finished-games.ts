// Games finished at this window, newest first, for the Start screen's "Finished games": each can be
// watched again as a replay for as long as its host keeps the room. Kept in localStorage (the
// user's to edit, so read back through a schema); nothing secret, only where the room is.
import { z } from 'zod'
import { GAME_IDS } from '@shared/protocol'
import { isLoopbackUrl } from '../net/host-url'
import { desktopApi, localHostUrl } from '../platform'

const KEY = 'safehouse.finishedGames'
/** Finished games listed at most: the oldest go. */
export const MAX_FINISHED_GAMES = 20

const finishedGameSchema = z.object({
  hostUrl: z.string().max(300),
  room: z.string().max(12),
  game: z.enum(GAME_IDS),
  /** When it ended here (ISO 8601). */
  at: z.string().max(40),
})
export type FinishedGame = z.infer<typeof finishedGameSchema>

export function finishedGames(): FinishedGame[] {
  let raw: unknown
  try {
    raw = JSON.parse(localStorage.getItem(KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  return raw.flatMap((entry) => {
    const parsed = finishedGameSchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}

function write(list: FinishedGame[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX_FINISHED_GAMES)))
  } catch {
    // Storage full or refused: the list is a convenience, the game itself is on its host.
  }
}

function same(a: Pick<FinishedGame, 'hostUrl' | 'room'>, b: Pick<FinishedGame, 'hostUrl' | 'room'>): boolean {
  return a.hostUrl === b.hostUrl && a.room === b.room
}

/** Lists a game that ended here (once: seen again, it keeps its place and time). */
export function rememberFinished(game: FinishedGame): void {
  const list = finishedGames()
  if (list.some((g) => same(g, game))) return
  write([game, ...list])
}

export function forgetFinished(game: Pick<FinishedGame, 'hostUrl' | 'room'>): void {
  write(finishedGames().filter((g) => !same(g, game)))
}

/**
 * Where a finished game's replay is asked for now. In the desktop app the app's own servers listen
 * on ports chosen at each launch, so a loopback address saved earlier means "this computer's host"
 * (its local server reaches every room it keeps: desktop/resume-address.ts); any other address is
 * asked as saved.
 */
export async function replayHostOf(url: string): Promise<string> {
  return desktopApi()?.localHost && isLoopbackUrl(url) ? localHostUrl() : url
}

/** The host a replay's address (#/replay/CODE) means: the one a finished game of that code was played on here, else this page's own. */
export async function replayHostFor(code: string): Promise<string> {
  const known = finishedGames().find((g) => g.room === code)
  return known ? replayHostOf(known.hostUrl) : localHostUrl()
}
