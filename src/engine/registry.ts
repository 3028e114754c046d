// The registry: every game, each behind the one GameModule shape (engine-api.md). The host, the
// computer players, the benchmarks and the property tests reach games only through here. Adding a
// game is one line below (and its engine folder); keyed by GameId, the registry does not compile
// while a game id of the protocol has no module here.
import { game as agentDog } from './agent-dog'
import { game as confusion } from './confusion'
import { game as spiesAndLies } from './spies-and-lies'
import type { GameId } from '../shared/protocol'
import type { AnyGameModule } from './core/game-module'

export const GAMES: Readonly<Record<GameId, AnyGameModule>> = {
  'spies-and-lies': spiesAndLies,
  confusion,
  'agent-dog': agentDog,
}

/** The games this host plays, in the order the registry lists them. */
export function playedGames(): GameId[] {
  return Object.keys(GAMES) as GameId[]
}

/** The module of a game this host plays, or null. */
export function gameModule(id: string): AnyGameModule | null {
  return Object.hasOwn(GAMES, id) ? GAMES[id as GameId] : null
}
