// The named data tables T1–T5, exactly as Safehouse's rules give them, and the check that
// they (or any replacement) meet the constraints the rulebook's text fixes.
import { describe, expect, it } from 'vitest'
import {
  BOARD,
  CURRENT_PIECES,
  MOVEMENT_TYPES,
  PIECE_SETS,
  PIECE_SET_IDS,
  SETUP_POSITIONS,
  SPECIAL_TOKENS,
  SPY_IDS,
  TABLES,
  checkTables,
  setupSquare,
  softChecks,
  type Tables,
} from '../../../src/engine/confusion'

/** The tables as plain editable JSON. */
interface Editable {
  BOARD: { RADIATION_COLUMNS: number[] } & Record<string, unknown>
  SPY_IDS: string[]
  SETUP_POSITIONS: Record<string, [number, number]>
  MOVEMENT_TYPES: Record<string, { directions: string[]; R: number; crown: boolean; lock: boolean }>
  SPECIAL_TOKENS: { REVEAL_1: string; MOVE_2: string; SWAP_2: string; PER_PLAYER: string[] }
}

/** A deep copy of the tables in use, edited by `edit`. */
function replaced(edit: (t: Editable) => void): Tables {
  const t = JSON.parse(JSON.stringify(TABLES)) as Editable
  edit(t)
  return t as unknown as Tables
}

describe('T1 BOARD', () => {
  it('is 11 × 11 with the briefcase on f6, halves of five rows and radiation columns a and k', () => {
    expect(BOARD.WIDTH).toBe(11)
    expect(BOARD.HEIGHT).toBe(11)
    expect(BOARD.BRIEFCASE_START).toEqual([5, 5])
    expect(BOARD.FIRST_ROW).toEqual({ white: 0, red: 10 })
    expect(BOARD.HALF).toEqual({ white: [0, 1, 2, 3, 4], red: [6, 7, 8, 9, 10] })
    expect(BOARD.NEUTRAL_ROW).toBe(5)
    expect(BOARD.RADIATION_COLUMNS).toEqual([0, 10])
  })
})

describe('T2 SPY_IDS', () => {
  it('are A, C, D, E, F, G, H, J, K, L, M, N, X in alphabetical order (no B)', () => {
    expect(SPY_IDS).toEqual(['A', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'X'])
  })
})

describe('T3 SETUP_POSITIONS', () => {
  it("is Safehouse's layout for White, X on f2", () => {
    expect(SETUP_POSITIONS).toEqual({
      A: [1, 0], C: [2, 0], D: [4, 0], E: [6, 0], F: [8, 0], G: [9, 0],
      H: [3, 1], J: [4, 1], X: [5, 1], K: [6, 1], L: [7, 1], M: [8, 1], N: [2, 1],
    })
  })

  it("gives Red the 180° rotation of White's square for the same label", () => {
    for (const label of SPY_IDS) {
      const [x, y] = SETUP_POSITIONS[label]
      expect(setupSquare('white', label)).toEqual([x, y])
      expect(setupSquare('red', label)).toEqual([10 - x, 10 - y])
    }
  })
})

describe('T4 PIECE_SETS', () => {
  it("set 1 is Safehouse's first set M01–M12 and the promoted side, exactly (games saved before set 2 replay under it)", () => {
    expect(PIECE_SETS[1]).toEqual({
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
    })
  })

  it('set 2 is set 1 with M04 moving back too (right, left, back up to 4; locked), and is the current set', () => {
    expect(PIECE_SETS[2]).toEqual({ ...PIECE_SETS[1], M04: { directions: ['E', 'W', 'S'], R: 4, crown: false, lock: true } })
    expect(PIECE_SET_IDS).toEqual([1, 2])
    expect(CURRENT_PIECES).toBe(2)
    expect(MOVEMENT_TYPES).toBe(PIECE_SETS[2])
    expect(TABLES.MOVEMENT_TYPES).toBe(PIECE_SETS[2])
  })
})

describe('T5 SPECIAL_TOKENS', () => {
  it('are one Reveal 1, one Move 2 and one Swap 2 per player', () => {
    expect(SPECIAL_TOKENS).toEqual({ REVEAL_1: 'reveal', MOVE_2: 'move2', SWAP_2: 'swap', PER_PLAYER: ['reveal', 'move2', 'swap'] })
  })
})

describe('checkTables: any replacement must still meet the constraints of the text', () => {
  it('passes the tables in use, and the soft check (six types move forward 2) holds', () => {
    expect(checkTables()).toEqual([])
    expect(softChecks()).toEqual([])
  })

  const cases: Array<[string, (t: Editable) => void, RegExp]> = [
    ['"Only these four Spies can be promoted": a fifth crown', (t) => { t.MOVEMENT_TYPES.M01.crown = true }, /exactly four promotable/],
    ['crown pieces cannot move backwards', (t) => { t.MOVEMENT_TYPES.M08 = { ...t.MOVEMENT_TYPES.M08, directions: ['NE', 'NW', 'SE'], lock: true } }, /cannot move backwards/],
    ['only the crown pieces cannot move backwards', (t) => { t.MOVEMENT_TYPES.M03 = { directions: ['N'], R: 4, crown: false, lock: true } }, /no crown, so it can move backwards/],
    ['"No two of your Spies move in quite the same manner"', (t) => { t.MOVEMENT_TYPES.M05 = { ...t.MOVEMENT_TYPES.M01 } }, /quite the same manner/],
    ['one maximum distance from 1 to 4', (t) => { t.MOVEMENT_TYPES.M03.R = 5 }, /from 1 to 4/],
    ['the lock marks the types that cannot always return', (t) => { t.MOVEMENT_TYPES.M11.lock = false }, /lock icon/],
    ['the promoted side moves 2 in any direction', (t) => { t.MOVEMENT_TYPES.PROMOTED.R = 3 }, /promoted side/],
    ['12 movement types', (t) => { delete t.MOVEMENT_TYPES.M12 }, /12 movement types/],
    ['Spy X has the centre-most setup position', (t) => { t.SETUP_POSITIONS.X = [1, 1] }, /centre-most/],
    ['"You may only setup in the first and second rows"', (t) => { t.SETUP_POSITIONS.A = [1, 2] }, /first and second rows/],
    ['the standard setup stays legal under Variant 2', (t) => { t.SETUP_POSITIONS.A = [0, 0] }, /radiation column/],
    ['"No more than seven Spies may be placed in any one row"', (t) => { t.SETUP_POSITIONS.A = [1, 1] }, /seven spies/],
    ['"At least four columns must have Spies in both rows"', (t) => {
      Object.assign(t.SETUP_POSITIONS, { A: [0, 0], C: [1, 0], D: [2, 0], E: [3, 0], F: [10, 0], G: [9, 0] })
    }, /four columns/],
    ['one spy per square', (t) => { t.SETUP_POSITIONS.C = [1, 0] }, /one spy per square/],
    ['"it transfers to Spy C": A and C come first', (t) => { t.SPY_IDS = ['B', ...t.SPY_IDS.slice(1)] }, /Spy A is alphabetically first/],
    ['the briefcase square stays in play under Variant 2', (t) => { t.BOARD.RADIATION_COLUMNS = [5] }, /briefcase square in play/],
    ['three tokens per player, one of each kind', (t) => { t.SPECIAL_TOKENS = { ...t.SPECIAL_TOKENS, PER_PLAYER: ['reveal', 'reveal', 'swap'] } }, /one of each kind/],
  ]
  for (const [name, edit, problem] of cases) {
    it(`refuses a replacement that breaks: ${name}`, () => {
      const problems = checkTables(replaced(edit))
      expect(problems.some((p) => problem.test(p)), problems.join('\n')).toBe(true)
    })
  }
})
