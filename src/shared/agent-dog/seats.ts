// The seats of an Agent DOG game, one list shared by the engine (its T2 table, tables.ts), its wire
// schemas and the renderer. Which of them play with 2 or 3 players is the engine's T2.
import type { Seat } from './types'

/** Every colour, in clockwise seat order; teams sit opposite each other (red/green, blue/yellow). */
export const SEATS: readonly Seat[] = ['red', 'blue', 'green', 'yellow']
