// The one shape every game's engine has (engine-api.md, "Every game: one module shape"). The host,
// the computer players, the property tests and the benchmarks drive games only through it, so a
// new game is its own folders and one line per registry. Pure types: no game is imported here.
import type { z } from 'zod'
import type { BaseView } from '../../shared/base-view'
import type { Level } from '../../shared/level'

export type { Level } from '../../shared/level'

export type { BaseView } from '../../shared/base-view'

export interface GameModule<State, Action extends GameAction, View extends BaseView<Seat>, Options, Seat extends string> {
  /** The game's id, one of GAME_IDS (src/shared/room-basics.ts). */
  readonly id: string
  /** The seats of a game set up with these options, in turn order. */
  seatsFor(options: Options): Seat[]
  /** Seats that win together (absent or empty: everyone plays alone). */
  teamsFor?(options: Options): Seat[][]
  createGame(options: Options & { seed: string }): State
  /** [] when the seat has nothing to do now. */
  legalActions(state: State, seat: Seat): Action[]
  /** Never mutates its input; an illegal action throws the game's RuleError. */
  applyAction(state: State, seat: Seat, action: Action): State
  /** null: a spectator. */
  viewFor(state: State, seat: Seat | null): View
  /**
   * viewFor's view with every hidden thing of the board shown as it stands (a seat's own hand and
   * exchange stay as viewFor gives them; a spectator gets none) and no prompt. Only a finished
   * game's replay uses it: the host never sends it, since secrets leave an engine through viewFor
   * alone and only a finished game reveals them.
   */
  revealedViewFor(state: State, seat: Seat | null): View
  /** Seats the game is waiting for (an action allowed at any time does not put a seat here). */
  toAct(state: State): Seat[]
  /** The winning seats (a team: all its seats), 'draw', or null while in play. */
  winner(state: State): Seat[] | 'draw' | null
  /** What a replay jumps by: the number of the day, turn or round a state is in (never goes down). */
  chapterOf(state: State): number
  /** Computer player: from the seat's view alone, never the state. Same inputs, same action. */
  chooseAction(view: View, level: Level, seed: string): Action
  /**
   * Who begins, so that a series of games can take turns at it (issue 38: a seat's first move is
   * worth points the seed's draw only evens out over many games). `of`: the seat that began this
   * game (its first mover; with teams, the first seat of the side that began). `optionsFor`: the
   * options (already in optionsSchema) that make a game begin at `seat`, or at its side. Without
   * those options the seed draws who begins.
   */
  readonly starter: {
    of(state: State): Seat
    optionsFor(seat: Seat): Partial<Options> & Record<string, unknown>
  }
  /** What a client may choose about a new game: nothing secret (no seed, deck order or assignment). */
  readonly optionsSchema: z.ZodType<Options>
  /** Every action a client may send, checked before the engine sees it. */
  readonly actionSchema: z.ZodType<Action>
  /** The engine's refusal code, or null when `err` is not a refusal (a bug). */
  ruleErrorCode(err: unknown): string | null
  /**
   * Action types every seat answers at once (a deploy, a pass of cards): another seat's move in
   * between does not make them stale, so the host takes one sent against an older view as long as
   * the seat's prompt still asks for it (boardgame.io's per-move ignoreStaleStateID).
   */
  readonly staleTolerant: readonly string[]
  /**
   * Action types a seat may send at any time that ask nothing of anyone (Confusion's standing
   * orders): a view of one earns no seat a rate-limit credit, and the host takes at most
   * MAX_STANDING_RUN of them from one seat in a row, until another seat moves.
   */
  readonly standing?: readonly string[]
}

/** Every game's actions are objects named by their `type` (a type alias, so records with more fields fit it). */
export type GameAction = { type: string }

/**
 * A module with its types erased, as the host's registry holds them: states, actions and options
 * are opaque to the host (it only stores, forwards and validates them with the module's schemas).
 */
export type AnyGameModule = GameModule<unknown, GameAction, BaseView, unknown, string>
