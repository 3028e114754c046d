// The board as the rules of movement see it: where pieces stand and the colour of each VISIBLE
// piece. An undercover piece has colour UNKNOWN here even when the engine knows it, so no rule that
// decides what may be played can depend on a hidden colour; and the same board can be built from a
// player's view, which is how the computer player and the tests list plays without the state.
import { GOAL_LENGTH, LOCS, START_AREA, colourIndex, goalLoc, locOf } from './places'
import type { GameState, PieceView } from './types'

export const UNKNOWN = -1

export interface Board {
  /** Pieces on the track or in a goal lane, numbered in location order. */
  n: number
  loc: number[]
  /** Colour index, or UNKNOWN for an undercover piece. */
  colour: number[]
  /** Per location: the board index of the piece there, or -1. */
  at: Int8Array
  /** Pieces in each colour's start area (by colour index). */
  startArea: number[]
}

/** Numbers the pieces of `at` (per location: a key into `colourOf`, or -1) in location order. */
function numbered(at: Int8Array, colourOf: (key: number) => number, startArea: number[], keys: number[] | null): Board {
  const board: Board = { n: 0, loc: [], colour: [], at, startArea }
  for (let loc = 0; loc < LOCS; loc++) {
    const key = at[loc]
    if (key < 0) continue
    at[loc] = board.n
    board.loc.push(loc)
    board.colour.push(colourOf(key))
    keys?.push(key)
    board.n++
  }
  return board
}

/** The engine's board, and for each board index the index of the state's piece (an identity kept inside the engine). */
export function boardOfState(s: GameState): { board: Board; ids: number[] } {
  const at = new Int8Array(LOCS).fill(-1)
  const startArea = [0, 0, 0, 0]
  const pieces = s.pieces
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]
    if (p.loc === START_AREA) startArea[colourIndex(p.colour)]++
    else at[p.loc] = i
  }
  const ids: number[] = []
  const board = numbered(at, (i) => (pieces[i].undercover ? UNKNOWN : colourIndex(pieces[i].colour)), startArea, ids)
  return { board, ids }
}

/** The same board from what a viewer sees. */
export function boardOfView(pieces: readonly PieceView[]): Board {
  const at = new Int8Array(LOCS).fill(-1)
  const colours: number[] = []
  const startArea = [0, 0, 0, 0]
  for (const p of pieces) {
    if (p.at === 'start-area') {
      if (p.colour !== null) startArea[colourIndex(p.colour)]++
      continue
    }
    const loc = locOf(p.at)
    if (loc === null) continue
    at[loc] = colours.length
    colours.push(p.undercover || p.colour === null ? UNKNOWN : colourIndex(p.colour))
  }
  return numbered(at, (k) => colours[k], startArea, null)
}

/** Pieces of colour index c on c's goal fields. */
export function homeCount(board: Board, c: number): number {
  let home = 0
  for (let k = 1; k <= GOAL_LENGTH; k++) {
    const i = board.at[goalLoc(c, k)]
    if (i >= 0 && board.colour[i] === c) home++
  }
  return home
}
