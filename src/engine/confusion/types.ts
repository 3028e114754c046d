// The data shapes live in src/shared so the renderer and the wire schemas use the same ones; the
// engine's own state (secret parts included) is defined here.
import type {
  BriefcaseMode,
  FreeAction,
  Label,
  LogEntry,
  MovementId,
  Orders,
  Phase,
  Removal,
  Rules,
  Seat,
  Square,
  TokenKind,
  Try,
} from '../../shared/confusion/types'

export type * from '../../shared/confusion/types'

export interface SpyState {
  owner: Seat
  label: Label
  /** Secret: the movement piece inside it. */
  movement: MovementId
  at: Square | null
  promoted: boolean
  removed: Removal | null
  /** Its owner has seen its movement piece (Reveal 1 before any promotion). */
  learned: boolean
  // The public Notebook line (arrays are replaced, never edited, so states may share them).
  tries: Try[]
  crownless: boolean
}

/** An attempt that passed the physical checks. */
export interface Attempt {
  seat: Seat
  /** Index in `spies` of the spy asked about (the briefcase holder for a send). */
  spy: number
  from: Square
  to: Square
  /** null: the spy does not hold the briefcase. */
  mode: BriefcaseMode | null
}

export type Pending =
  | { kind: 'answer'; attempt: Attempt }
  | { kind: 'promote'; spy: number }
  | { kind: 'transfer'; spy: number }

export interface TurnState {
  free: FreeAction | null
  attempts: number
  tried: Label[]
  revealed: Label | null
  swapped: Label[]
}

export interface GameState {
  version: 1
  /** Secret: the seed and the assignment as drawn (or given). */
  setup: { seed: string; movement: Record<Seat, Partial<Record<Label, MovementId>>> }
  /** The public rules. */
  rules: Rules
  phase: Phase
  /** White's spies then Red's, each in label order; a spy's index never changes. */
  spies: SpyState[]
  /** holder: index in `spies`, or null. */
  briefcase: { at: Square; holder: number | null }
  tokens: Record<Seat, TokenKind[]>
  /** Secret: each seat's standing orders for the enemy Double Agent (null: none apply). */
  orders: Record<Seat, Orders | null>
  placed: Record<Seat, boolean>
  turn: Seat
  /** Turns completed. */
  turns: number
  current: TurnState
  pending: Pending | null
  /** Variant 3: the label of the seat's spy that held the briefcase on the enemy's first row at the end of its last turn. */
  extraction: Record<Seat, Label | null>
  winner: Seat[] | 'draw' | null
  /** Public events only: the log goes into every view as it is. */
  log: LogEntry[]
}
