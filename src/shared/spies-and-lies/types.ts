// The Spies & Lies data shapes, shared by the engine, the host, the wire schemas and the renderer.
// Everything here is plain JSON so that states, views and actions can be saved, sent and compared.
// The actions (and Rank) are inferred from their schemas in actions.ts.
import type { Rank } from './actions'
import type { Seat, TeamSeat } from './seats'

export type { Action, ActionType, GameAction, HalfDeploy, Rank } from './actions'

export type { GameSeat, Seat, TeamSeat } from './seats'
export type Phase = 'deploy' | 'intel' | 'mission' | 'over'
export type Day = 1 | 2 | 3

export interface SetupOptions {
  /** Every random draw comes from this seed, so a game replays exactly. */
  seed: string
  /** Starting side of day 1 (else drawn from the seed). */
  firstSeat?: Seat
  /** Day-1 exhausted soldiers (else drawn). */
  exhausted?: Record<Seat, Rank>
  /** Intel card ids, top of the deck first (else shuffled). */
  intelOrder?: string[]
  /** Wall distance from the middle (default TRACK.wall); the flag is one space further. */
  wall?: number
  /** Two against two (seats red1, red2, blue1, blue2); absent or false: two players. */
  teams?: boolean
}

/** The setup as played, every drawn default filled in. Team play is `GameState.teams`, not here. */
export type GameSetup = Required<Omit<SetupOptions, 'teams'>>

/** What a client may choose about a new game (optionsSchema): nothing secret, no test-only setup. */
export interface GameOptions {
  firstSeat?: Seat
  wall?: number
  teams?: boolean
}

/** What a viewer must decide now; `type` is the Action type that answers it. */
export type Prompt =
  | { type: 'deploy' }
  | { type: 'intel'; sergeant: number | null }
  | { type: 'deceive'; mission: number }
  | { type: 'guess'; mission: number }
  | { type: 'marshal' }
  | { type: 'captain'; copy: Rank[] }

/** A team seat's prompts: those of the two-player game, the deploy naming the seat's own missions. */
export type TeamPrompt =
  | { type: 'deploy'; missions: [0, 1] | [2, 3] }
  | Exclude<Prompt, { type: 'deploy' }>

export interface Mission {
  rank: Rank | null
  revealed: boolean
  retreated: boolean
  activated: boolean
  intelToken: boolean | null
  deception: boolean
}

/** Abilities that stay active for the rest of the day, per owner. */
export interface ActiveAbilities {
  spy: boolean
  scout: boolean
  miner: boolean
  /** 'armed': the next enemy card this side reveals retreats; 'spent' once it has. */
  bomb: 'off' | 'armed' | 'spent'
  /** The card after the Bomb was also identified correctly: two exhausted cards at round end. */
  doubleDamage: boolean
}

/** The decision the mission phase is waiting for. */
export type MissionStep = 'deceive' | 'guess' | 'marshal' | 'captain'

export type LogEntry = { type: string; [k: string]: unknown }

/** Team play: the per-seat progress of the day; everything else is per side, as in two-player. */
export interface TeamState {
  /** Has this seat deployed its two missions today? */
  deployed: Record<TeamSeat, boolean>
  /** Has this seat confirmed today's Intel phase? */
  intelConfirmed: Record<TeamSeat, boolean>
  /**
   * Moves played so far, so the next one's index: a decision's log entry names its move (`move`),
   * and the table names whoever held the seat then (issue 34, point 2). Absent: none yet.
   */
  moves?: number
}

export interface GameState {
  version: 1
  /** The setup as played, with every drawn default filled in (secret: holds the seed). */
  setup: GameSetup
  /** Generator state (secret). */
  rng: [number, number, number, number]
  day: Day
  phase: Phase
  /** Starting side of the current day. */
  startSeat: Seat
  doubleAgent: number
  infiltration: Record<Seat, number>
  deception: Record<Seat, number> & { supply: number }
  /** Undrawn Intel card ids, top first (secret). */
  intelDeck: string[]
  intelCurrent: string | null
  intelOld: string[]
  exhausted: Record<Seat, Rank[]>
  missions: Record<Seat, Mission[]>
  /** Has this side deployed today? */
  deployed: Record<Seat, boolean>
  /** Has this side confirmed today's Intel phase? */
  intelConfirmed: Record<Seat, boolean>
  /** Guess number 0..7 within the mission phase. */
  turn: number
  step: MissionStep
  active: Record<Seat, ActiveAbilities>
  winner: Seat | 'draw' | null
  /** Public events only: the log goes into every view as it is. */
  log: LogEntry[]
  /**
   * Present only in a team game. The side-level fields above stay the truth: `deployed[side]` and
   * `intelConfirmed[side]` turn true once both of the side's seats have.
   */
  teams?: TeamState
}

export interface MissionView {
  rank: Rank | null
  revealed: boolean
  retreated: boolean
  activated: boolean
  intelToken: boolean | null
  deception: boolean
}

export interface PlayerView {
  seat: Seat | null
  day: Day
  phase: Phase
  toAct: Seat[]
  prompt: Prompt | null
  doubleAgent: number
  track: { wall: number; flag: number }
  infiltration: Record<Seat, number>
  deception: Record<Seat, number> & { supply: number }
  intel: { current: Rank[] | null; old: Rank[][] }
  exhausted: Record<Seat, Rank[]>
  hand: Rank[] | null
  missions: Record<Seat, MissionView[]>
  winner: Seat | 'draw' | null
  log: LogEntry[]
  /** Extensions beyond the contract. */
  startSeat: Seat
  turn: number
  /** Which abilities each side has active this day (public: every activation is face up). */
  active: Record<Seat, { spy: boolean; scout: boolean; miner: boolean; bomb: boolean }>
}

/**
 * A team seat's view (or a team game's spectator's): the two-player view's fields, keyed by side
 * where they are per side, with these differences. `hand` is the side's hand (shared by its two
 * seats). Missions show their rank only to the seat that plays them, once revealed to everyone, and
 * to a side's second seat while it deploys after its partner; Intel tokens only to the seat that
 * plays the mission until all four seats have confirmed. Log entries keep `seat` = the side; entries
 * of a seat's decision add `by` (the team seat).
 */
export interface TeamView extends Omit<PlayerView, 'seat' | 'toAct' | 'prompt' | 'winner'> {
  seat: TeamSeat | null
  toAct: TeamSeat[]
  prompt: TeamPrompt | null
  /** Both seats of the winning side, 'draw', or null while in play. */
  winner: TeamSeat[] | 'draw' | null
  team: {
    /** The seat that plays each of a side's four missions (the same every day). */
    missionSeats: Record<Seat, [TeamSeat, TeamSeat, TeamSeat, TeamSeat]>
    /** Seats that have deployed today, in seat order: their missions show today's soldiers. */
    deployed: TeamSeat[]
  }
}
