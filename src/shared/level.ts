// The computer player's levels, the same words for every game, declared once: the protocol's and
// the saved records' schemas, the engines' computer players and the Start screen take them from here.
import { z } from 'zod'

/** From the gentlest up; a new level is one more word here. */
export const LEVELS = ['easy', 'normal', 'hard', 'expert'] as const
export const levelSchema = z.enum(LEVELS)
export type Level = (typeof LEVELS)[number]
