// The named data tables (T1–T5), as data in one place. Every number that a lost
// picture of the printed game might correct lives here; table-checks.ts proves that these tables
// (or any replacement) still meet the constraints the rulebook's text fixes.
import type { Direction, Label, PieceSetId, Rules, Seat, Square, TokenKind, TypeId } from './types'

// The seats are shared with the renderer and the wire schemas.
export { SEATS } from '../../shared/confusion/seats'

export function opponent(seat: Seat): Seat {
  return seat === 'white' ? 'red' : 'white'
}

/** T1: the board. Rows are y = 0..10 with White's first row y = 0; columns x = 0..10 (a..k). */
export const BOARD = {
  WIDTH: 11,
  HEIGHT: 11,
  /** The marked centre square f6. */
  BRIEFCASE_START: [5, 5] as Square,
  /** Each side's first row (its own edge). */
  FIRST_ROW: { white: 0, red: 10 } as Readonly<Record<Seat, number>>,
  /** "The first five rows on your side" (Move 2, Swap 2). */
  HALF: { white: [0, 1, 2, 3, 4], red: [6, 7, 8, 9, 10] } as Readonly<Record<Seat, readonly number[]>>,
  /** Belongs to neither half. */
  NEUTRAL_ROW: 5,
  /** Variant 2: the darkened columns a and k, out of play ((ruling): the board art is lost). */
  RADIATION_COLUMNS: [0, 10] as readonly number[],
} as const

/**
 * T2: spy labels, the same set on both sides, in alphabetical order (Variant 5's "alphabetically
 * first"). Only A, C and X are attested; there is no B. The other letters are a placeholder.
 */
export const SPY_IDS: readonly Label[] = ['A', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'X']

/** The label left out with Variant 1, "the center-most setup position". */
export const SPY_X: Label = 'X'

/**
 * T3: the lost "Setup Diagram", for White; Red's square for a label is the 180° rotation.
 * Safehouse's layout (ruling): 6 spies on row 1 and 7 on row 2, symmetric, inside columns b–j,
 * 4 columns filled in both rows, X on f2.
 */
export const SETUP_POSITIONS: Readonly<Record<Label, Square>> = {
  A: [1, 0],
  C: [2, 0],
  D: [4, 0],
  E: [6, 0],
  F: [8, 0],
  G: [9, 0],
  N: [2, 1],
  H: [3, 1],
  J: [4, 1],
  X: [5, 1],
  K: [6, 1],
  L: [7, 1],
  M: [8, 1],
}

export interface MovementType {
  /** Directions in the owner's frame (N = towards the opponent). */
  directions: readonly Direction[]
  /** Maximum distance: the spy moves 1..R squares along one listed direction. */
  R: number
  /** Promotable in the base game (and unable to move backwards). */
  crown: boolean
  /** Not always able to return to its previous square (reference only). */
  lock: boolean
}

/** A movement set: the 12 types and the promoted side every piece has on its back. */
export type MovementTable = Readonly<Record<TypeId | 'PROMOTED', MovementType>>

/** Set 1, as games saved before set 2 were played: M04 moved only left and right. */
const PIECES_1: MovementTable = {
  M01: { directions: ['N', 'E', 'S', 'W'], R: 1, crown: false, lock: false },
  M02: { directions: ['NE', 'SE', 'SW', 'NW'], R: 1, crown: false, lock: false },
  M03: { directions: ['N', 'S'], R: 4, crown: false, lock: false },
  M04: { directions: ['E', 'W'], R: 4, crown: false, lock: false },
  M05: { directions: ['N', 'E', 'S', 'W'], R: 2, crown: false, lock: false },
  M06: { directions: ['NE', 'SE', 'SW', 'NW'], R: 3, crown: false, lock: false },
  M07: { directions: ['N'], R: 3, crown: true, lock: true },
  M08: { directions: ['NE', 'NW'], R: 2, crown: true, lock: true },
  M09: { directions: ['N', 'NE', 'NW'], R: 2, crown: true, lock: true },
  M10: { directions: ['N', 'E', 'W'], R: 2, crown: true, lock: true },
  M11: { directions: ['N', 'SE', 'SW'], R: 2, crown: false, lock: true },
  M12: { directions: ['S', 'NE', 'NW'], R: 2, crown: false, lock: true },
  PROMOTED: { directions: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'], R: 2, crown: false, lock: false },
}

/**
 * T4: Safehouse's movement sets (ruling: the printed tiles are only in the lost pictures), by
 * PieceSetId. The Double Agent 'DA' has no row: its answers are the opponent's choice. A game reads
 * its own set (`rules.pieces`, movementTypes), never another: saved games replay their moves under
 * the set they were played with, so a set, once games were played with it, never changes; a change
 * of the pieces is a new set.
 * Set 2 (current): "only the four crown pieces cannot move backwards" (the rulebook) holds, as it did
 * not in set 1, where M04 (left and right) could not either. M04 moves back too, and so no longer
 * always returns to its square (the lock).
 */
export const PIECE_SETS: Readonly<Record<PieceSetId, MovementTable>> = {
  1: PIECES_1,
  2: { ...PIECES_1, M04: { directions: ['E', 'W', 'S'], R: 4, crown: false, lock: true } },
}

/** Every set a game may name, oldest first (the options schema's choices). */
export const PIECE_SET_IDS: readonly PieceSetId[] = [1, 2]

/** The set of a game whose options name none: every new game. */
export const CURRENT_PIECES: PieceSetId = 2

/** The movement set with this id. */
export function movementTypes(pieces: PieceSetId): MovementTable {
  return PIECE_SETS[pieces]
}

/** One movement type (or the promoted side) as the game with these rules has it. */
export function movementType(rules: Pick<Rules, 'pieces'>, id: TypeId | 'PROMOTED'): MovementType {
  return PIECE_SETS[rules.pieces][id]
}

/** The 12 movement types of a side, in table order. */
export const TYPE_IDS: readonly TypeId[] = ['M01', 'M02', 'M03', 'M04', 'M05', 'M06', 'M07', 'M08', 'M09', 'M10', 'M11', 'M12']

export const DOUBLE_AGENT = 'DA' as const

/** T5: the Special Action tokens, one of each kind per player ((ruling): six tokens, three kinds). */
export const SPECIAL_TOKENS = {
  REVEAL_1: 'reveal',
  MOVE_2: 'move2',
  SWAP_2: 'swap',
  /** What each player holds with `tokens: true`; a handicap game may give any subset per side. */
  PER_PLAYER: ['reveal', 'move2', 'swap'],
} as const satisfies Record<string, TokenKind | readonly TokenKind[]>

export const TOKEN_KINDS: readonly TokenKind[] = SPECIAL_TOKENS.PER_PLAYER

/** Variant 4 placement limits. */
export const PLACEMENT = {
  /** "No more than seven Spies may be placed in any one row." */
  MAX_PER_ROW: 7,
  /** "At least four columns must have Spies in both rows." */
  MIN_COLUMNS_BOTH_ROWS: 4,
} as const
