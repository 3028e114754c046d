// Helpers for the rule-by-rule Spies & Lies tests. They drive the engine only through its public
// API (createGame / applyAction / legalActions / viewFor); where a test needs a situation that is
// impractical to reach by play, `edited` makes a deep copy of a real state and changes plain fields.
import { expect } from 'vitest'
import {
  RuleError,
  applyAction,
  createGame,
  viewFor,
  type Action,
  type GameState,
  type PlayerView,
  type Rank,
  type Seat,
  type SetupOptions,
} from '../../../src/engine/spies-and-lies'
import { expectRuleErrorOf } from '../../support/rule-errors'

export type Lineup = [Rank, Rank, Rank, Rank]
export type CaptainAnswer = { choice: 'six' } | { choice: 'copy'; rank: Rank }

/** A fixed Intel deck: old intel low (1-4), day 1 mid (4-7), day 2 high (7-10), day 3 low. */
export const INTEL_ORDER: readonly string[] = ['low-a', 'mid-a', 'high-a', 'low-b', 'mid-b', 'high-b']

export const ALL_RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

export function other(seat: Seat): Seat {
  return seat === 'red' ? 'blue' : 'red'
}

/** A game with every random setup choice fixed: red starts, both Marshals exhausted, fixed deck. */
export function newGame(over: Partial<SetupOptions> = {}): GameState {
  return createGame({
    seed: 'rules',
    firstSeat: 'red',
    exhausted: { red: 10, blue: 10 },
    intelOrder: [...INTEL_ORDER],
    ...over,
  })
}

/** applyAction, also checking the contract that the input state is never mutated. */
export function play(state: GameState, seat: Seat, action: Action): GameState {
  const before = JSON.stringify(state)
  const next = applyAction(state, seat, action)
  if (JSON.stringify(state) !== before) throw new Error('applyAction mutated its input state')
  return next
}

export function view(state: GameState, seat: Seat | null = null): PlayerView {
  return viewFor(state, seat)
}

/** A deep copy of a real state with plain fields edited (documented in each test that uses it). */
export function edited(state: GameState, edit: (s: GameState) => void): GameState {
  const copy = JSON.parse(JSON.stringify(state)) as GameState
  edit(copy)
  return copy
}

export function deployBoth(state: GameState, red: Lineup, blue: Lineup): GameState {
  return play(play(state, 'red', { type: 'deploy', missions: red }), 'blue', { type: 'deploy', missions: blue })
}

/**
 * Both sides confirm the Intel phase (red first). A side with a deployed Sergeant adds its token:
 * `tokens[seat]` if given, else the honest one (is 4 on the current Intel card?).
 */
export function confirmIntel(state: GameState, tokens: Partial<Record<Seat, boolean>> = {}): GameState {
  let s = state
  for (const seat of ['red', 'blue'] as const) {
    const v = view(s, seat)
    const prompt = v.prompt
    if (prompt === null || prompt.type !== 'intel') throw new Error(`helper: ${seat} has no intel prompt`)
    if (prompt.sergeant === null) {
      s = play(s, seat, { type: 'intel' })
    } else {
      const honest = (v.intel.current ?? []).includes(4)
      s = play(s, seat, { type: 'intel', sergeantToken: tokens[seat] ?? honest })
    }
  }
  return s
}

/** Deploy both line-ups and confirm the Intel phase: the state is at the first guess of the day. */
export function startDay(
  state: GameState,
  red: Lineup,
  blue: Lineup,
  tokens: Partial<Record<Seat, boolean>> = {},
): GameState {
  return confirmIntel(deployBoth(state, red, blue), tokens)
}

export interface Target {
  guesser: Seat
  defender: Seat
  mission: number
  /** The defender's card, read from the defender's own view. */
  card: Rank
}

/** The guess about to be made (whether or not the defender still has to decide on Deception). */
export function target(state: GameState): Target {
  for (const seat of ['red', 'blue'] as const) {
    const p = view(state, seat).prompt
    if (p !== null && (p.type === 'guess' || p.type === 'deceive')) {
      const guesser = p.type === 'guess' ? seat : other(seat)
      const defender = other(guesser)
      const card = view(state, defender).missions[defender][p.mission].rank
      if (card === null) throw new Error('helper: defender cannot see its own card')
      return { guesser, defender, mission: p.mission, card }
    }
  }
  throw new Error('helper: nobody is about to guess')
}

export interface GuessOptions {
  /** Answer the defender's Deception prompt (default: decline). Throws if true and no prompt. */
  deceive?: boolean
  /** Answer a Marshal prompt that the reveal raises (else left pending). */
  marshal?: 'ten' | 'sabotage'
  /** Answer a Captain prompt that the reveal raises (else left pending). */
  captain?: CaptainAnswer
}

export function captainAction(c: CaptainAnswer): Action {
  return c.choice === 'six' ? { type: 'captain', choice: 'six' } : { type: 'captain', choice: 'copy', rank: c.rank }
}

/** One guess of the mission phase: the Deception decision if offered, the guess, then any choice. */
export function guess(state: GameState, rank: Rank, opts: GuessOptions = {}): GameState {
  let s = state
  const t = target(s)
  const dp = view(s, t.defender).prompt
  if (dp !== null && dp.type === 'deceive') {
    s = play(s, t.defender, { type: 'deceive', play: opts.deceive ?? false })
  } else if (opts.deceive === true) {
    throw new Error(`helper: ${t.defender} was not offered a Deception token`)
  }
  s = play(s, t.guesser, { type: 'guess', rank })
  let p = view(s, t.defender).prompt
  if (p !== null && p.type === 'captain' && opts.captain) {
    s = play(s, t.defender, captainAction(opts.captain))
    p = view(s, t.defender).prompt
  }
  if (p !== null && p.type === 'marshal' && opts.marshal) {
    s = play(s, t.defender, { type: 'marshal', choice: opts.marshal })
  }
  return s
}

/** A correct guess of the current target. */
export function hit(state: GameState, opts: GuessOptions = {}): GameState {
  return guess(state, target(state).card, opts)
}

/** A wrong guess of the current target. */
export function miss(state: GameState, opts: GuessOptions = {}): GameState {
  const card = target(state).card
  return guess(state, card === 1 ? 2 : 1, opts)
}

/** Plays correct guesses until the current day is over (or the game ends). */
export function finishDayCorrect(state: GameState): GameState {
  let s = state
  const day = view(s).day
  while (view(s).phase === 'mission' && view(s).day === day) s = hit(s)
  return s
}

/** The four lowest non-Sergeant ranks of `hand`, leaving out `avoid`. */
export function autoLineup(hand: readonly Rank[] | null, avoid: readonly Rank[] = []): Lineup {
  const picked = (hand ?? []).filter((r) => r !== 4 && !avoid.includes(r)).sort((a, b) => a - b).slice(0, 4)
  if (picked.length !== 4) throw new Error(`helper: cannot build a line-up from ${JSON.stringify(hand)}`)
  return [picked[0], picked[1], picked[2], picked[3]]
}

/** A line-up ending on `last`, the three lowest non-Sergeant ranks below it leading. */
export function lineupEndingOn(hand: readonly Rank[] | null, last: Rank, avoid: readonly Rank[] = []): Lineup {
  const lead = (hand ?? []).filter((r) => r !== 4 && r < last && !avoid.includes(r)).sort((a, b) => a - b).slice(0, 3)
  if (lead.length !== 3 || !(hand ?? []).includes(last)) throw new Error(`helper: cannot end a line-up on ${last}`)
  return [lead[0], lead[1], lead[2], last]
}

/**
 * Plays a whole day with correct guesses only, each side deploying `autoLineup(hand, avoid)`.
 * Returns the state at the next day's deploy phase (or game over after day 3).
 */
export function playDayCorrect(state: GameState, avoid: Partial<Record<Seat, readonly Rank[]>> = {}): GameState {
  const red = autoLineup(view(state, 'red').hand, avoid.red ?? [])
  const blue = autoLineup(view(state, 'blue').hand, avoid.blue ?? [])
  return finishDayCorrect(startDay(state, red, blue))
}

/**
 * Days 1 and 2 with correct guesses only (red starts day 1), neither side deploying its Bomb or
 * General, so both are in hand on day 3. Day 3 (red starts) with `lastRed` / `lastBlue` on
 * mission 4, and correct guesses up to red's last guess (t6). Tracks then: red 2, blue 2, Double
 * Agent 0 (day 1: 8/8; day 2: both infiltrate once, 6/6; day 3: both infiltrate once, 2/2).
 */
export function day3BeforeLastGuesses(lastRed: Rank, lastBlue: Rank): GameState {
  const avoid: Record<Seat, readonly Rank[]> = { red: [7, 9], blue: [7, 9] }
  let s = playDayCorrect(playDayCorrect(newGame(), avoid), avoid)
  expect(numbers(s)).toMatchObject({ day: 3, red: 6, blue: 6, da: 0 })
  s = startDay(
    s,
    lineupEndingOn(view(s, 'red').hand, lastRed, [7, 9]),
    lineupEndingOn(view(s, 'blue').hand, lastBlue, [7, 9]),
  )
  for (let i = 0; i < 6; i++) s = hit(s)
  expect(numbers(s)).toMatchObject({ red: 2, blue: 2, da: 0, phase: 'mission' })
  return s
}

/** Asserts that `fn` throws a RuleError with exactly this code. */
export function expectRuleError(fn: () => unknown, code: string): RuleError {
  return expectRuleErrorOf(RuleError, fn, code)
}

/**
 * Summary numbers most tests compare. The Double Agent is normalised with `+ 0` so that a -0 in
 * the state (a separate defect, tested on its own in track.test.ts) does not fail rule tests.
 */
export function numbers(state: GameState): {
  day: number
  phase: string
  da: number
  red: number
  blue: number
  tokens: { red: number; blue: number; supply: number }
  winner: Seat | 'draw' | null
} {
  const v = view(state)
  return {
    day: v.day,
    phase: v.phase,
    da: v.doubleAgent + 0,
    red: v.infiltration.red,
    blue: v.infiltration.blue,
    tokens: { red: v.deception.red, blue: v.deception.blue, supply: v.deception.supply },
    winner: v.winner,
  }
}

export function sorted(ranks: readonly Rank[]): Rank[] {
  return ranks.slice().sort((a, b) => a - b)
}
