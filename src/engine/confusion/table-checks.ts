// The constraints the rulebook's text puts on the named tables. Tables T3 and T4
// are Safehouse's reading of lost pictures; whoever replaces them (from the printed tiles or the
// Setup Diagram) runs checkTables on the replacement, and the test suite runs it on the tables in use
// (T4: the current movement set; set 1 stays only so that games played with it replay, and breaks
// "only the crown pieces cannot move backwards").
import { DIRECTIONS } from './geometry'
import { BOARD, CURRENT_PIECES, PLACEMENT, SETUP_POSITIONS, SPECIAL_TOKENS, SPY_IDS, SPY_X, movementTypes, type MovementType } from './tables'
import type { Direction, Square } from './types'

export interface Tables {
  BOARD: typeof BOARD
  SPY_IDS: readonly string[]
  SETUP_POSITIONS: Readonly<Record<string, Square>>
  MOVEMENT_TYPES: Readonly<Record<string, MovementType>>
  SPECIAL_TOKENS: { REVEAL_1: string; MOVE_2: string; SWAP_2: string; PER_PLAYER: readonly string[] }
}

export const TABLES: Tables = { BOARD, SPY_IDS, SETUP_POSITIONS, MOVEMENT_TYPES: movementTypes(CURRENT_PIECES), SPECIAL_TOKENS }

const REVERSE: Readonly<Record<Direction, Direction>> = { N: 'S', NE: 'SW', E: 'W', SE: 'NW', S: 'N', SW: 'NE', W: 'E', NW: 'SE' }
const BACKWARDS: readonly Direction[] = ['S', 'SE', 'SW']
const TYPE_ID = /^M(0[1-9]|1[0-2])$/

function checkBoard(b: Tables['BOARD'], problems: string[]): void {
  if (b.WIDTH !== 11 || b.HEIGHT !== 11) problems.push('T1: the board is 11 × 11')
  if (b.BRIEFCASE_START[0] !== 5 || b.BRIEFCASE_START[1] !== 5) problems.push('T1: the briefcase starts on the centre square')
  if (b.FIRST_ROW.white !== 0 || b.FIRST_ROW.red !== b.HEIGHT - 1) problems.push("T1: White's first row is y = 0, Red's the far edge")
  if (b.HALF.white.join() !== '0,1,2,3,4' || b.HALF.red.join() !== '6,7,8,9,10') problems.push('T1: a half is the first five rows on its side')
  if (b.NEUTRAL_ROW !== 5) problems.push('T1: row 6 (y = 5) belongs to neither half')
  const cols = b.RADIATION_COLUMNS
  if (cols.some((x) => !Number.isInteger(x) || x < 0 || x >= b.WIDTH)) problems.push('T1: radiation columns are columns of the board')
  if (cols.includes(b.BRIEFCASE_START[0])) problems.push('T1: Variant 2 must leave the briefcase square in play')
}

function checkLabels(ids: readonly string[], problems: string[]): void {
  if (ids.length !== 13 || new Set(ids).size !== 13) problems.push('T2: 13 distinct spies per side')
  if (ids[0] !== 'A' || ids[1] !== 'C') problems.push('T2: Spy A is alphabetically first and Spy C next')
  if (!ids.includes(SPY_X)) problems.push('T2: Spy X exists')
  if (ids.slice().sort().join() !== ids.join()) problems.push('T2: labels are listed in alphabetical order (Variant 5)')
}

function checkSetup(ids: readonly string[], positions: Tables['SETUP_POSITIONS'], board: Tables['BOARD'], problems: string[]): void {
  const squares = ids.map((id) => positions[id])
  if (squares.some((sq) => !sq)) {
    problems.push('T3: every spy has a setup square')
    return
  }
  if (Object.keys(positions).length !== ids.length) problems.push('T3: only the 13 spies have setup squares')
  if (new Set(squares.map((sq) => `${sq[0]},${sq[1]}`)).size !== squares.length) problems.push('T3: one spy per square')
  if (squares.some((sq) => sq[1] !== 0 && sq[1] !== 1)) problems.push('T3: spies start in the first and second rows')
  if (squares.some((sq) => sq[0] < 0 || sq[0] >= board.WIDTH || board.RADIATION_COLUMNS.includes(sq[0]))) {
    problems.push('T3: the standard setup stays legal under Variant 2 (no spy in a radiation column)')
  }
  const rows = [new Set<number>(), new Set<number>()]
  for (const sq of squares) rows[sq[1]]?.add(sq[0])
  if (rows[0].size > PLACEMENT.MAX_PER_ROW || rows[1].size > PLACEMENT.MAX_PER_ROW) problems.push('T3: no more than seven spies in a row')
  const both = [...rows[0]].filter((x) => rows[1].has(x)).length
  if (both < PLACEMENT.MIN_COLUMNS_BOTH_ROWS) problems.push('T3: at least four columns have spies in both rows')
  const [cx, cy] = board.BRIEFCASE_START
  const distance = (sq: Square): number => (sq[0] - cx) ** 2 + (sq[1] - cy) ** 2
  const x = positions[SPY_X]
  if (!x || ids.some((id) => id !== SPY_X && distance(positions[id]) <= distance(x))) {
    problems.push('T3: Spy X has the centre-most setup position')
  }
}

function sameMovement(a: MovementType, b: MovementType): boolean {
  return a.R === b.R && a.directions.length === b.directions.length && a.directions.every((d) => b.directions.includes(d))
}

function checkMovement(types: Tables['MOVEMENT_TYPES'], problems: string[]): void {
  const ids = Object.keys(types).filter((id) => id !== 'PROMOTED')
  if (ids.length !== 12 || !ids.every((id) => TYPE_ID.test(id))) problems.push('T4: 12 movement types M01..M12 per side')
  const promoted = types.PROMOTED
  if (!promoted || promoted.R !== 2 || promoted.directions.length !== 8 || !DIRECTIONS.every((d) => promoted.directions.includes(d))) {
    problems.push('T4: the promoted side moves 2 in any direction')
  }
  for (const id of ids) {
    const t = types[id]
    const dirs = t.directions
    if (dirs.length === 0 || new Set(dirs).size !== dirs.length || !dirs.every((d) => DIRECTIONS.includes(d))) {
      problems.push(`T4: ${id} lists distinct directions out of the eight`)
    }
    if (!Number.isInteger(t.R) || t.R < 1 || t.R > 4) problems.push(`T4: ${id} has one maximum distance from 1 to 4`)
    // "The four crown pieces are the ones that cannot move backwards": they, and only they.
    const backwards = dirs.some((d) => BACKWARDS.includes(d))
    if (t.crown && backwards) problems.push(`T4: ${id} has a crown, so it cannot move backwards`)
    if (!t.crown && !backwards) problems.push(`T4: ${id} has no crown, so it can move backwards (only crown pieces cannot)`)
    const closed = dirs.every((d) => dirs.includes(REVERSE[d]))
    if (t.lock === closed) problems.push(`T4: ${id}'s lock icon marks exactly the types that cannot always move back`)
    if (promoted && sameMovement(t, promoted)) problems.push(`T4: ${id} differs from the promoted side`)
  }
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      if (sameMovement(types[ids[i]], types[ids[j]])) problems.push(`T4: no two spies move in quite the same manner (${ids[i]}, ${ids[j]})`)
    }
  }
  if (ids.filter((id) => types[id].crown).length !== 4) problems.push('T4: exactly four promotable (crown) types')
}

function checkTokens(t: Tables['SPECIAL_TOKENS'], problems: string[]): void {
  const kinds = [t.REVEAL_1, t.MOVE_2, t.SWAP_2]
  if (new Set(kinds).size !== 3) problems.push('T5: three kinds of Special Action token')
  if (t.PER_PLAYER.length !== 3 || !kinds.every((k) => t.PER_PLAYER.includes(k))) problems.push('T5: three tokens per player, one of each kind')
}

/** Every constraint the tables break (empty when they meet them all). */
export function checkTables(t: Tables = TABLES): string[] {
  const problems: string[] = []
  checkBoard(t.BOARD, problems)
  checkLabels(t.SPY_IDS, problems)
  checkSetup(t.SPY_IDS, t.SETUP_POSITIONS, t.BOARD, problems)
  checkMovement(t.MOVEMENT_TYPES, problems)
  checkTokens(t.SPECIAL_TOKENS, problems)
  return problems
}

/** Soft checks a review suggests (not rules): half of the 12 types can move forward 2. */
export function softChecks(t: Tables = TABLES): string[] {
  const forwardTwo = Object.entries(t.MOVEMENT_TYPES).filter(([id, m]) => id !== 'PROMOTED' && m.directions.includes('N') && m.R >= 2)
  return forwardTwo.length === 6 ? [] : [`T4 (soft): ${forwardTwo.length} types move forward 2, a review suggests 6`]
}


