// The games a host can run, behind one small interface so rooms do not depend on any one game.
import * as spiesAndLies from '../engine/spies-and-lies'
import { chooseAction } from '../engine/spies-and-lies/ai'
import type { GameId, Level } from '../../shared/protocol'
import type { Action, GameState, PlayerView, Seat, SetupOptions } from '../engine/spies-and-lies'

export interface GameRules {
  createGame(options: SetupOptions): GameState
  applyAction(state: GameState, seat: Seat, action: Action): GameState
  viewFor(state: GameState, seat: Seat | null): PlayerView
  /** Seats that must decide something now. */
  toAct(state: GameState): Seat[]
  isOver(state: GameState): boolean
  chooseAction(view: PlayerView, level: Level, seed: string): Action
  /** Engine refusals carry a stable code; anything else is a bug. */
  ruleErrorCode(err: unknown): string | null
}

export const GAMES: Record<GameId, GameRules> = {
  'spies-and-lies': {
    createGame: spiesAndLies.createGame,
    applyAction: spiesAndLies.applyAction,
    viewFor: spiesAndLies.viewFor,
    toAct: (state) => spiesAndLies.SEATS.filter((seat) => spiesAndLies.promptFor(state, seat) !== null),
    isOver: (state) => state.phase === 'over',
    chooseAction,
    ruleErrorCode: (err) => (err instanceof spiesAndLies.RuleError ? err.code : null),
  },
}
