// The seats of a Confusion game, one table shared by the engine (tables.ts re-exports it), its wire
// schemas and the renderer.
import type { Seat } from './types'

/** White (USA) and Red (USSR), in seat order. */
export const SEATS: readonly Seat[] = ['white', 'red']
