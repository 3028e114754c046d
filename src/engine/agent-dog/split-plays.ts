// The Partner's play actions as shared values, like its splits (split-moves.ts): a worst listing
// returns thousands of actions, and a fresh object for each was most of what such a call allocated
// (and so brought garbage collection into its slowest calls). An action of a given card and split is
// always the same value, so each is built once, frozen, and handed out by every listing. Nothing
// may write into a listed action (the engine, the computer player and the table only read them).
import { SharedValues, splitOf } from './split-moves'
import { CARD_IDS } from './tables'
import type { PlayAction } from './types'

const CARD_NUMBER = new Map(CARD_IDS.map((id, n) => [id, n]))

/** A card's number for splitPlayOf, or -1 for an id that is not a card. */
export const cardNumber = (card: string): number => CARD_NUMBER.get(card) ?? -1

// A hand of Partners and Copies of one holds several worst listings' plays: room for all of them.
const PLAYS = new SharedValues<PlayAction>(16, (card, key) => Object.freeze({ type: 'play', card: CARD_IDS[card], move: splitOf(key) }) as PlayAction)

/** Playing card number `card` (cardNumber) as the split of key `key` (split-moves.ts). */
export const splitPlayOf = (card: number, key: number): PlayAction => PLAYS.get(card, key)

/** How many times the shared actions were let go (tests: an action is the same object on every listing in between). */
export const splitPlaysEmptied = (): number => PLAYS.emptied
