// The Spies & Lies data shapes, shared by the engine, the host, the wire schemas and the renderer.
// Everything here is plain JSON so that states, views and actions can be saved, sent and compared.

export type Seat = 'red' | 'blue'
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10
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
}

export type Action =
  | { type: 'deploy'; missions: [Rank, Rank, Rank, Rank] }
  | { type: 'intel'; sergeantToken?: boolean }
  | { type: 'deceive'; play: boolean }
  | { type: 'guess'; rank: Rank }
  | { type: 'marshal'; choice: 'ten' | 'sabotage' }
  | { type: 'captain'; choice: 'six' }
  | { type: 'captain'; choice: 'copy'; rank: Rank }

export type ActionType = Action['type']

/** What a viewer must decide now; `type` is the Action type that answers it. */
export type Prompt =
  | { type: 'deploy' }
  | { type: 'intel'; sergeant: number | null }
  | { type: 'deceive'; mission: number }
  | { type: 'guess'; mission: number }
  | { type: 'marshal' }
  | { type: 'captain'; copy: Rank[] }

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

export interface GameState {
  version: 1
  /** The setup as played, with every drawn default filled in (secret: holds the seed). */
  setup: Required<SetupOptions>
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
