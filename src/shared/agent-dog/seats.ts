// The seats of an Agent DOG game, declared once: the engine (its T2 table, tables.ts), its wire
// schemas and the renderer take the list and the Seat type from here. Which of them play with 2 or
// 3 players is the engine's T2.

/** Every colour, in clockwise seat order; teams sit opposite each other (red/green, blue/yellow). */
export const SEATS = ['red', 'blue', 'green', 'yellow'] as const

/** The four colours, clockwise round the board; a seat plays the colour of its name. */
export type Seat = (typeof SEATS)[number]
