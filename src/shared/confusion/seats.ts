// The seats of a Confusion game, declared once: the engine (tables.ts re-exports them), its wire
// schemas and the renderer take the list and the Seat type from here.

/** White (USA) and Red (USSR), in seat order. White's first row is y = 0, Red's is y = 10. */
export const SEATS = ['white', 'red'] as const

/** white = USA, red = USSR. */
export type Seat = (typeof SEATS)[number]
