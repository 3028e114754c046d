// A tutorial is a script, not a second table (issue 27): a fixed game (options and seed) the player
// plays on the real table with the real rules, step by step. Each step says one or two sentences,
// may highlight the control to use, may have the other seats make their (fixed) moves first, and
// may wait for the player's own move — exactly this action, so that the fixed moves after it stay
// legal. test/renderer/tutorial/scripts.test.ts plays every script through the engine.
import type { GameAction } from '@engine/core/game-module'
import type { GameId, RoomOptions } from '@shared/protocol'

/** `A`: the game's own action type (a script is checked against it: `TutorialScript<Action>`). */
export interface TutorialMove<A extends GameAction = GameAction> {
  seat: string
  action: A
}

export interface TutorialStep<A extends GameAction = GameAction> {
  /** What the coach says: an i18n key of the game's messages (`<game>.tutorial.…`). */
  say: string
  /** The control to use, highlighted on the table: a CSS selector inside the table. */
  highlight?: string
  /** The other seats' moves, made when the step begins (the computer's, fixed by the script). */
  them?: readonly TutorialMove<A>[]
  /** The player's move the step waits for; none: the step waits for Next. */
  you?: A
  /** What the coach adds when the player does something else (an i18n key, like `say`). */
  hint?: string
}

export interface TutorialScript<A extends GameAction = GameAction> {
  game: GameId
  options: RoomOptions
  seed: string
  /** The seat the player plays. */
  seat: string
  /** Who sits where; a seat left out is shown as the computer at its level, in the player's language (the player's own seat: their name). */
  names: Record<string, string>
  steps: readonly TutorialStep<A>[]
}
