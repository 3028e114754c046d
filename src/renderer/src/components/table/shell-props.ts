// What a game's table hands TableShell about the game in play: useTablePlatform makes it
// (table-platform.ts), TableShell shows it.

/** The hot-seat cover: the seat the window is handed to, as PassScreen shows it. */
export interface HandOver {
  label: string
  mark: string
  colour: string
  name: string | null
  /** What the cover hides, in the game's words: cards (the default) or spies. */
  secrets?: 'cards' | 'spies'
}

export interface ShellState {
  /** The top bar's line: whose turn, or how the game ended. */
  turn: string
  /** Watching, not playing: nothing is lost by leaving. */
  spectating: boolean
  /** The game is over by its rules (the end dialog opens). */
  over: boolean
  /** The seat's view has arrived (else the loading line). */
  loaded: boolean
  /** Hot-seat: the seat the window is handed to, behind the cover; null when nobody is covered. */
  handOver: HandOver | null
  /** Names what the window must decide now (a new one chimes); null when it decides nothing. */
  promptKey: string | null
  /** The game's end dialog's own props. */
  endProps: Record<string, unknown>
}
