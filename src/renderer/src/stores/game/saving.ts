// What this window keeps on this computer of the room it sits in: the seats' tokens, so that a
// reload (or the Start screen's list) can take the same seats back.
import { DEFAULT_GAME } from '@shared/room-basics'
import { finishedGames } from '../finished-games'
import { currentSession, dropSession, keepSession, savedGames as keptGames, type SavedSession } from '../saved-games'
import type { GameState } from './state'

/** Keeps the room and the tokens of every seat held here as the current game. */
export function saveSeats(state: GameState): void {
  const { hostUrl, room, mode, gameId, held, heldSeats } = state
  if (!hostUrl.value || !room.value || !mode.value) return
  const tokens: Record<string, string> = {}
  for (const seat of heldSeats.value) {
    const token = held.value[seat]?.token
    if (token) tokens[seat] = token
  }
  keepSession({ hostUrl: hostUrl.value, room: room.value, mode: mode.value, tokens, ...(gameId.value ? { game: gameId.value } : {}) }, DEFAULT_GAME)
}

/** The game a reload goes back to. */
export function savedSession(): SavedSession | null {
  return currentSession(DEFAULT_GAME)
}

/**
 * Every game this window can go back to, newest first: not one it has seen end (by the rules, a
 * concession or a forfeit), which is under "Finished games" instead, however it was left.
 */
export function savedGames(): SavedSession[] {
  const finished = finishedGames()
  return keptGames(DEFAULT_GAME).filter((s) => !finished.some((f) => f.hostUrl === s.hostUrl && f.room === s.room))
}

/** Forgets a kept game (the Start screen's list). */
export function forgetSaved(session: SavedSession): void {
  dropSession(session, DEFAULT_GAME)
}
