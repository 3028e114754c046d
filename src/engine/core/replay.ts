// The one replay loop: a game is its setup (with the seed) plus the moves applied to it, which is all
// the host saves. Every game, the host, the tests and the benchmarks rebuild states through here.
import type { GameAction } from './game-module'

/** One applied move: who played which action. */
export interface Move<Seat extends string = string, Action extends GameAction = GameAction> {
  seat: Seat
  action: Action
}

/** What replaying needs of a game: how it starts and how a move changes it. */
export interface Replayable<State, Options, Seat extends string, Action extends GameAction> {
  createGame(options: Options): State
  applyAction(state: State, seat: Seat, action: Action): State
}

/** Rebuilds a game from its setup and the list of applied moves; an illegal move throws the game's RuleError. */
export function replayGame<State, Options, Seat extends string, Action extends GameAction>(
  rules: Replayable<State, Options, Seat, Action>,
  options: Options,
  moves: readonly Move<Seat, Action>[],
): State {
  let state = rules.createGame(options)
  for (const move of moves) state = rules.applyAction(state, move.seat, move.action)
  return state
}

/**
 * replayGame for long games on a thread that serves others (the host's): after each move, `pause`
 * may hand back a promise to wait for before the next (the host's lets other work run once a slice
 * of time is spent). Same states, same errors as replayGame.
 */
export async function replayGameInSlices<State, Options, Seat extends string, Action extends GameAction>(
  rules: Replayable<State, Options, Seat, Action>,
  options: Options,
  moves: readonly Move<Seat, Action>[],
  pause: () => Promise<void> | null,
): Promise<State> {
  let state = rules.createGame(options)
  for (const move of moves) {
    state = rules.applyAction(state, move.seat, move.action)
    const wait = pause()
    if (wait) await wait
  }
  return state
}
