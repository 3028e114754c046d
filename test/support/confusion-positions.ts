// Confusion positions shared by the engine's rule tests and the table's tests (no Node or DOM
// imports, so both tsconfigs take it): the fixed movement assignment, and `arrange`, which makes a
// deep copy of a real state and moves plain fields (spies' squares, the briefcase), never the
// engine's logic.
import type { GameState, Label, MovementId, Seat, Square } from '../../src/engine/confusion'

/** The fixed assignment of the rule tests: labels in order get M01..M12, X is the Double Agent. */
export const ASSIGNMENT: Record<Label, MovementId> = {
  A: 'M01',
  C: 'M02',
  D: 'M03',
  E: 'M04',
  F: 'M05',
  G: 'M06',
  H: 'M07',
  J: 'M08',
  K: 'M09',
  L: 'M10',
  M: 'M11',
  N: 'M12',
  X: 'DA',
}

export interface Layout {
  /** Squares of the spies to keep on the board; with `only`, every other spy of that side is taken off. */
  white?: Partial<Record<Label, Square>>
  red?: Partial<Record<Label, Square>>
  only?: boolean
  briefcase?: { at: Square; holder?: [Seat, Label] | null }
  turn?: Seat
}

/**
 * A deep copy of `state` with spies and the briefcase where the test needs them. With `only`, spies
 * not listed are taken off the board as captured. Spies listed are moved; others stay put (a square
 * clash is the test's mistake and fails at once).
 */
export function arrange(state: GameState, layout: Layout): GameState {
  const s = JSON.parse(JSON.stringify(state)) as GameState
  for (const seat of ['white', 'red'] as const) {
    const squares = layout[seat] ?? {}
    for (const spyState of s.spies) {
      if (spyState.owner !== seat) continue
      const sq = squares[spyState.label]
      if (sq) {
        spyState.at = [sq[0], sq[1]]
        spyState.removed = null
      } else if (layout.only) {
        spyState.at = null
        spyState.removed = 'captured'
      }
    }
  }
  if (layout.briefcase) {
    s.briefcase.at = layout.briefcase.at
    const h = layout.briefcase.holder
    s.briefcase.holder = h ? s.spies.findIndex((x) => x.owner === h[0] && x.label === h[1]) : null
  }
  if (layout.turn) s.turn = layout.turn
  const seen = new Set<string>()
  for (const x of s.spies) {
    if (x.at === null) continue
    const key = x.at.join(',')
    if (seen.has(key)) throw new Error(`arrange: two spies on ${key}`)
    seen.add(key)
  }
  if (s.briefcase.holder !== null) {
    const at = s.spies[s.briefcase.holder].at
    if (!at || at[0] !== s.briefcase.at[0] || at[1] !== s.briefcase.at[1]) throw new Error('arrange: the holder is not on the briefcase')
  }
  return s
}
