// What the game store needs from the layers above it, handed down at start-up (issue 37, point 2):
// the store imports neither the games' registry nor the desktop shell, so wire-app.ts (called by
// main.ts before the first screen) gives it a game's set-up and the way to resume a saved game.
import type { GameId, RoomOptions } from '@shared/protocol'
import type { SavedSession } from '../saved-games'

/** What opening a room needs to know of a game. */
export interface GameSetUp {
  /** The seats of a game set up with these options, in turn order. */
  seatsFor(options: RoomOptions): string[]
  /** The room options for the set-up form's choices (default: the choices as they are). */
  roomOptions?(chosen: RoomOptions): RoomOptions
}

/** Resumes `saved` by calling `resume` with the address to take it back at now. */
export type ResumeAt = (saved: Pick<SavedSession, 'hostUrl' | 'mode' | 'room'>, resume: (hostUrl: string) => Promise<boolean>) => Promise<boolean>

export interface GameStorePorts {
  /** A game's set-up, or null when this app does not have the game. */
  gameSetUp(game: GameId): GameSetUp | null
  resumeAt: ResumeAt
}

const ports: GameStorePorts = {
  // Unwired, the store cannot open a room: saying so beats "this app does not have the game".
  gameSetUp: () => {
    throw new Error('the game store is not wired: wireApp() (wire-app.ts) hands it the games before it opens a room')
  },
  // A browser's way: a saved game is taken back where it was saved.
  resumeAt: (saved, resume) => resume(saved.hostUrl),
}

/** Hands the store what it needs from above (the app does it once at start-up; tests as they need). */
export function wireGameStore(given: Partial<GameStorePorts>): void {
  Object.assign(ports, given)
}

export function gameStorePorts(): Readonly<GameStorePorts> {
  return ports
}
