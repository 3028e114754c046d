// The Agent DOG data shapes, shared by the engine, the host, the wire schemas and the renderer.
// Everything here is plain JSON so that states, views and actions can be saved, sent and compared.
// Names follow the engine's public face (engine-api.md, "Agent DOG").
// The actions, and the places and moves they name, are inferred from their schemas in actions.ts.
import type { Place, PlayMove } from './actions'
import type { Seat } from './seats'

export type { Action, ActionType, GoalIndex, Place, PlayMove, Step } from './actions'
export type { Seat } from './seats'

export type Players = 2 | 3 | 4

export type CardKind =
  | '2'
  | '3'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9'
  | '10'
  | '12'
  | 'start-1-11'
  | 'start-13'
  | 'swap'
  | 'copy'
  | 'partner'

export interface Card {
  /** 'c000'..'c109', one per physical card. */
  id: string
  kind: CardKind
}

/** The rule options (agent-dog.md T4); the first value of each is the default. */
export interface RuleOptions {
  /** May an undercover agent be moved into a goal lane (the mover's own), and then be sorted out? */
  undercoverGoalEntry: 'relocate' | 'forbidden'
  /** Partner's four single steps: each step may capture, or pieces and meeting points block. */
  partnerSteps: 'step-capture' | 'blocking'
  /** Cards set aside under the pile (dropping out, the 2–3 player rescue): hidden or shown in the log. */
  unplayedCardVisibility: 'hidden' | 'face-up'
}

export interface SetupOptions {
  /** Every random draw comes from this seed, so a game replays exactly. */
  seed: string
  /** 2: red, green; 3: red, blue, green; 4: all four, red+green against blue+yellow. */
  players: Players
  /** The first dealer, who also plays first (else drawn from the seed). */
  dealer?: Seat
  /** All 110 card ids, top of the deck first (tests); else shuffled from the seed. */
  deck?: string[]
  rules?: Partial<RuleOptions>
}

export type Phase = 'exchange' | 'play' | 'over'

/** What a viewer must decide now; `type` is the Action type that answers it. */
export type Prompt =
  | { type: 'pass' }
  | { type: 'play' }
  /** 2–3 player rescue: set a card aside, then draw one ('draw') or end the turn ('end-turn'). */
  | { type: 'discard'; then: 'draw' | 'end-turn' }

/** A piece as every viewer sees it. Undercover pieces have no colour, for everyone. */
export interface PieceView {
  at: Place | 'start-area'
  colour: Seat | null
  undercover: boolean
  /** Standing on its own colour's start field: it may be neither jumped nor captured. */
  onOwnStart: boolean
}

/** Why a player sat out the rest of a round. */
export type OutReason = 'no-playable-card' | 'captured-own-team'

/** Public events. A colour appears only for a piece that is visible at that moment. */
export type LogEntry =
  | { type: 'deal'; round: number; dealer: Seat }
  | { type: 'reshuffle'; cards: number }
  | { type: 'pass'; seat: Seat }
  /** The passed cards changed hands between these seats (a team with 4 players, everyone with 2–3). */
  | { type: 'exchange'; seats: Seat[] }
  /** `as`: the kind the card was played as (a Copy's copied kind; else its own). */
  | { type: 'play'; seat: Seat; card: Card; as: CardKind; move: PlayMove }
  | { type: 'enter'; colour: Seat; at: Place }
  /**
   * `colour`: only for an agent that was face up as it set off, which everyone saw; an undercover
   * agent's move never carries one (it would tell what the undercover state hides).
   */
  | { type: 'move'; from: Place; to: Place; colour?: Seat }
  | { type: 'capture'; at: Place; colour: Seat }
  /** A visible piece ended its movement on a hole and went undercover. */
  | { type: 'undercover'; at: Place }
  /** An undercover piece ended its movement on a normal field and was turned back over. */
  | { type: 'reveal'; at: Place; colour: Seat }
  /** An undercover piece moved into a goal lane was revealed there and sorted out. */
  | { type: 'goal-entry'; at: Place; colour: Seat; to: Place | 'start-area' }
  | { type: 'swap'; a: Place; b: Place }
  /** A meeting on the meeting point `at`: the next piece behind was pulled from `from` to `to`. */
  | { type: 'meeting'; at: Place; from: Place; to: Place }
  /** `cards` is shown only with the face-up option. */
  | { type: 'out'; seat: Seat; reason: OutReason; count: number; cards?: Card[] }
  /** 2–3 player rescue: a card set aside under the pile (`card` only with the face-up option). */
  | { type: 'set-aside'; seat: Seat; then: 'draw' | 'end-turn'; card?: Card }
  | { type: 'draw'; seat: Seat }
  | { type: 'round-end'; round: number }
  | { type: 'win'; seats: Seat[] }

export interface PlayerView {
  /** null: a spectator. */
  seat: Seat | null
  players: Players
  /** The seats in play, clockwise. */
  seats: Seat[]
  /** [['red','green'],['blue','yellow']] with 4 players, [] otherwise. */
  teams: Seat[][]
  rules: RuleOptions
  phase: Phase
  round: number
  dealer: Seat
  /** Whose turn it is in the play phase, else null. */
  turn: Seat | null
  toAct: Seat[]
  prompt: Prompt | null
  /** The colour whose pieces the viewer moves now: its own, or its teammate's once its own are home. */
  playing: Seat | null
  /** The viewer's own hand; null for spectators. */
  hand: Card[] | null
  /** Cards in every hand (0 for colours not in play). */
  handCounts: Record<Seat, number>
  /** The viewer's own exchange this round: the card it gave, and the card it got once both have passed. */
  exchange: { gave: Card | null; received: Card | null } | null
  deckCount: number
  /** Every card in the discard pile, the ones set aside under it included. */
  discardCount: number
  /** The last card played onto the pile; null while none lies there (set-aside cards never show here). */
  discardTop: Card | null
  /** What a Copy would copy now (null: nothing played yet this round). */
  lastPlayed: CardKind | null
  /** Seats out of this round. */
  out: Seat[]
  /** Seats that have chosen their exchange card this round. */
  passed: Seat[]
  /** Ordered by where they stand only: track ascending, goal fields by colour and index, start areas by colour. */
  pieces: PieceView[]
  /** The winning seats (a team: both), or null while in play. */
  winner: Seat[] | null
  /** Public events of this round and the one before it. */
  log: LogEntry[]
}
