// What the contract suite (test/engine/contract.test.ts) needs to know of each registered game:
// data, not branches. The option sets worth playing (each with its bound on the number of actions
// and how many seeded games to play), and one hook: how to change a state only in what some
// viewers may not see. That is the one piece of knowledge the GameModule cannot give (which parts
// of a state are whose secret), so each game writes it in its own test folder,
// test/engine/<id>/contract.ts (exporting CONTRACT_ENTRY), found here by the registry's game ids;
// everything else is generic.
import type { RngState } from '../../../src/engine/core/rng'
import { GAME_IDS, type GameId } from '../../../src/shared/protocol'

export interface ContractCase {
  label: string
  /** Options without the seed, as a client would choose them (the game's optionsSchema accepts them). */
  options: object
  /** Every game with these options ends within this many actions, whoever plays. */
  maxActions: number
  /** Seeded random games played to check the properties on. */
  games: number
}

/** A state that differs from another only in what the `blind` viewers may not see. */
export interface HiddenChange {
  label: string
  state: unknown
  /** Viewers (null: a spectator) whose views and legal actions must not change. */
  blind: Array<string | null>
  /** Viewers of which at least one must see the change (so it is a real secret, not dead data); may be empty. */
  seeing: string[]
}

export interface ContractEntry {
  cases: ContractCase[]
  /** Option sets of whole games played over real sockets, one client per seat (test/host/games-over-sockets.test.ts). */
  overSockets: object[]
  /** Action types legalActions lists only in part (too many to list): an unlisted one of these may be legal. */
  partlyListed?: string[]
  /** Changes of `state` in what some viewers may not see (none where there is nothing hidden). */
  hide(state: unknown, rng: RngState): HiddenChange[]
}

/** Every game the protocol knows has an entry: the suite fails to load while a game's file is missing. */
export const CONTRACT: Readonly<Record<GameId, ContractEntry>> = Object.fromEntries(
  await Promise.all(
    GAME_IDS.map(async (id) => [id, ((await import(`../../engine/${id}/contract.ts`)) as { CONTRACT_ENTRY: ContractEntry }).CONTRACT_ENTRY] as const),
  ),
) as Record<GameId, ContractEntry>
