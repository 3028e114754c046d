// The fields every game's view has, whatever else it holds: what the wire protocol carries and the
// engines' GameModule returns. Declared on the ground floor, so the protocol needs nothing above it.
/** The fields every game's view has, whatever else it holds. */
export interface BaseView<Seat extends string = string> {
  /** null: a spectator. */
  seat: Seat | null
  toAct: Seat[]
  /** What this viewer must decide now (its `type` names the action that answers it), or null. */
  prompt: { type: string } | null
  /** The winning seats (a team: all its seats), 'draw', or null while in play. Two-player Spies & Lies keeps a single seat. */
  winner: Seat[] | Seat | 'draw' | null
  /** Public events only. */
  log: ReadonlyArray<{ type: string }>
}
