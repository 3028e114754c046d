// The Confusion data shapes, shared by the engine, the host, the wire schemas and the renderer.
// Everything here is plain JSON so that states, views and actions can be saved, sent and compared.
// The actions, and the ids and choices they name, are inferred from their schemas in actions.ts.
import type { BriefcaseMode, Label, MovementId, Orders, TokenKind } from './actions'
import type { Seat } from './seats'

export type { Action, ActionType, BriefcaseMode, Label, MovementId, Orders, TokenKind } from './actions'
export type { Seat } from './seats'

/** [x, y]: x 0..10 = columns a..k (left to right as White sees it), y 0..10 = rows 1..11. */
export type Square = [x: number, y: number]
/** The 12 movement types without the Double Agent. */
export type TypeId = Exclude<MovementId, 'DA'>
/** Directions in a spy owner's frame: N = forward (towards the opponent), E = the owner's right. */
export type Direction = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW'
/**
 * Which movement pieces a game is played with (the engine's PIECE_SETS): 1, the set before M04 could
 * move back (games saved before the change keep it), or 2, the current one.
 */
export type PieceSetId = 1 | 2

export interface Variants {
  /** 1 "Honor Amongst Spies": no Double Agents, Spy X left out. */
  honor?: boolean
  /** 2 "Tight Setup": the radiation columns a and k are out of play. */
  tight?: boolean
  /** 3 "Safe Extraction": the briefcase must survive a full enemy turn on the enemy's first row. */
  safeExtraction?: boolean
  /** 4 "Variable Setup": each side places its own spies in its first two rows. */
  variableSetup?: boolean
  /** 5 "Promotion, Sir?": every spy may be promoted on the enemy edge, by choice. */
  promotion?: boolean
}

/** What a client may choose about a new game: no seed, no secret assignment. */
export interface GameOptions {
  /** Else drawn from the seed. */
  firstSeat?: Seat
  /** Optional rule: Special Action tokens. true: one of each kind per side; a record: a handicap set per side. */
  tokens?: boolean | Record<Seat, TokenKind[]>
  variants?: Variants
  /** How attempts are answered: the engine at once, the Double Agent's by standing orders (default), or every attempt by hand. */
  answers?: 'orders' | 'by-hand'
  /** Optional draw limit: the game is drawn after this many turns (one per player per turn). */
  maxTurns?: number
  /**
   * The movement pieces (PieceSetId). Absent: the current set. Saved games from before set 2 carry
   * `pieces: 1` (the host stamps it on them when it loads them), so they replay as they were played.
   */
  pieces?: PieceSetId
}

export interface SetupOptions extends GameOptions {
  /** Every random draw comes from this seed, so a game replays exactly. */
  seed: string
  /** The secret assignment of movement pieces to labels (tests); else drawn. */
  movement?: Record<Seat, Partial<Record<Label, MovementId>>>
}

/** The free actions the mover may still take before its attempt. */
export interface FreeActions {
  eliminateOwn: boolean
  eliminateDoubleAgent: boolean
  tokens: TokenKind[]
}

/** What a viewer must decide now; `type` is the Action type that answers it. */
export type Prompt =
  /** Variant 4: place every spy; rows are the seat's first two rows, columns those in play. */
  | { type: 'place'; rows: [number, number]; columns: number[]; labels: Label[] }
  /**
   * Announce an attempt with one of `movers` (own spies with a physically possible attempt now).
   * `attempt` 2 is the optional second attempt of Move 2 (`mayPass`). `free`: free actions still open.
   */
  | { type: 'move'; attempt: 1 | 2; movers: Square[]; mayPass: boolean; free: FreeActions | null }
  /** No physically possible attempt: pass (after a free action, if wanted). */
  | { type: 'pass'; free: FreeActions | null }
  /** answers 'by-hand': answer the enemy's attempt. `forced`: the only answer allowed, null for the Double Agent. */
  | { type: 'answer'; from: Square; to: Square; briefcase?: BriefcaseMode; forced: boolean | null }
  /** Variant 5: promote your spy that has reached the enemy's first row? */
  | { type: 'promote'; at: Square; label: Label }
  /** Variant 5: take the briefcase onto your spy `label` at `at`? */
  | { type: 'transfer'; at: Square; label: Label }

export type Removal = 'captured' | 'eliminated' | 'unmasked'

export interface SpyView {
  owner: Seat
  label: Label
  at: Square | null
  /** null whenever this viewer may not know it. 'PROMOTED' for a promoted spy (to both seats). */
  movement: MovementId | 'PROMOTED' | null
  promoted: boolean
  removed: Removal | null
  /** The opponent's view of a promoted spy: its type before promotion. The owner's never has it. */
  was?: MovementId
}

/** One answered attempt of a spy that was not promoted, in its owner's frame. */
export interface Try {
  dir: Direction
  dist: number
  yes: boolean
}

/** The public Notebook line of one spy: everything answered about it. */
export interface NotebookEntry {
  owner: Seat
  label: Label
  /** Attempts (and briefcase sends) answered while it was not promoted. */
  tries: Try[]
  /** Base game: it ended a YES move on the enemy's first row and was not promoted, so it is no crown type. */
  crownless: boolean
  /** Its owner saw its movement piece with Reveal 1 before any promotion. */
  revealed: boolean
}

export interface Rules {
  tokens: boolean
  variants: Required<Variants>
  answers: 'orders' | 'by-hand'
  maxTurns: number | null
  firstSeat: Seat
  /** The movement pieces this game is played with: every rule, the helper and the computer read this set. */
  pieces: PieceSetId
}

export type FreeAction = 'eliminateOwn' | 'eliminateDoubleAgent' | TokenKind

/** Public facts about the turn in progress. */
export interface TurnView {
  /** The free action taken this turn, if any. */
  free: FreeAction | null
  /** Attempts announced this turn. */
  attempts: number
  /** Spies that tried this turn (Move 2 may not try one twice). */
  tried: Label[]
  /** Spy revealed this turn by Reveal 1 (it may not attempt). */
  revealed: Label | null
  /** Spies swapped this turn by Swap 2 (they may not attempt unless no other spy is left). */
  swapped: Label[]
}

export type EndReason = 'briefcase' | 'extraction' | 'no-spies' | 'turn-limit'

export type LogEntry =
  | { type: 'setup'; first: Seat }
  | { type: 'place'; seat: Seat }
  | { type: 'turn'; seat: Seat; number: number }
  | { type: 'eliminateOwn'; seat: Seat; label: Label; at: Square }
  | { type: 'eliminateDoubleAgent'; seat: Seat; label: Label; at: Square }
  | { type: 'token'; seat: Seat; kind: 'reveal'; label: Label }
  | { type: 'token'; seat: Seat; kind: 'move2' }
  | { type: 'token'; seat: Seat; kind: 'swap'; a: Square; b: Square }
  | { type: 'attempt'; seat: Seat; from: Square; to: Square; briefcase?: BriefcaseMode; yes: boolean }
  /** `seat` captured the enemy spy `label` on `at`. */
  | { type: 'capture'; seat: Seat; label: Label; at: Square }
  /** `seat`'s spy on the enemy edge: promoted, declined (Variant 5) or, accepted as the Double Agent, unmasked. */
  | { type: 'promotion'; seat: Seat; label: Label; at: Square; result: 'promoted' | 'declined' | 'unmasked' }
  /** Variant 5: `seat` took (or declined) the briefcase onto its spy `label`. */
  | { type: 'transfer'; seat: Seat; label: Label; at: Square; accept: boolean }
  | { type: 'pass'; seat: Seat }
  | { type: 'end'; winner: Seat[] | 'draw'; reason: EndReason }

export type Phase = 'place' | 'play' | 'over'

export interface PlayerView {
  seat: Seat | null
  phase: Phase
  toAct: Seat[]
  prompt: Prompt | null
  winner: Seat[] | 'draw' | null
  log: LogEntry[]
  /** Whose turn it is (during Variant 4 placement: who will move first). */
  turn: Seat
  spies: SpyView[]
  briefcase: { at: Square; holder: { owner: Seat; label: Label } | null }
  /** Tokens each side has left. */
  tokens: Record<Seat, TokenKind[]>
  /** The viewer's own standing orders for the enemy Double Agent (null: none to give, or a spectator). */
  orders: Orders | null
  // Extensions beyond the contract.
  /** The rules of this game (public). */
  rules: Rules
  /** Turns completed so far. */
  turns: number
  current: TurnView
  /** An announced attempt waiting for a by-hand answer. */
  pending: { seat: Seat; from: Square; to: Square; briefcase?: BriefcaseMode } | null
  /** Variant 4: who has committed a placement. */
  placed: Record<Seat, boolean>
  /** Everything answered about every spy (public), in the order of `spies`. */
  notebook: NotebookEntry[]
  /** Movement types of the viewer's own spies that the viewer saw with Reveal 1 (kept after a promotion). */
  learned: Partial<Record<Label, MovementId>>
}
