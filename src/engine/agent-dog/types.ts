// The data shapes live in src/shared so the renderer and the wire schemas use the same ones; the
// engine adds its state, which never leaves the engine (it holds the seed, the deck and identities).
import type { Action, CardKind, LogEntry, Phase, Players, RuleOptions, Seat } from '../../shared/agent-dog/types'

export type * from '../../shared/agent-dog/types'

/** A play of a card (the listings of plays.ts and split-plays.ts hand these out). */
export type PlayAction = Extract<Action, { type: 'play' }>

/**
 * A location as one number (see places.ts): 0..TRACK_LENGTH-1 the track, then the goal fields
 * colour by colour, and START_AREA for a piece in its colour's start area.
 */
export type Loc = number

export interface PieceState {
  colour: Seat
  loc: Loc
  undercover: boolean
}

/** The 2–3 player rescue in progress: what setting the next card aside leads to. */
export type Rescue = 'draw' | 'end-turn'

export interface GameState {
  version: 1
  /** The setup as played, every default filled in (secret: holds the seed). */
  setup: { seed: string; players: Players; dealer: Seat; rules: RuleOptions }
  /** Generator state (secret). */
  rng: [number, number, number, number]
  /** The seats in play, clockwise. */
  seats: Seat[]
  round: number
  dealer: Seat
  phase: Phase
  turn: Seat | null
  /** Fixed order (colour, then number): an identity that never leaves the engine. */
  pieces: PieceState[]
  /** Undealt card ids, top first (secret). */
  deck: string[]
  /** The discard pile, bottom first: the last entry is the top card, once a card has been played onto it. */
  discard: string[]
  /**
   * How many cards at the bottom of the discard pile went under it unplayed (dropping out, the 2–3
   * player rescue). They are never its top card: when they are the whole pile, there is none to see.
   */
  unplayed: number
  /** Every seat's hand (empty for colours not in play). */
  hands: Record<Seat, string[]>
  /** Exchange cards chosen this round, by giver (each visible to its giver, and to its receiver once delivered). */
  passed: Partial<Record<Seat, string>>
  /** Exchange cards delivered this round, by receiver. */
  received: Partial<Record<Seat, string>>
  out: Seat[]
  /** The kind a Copy copies: the last card played this round, as it was played. */
  lastPlayed: CardKind | null
  rescue: Rescue | null
  winner: Seat[] | null
  /** Public events of this round and the one before it. */
  log: LogEntry[]
}
