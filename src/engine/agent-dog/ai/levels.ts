// The four levels as data (how each one plays is in beginner.ts, choose-play.ts and exchange.ts).
//  - easy: a beginner: enters, moves its own agents forward and into the goal, now and then on a
//    whim; forgets every undercover agent.
//  - normal: weighs every play in a few guessed worlds: the race, captures, meetings, the danger of
//    being hit by the next players' likely cards; follows the undercover agents through the log.
//  - hard: as normal, then plays the best few out: the others' replies from hands guessed from the
//    unseen cards, and its own next card; passes the card its partner can use.
//  - expert: as hard, with each play tried in more worlds and more of the best played out, each one
//    turn of its own further (its next card and the others' replies again).
import type { Level } from '../../core/game-module'

export interface LevelSettings {
  /** Follows undercover agents through the public log. */
  remember: boolean
  /** Worlds (guessed undercover colours and hands) each play is tried in. */
  worlds: number
  /** Weight of the danger of capture for its own side, and of its side's threats to the others. */
  danger: number
  threat: number
  /** Plays looked ahead (0: one card deep). */
  candidates: number
  /** Weight of its own best next card after the others' replies. */
  followUp: number
  /** More turns of its own (each with the others' replies) played out after a play (deep-lookahead.ts). */
  turns: number
  /** Passes with its partner's (or receiver's) use of the card in mind. */
  teamExchange: boolean
}

export const LEVELS: Readonly<Record<Exclude<Level, 'easy'>, LevelSettings>> = {
  normal: { remember: true, worlds: 3, danger: 1, threat: 0.5, candidates: 0, followUp: 0, turns: 0, teamExchange: false },
  hard: { remember: true, worlds: 6, danger: 1, threat: 0.5, candidates: 6, followUp: 0.3, turns: 0, teamExchange: true },
  expert: { remember: true, worlds: 16, danger: 1, threat: 0.5, candidates: 10, followUp: 0.3, turns: 1, teamExchange: true },
}

/** The easy level's whims: the chance of a play picked at random, and the noise on its scores (in fields). */
export const BEGINNER = { randomPlay: 0.15, noise: 6 } as const
