// What positions and soldiers are worth, in Double Agent spaces from one side's point of view:
// the Double Agent's position, plus what the infiltration tracks, the Deception tokens held and the
// abilities active for the rest of the day are expected to turn into.
import { DIRECTION, MISSIONS_PER_DAY, RANKS, opponent } from '../tables'
import type { Day, GameState, Rank, Seat } from '../types'

/** A finished game, in spaces: far above any margin a day can produce. */
export const WIN_VALUE = 12
const GUESSES_PER_DAY = MISSIONS_PER_DAY * 2

/**
 * Spaces one infiltration point is worth on each day. A full track moves the Double Agent `day`
 * spaces, and points left on the track wait for a later, better-paid day.
 */
const IP_SPACES: Readonly<Record<Day, number>> = { 1: 0.17, 2: 0.24, 3: 0.25 }

export function ipValue(day: Day): number {
  return IP_SPACES[day]
}

/** Infiltration points a held Deception token is expected to bring (+4 when the guess is wrong). */
export const TOKEN_IP = 2.6

/** Guess turn `turn` (0..7) belongs to the starting side when even. */
export function guesserAt(s: Pick<GameState, 'startSeat'>, turn: number): Seat {
  return turn % 2 === 0 ? s.startSeat : opponent(s.startSeat)
}

/** The first guess turn not yet resolved (the current one is done while a choice is pending). */
function nextTurn(s: GameState): number {
  if (s.phase === 'deploy' || s.phase === 'intel') return 0
  return s.step === 'marshal' || s.step === 'captain' ? s.turn + 1 : s.turn
}

/** Guesses `side` still makes today. */
export function guessesLeft(s: GameState, side: Seat): number {
  if (s.phase === 'over') return 0
  let n = 0
  for (let t = nextTurn(s); t < GUESSES_PER_DAY; t++) if (guesserAt(s, t) === side) n++
  return n
}

/** `side`'s own cards still to be guessed today. */
export function cardsLeft(s: GameState, side: Seat): number {
  return guessesLeft(s, opponent(side))
}

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26, |error| < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * z)
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-z * z)
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/**
 * What `side`'s infiltration track is worth. Before day 3 points wait for a later day; on day 3
 * they only count if the track still fills today (then the Double Agent moves 3 spaces).
 */
function trackValue(s: GameState, side: Seat): number {
  const t = s.infiltration[side]
  if (s.day < 3) return t * ipValue(s.day)
  const cards = cardsLeft(s, side)
  const guesses = guessesLeft(s, side)
  const income = 2.6 * cards + (s.active[side].scout ? 1.6 : 0.8) * guesses
  const sd = 3 * Math.sqrt(cards + 0.3 * guesses) + 0.7
  return 3 * normalCdf((t + income - 9.5) / sd) + 0.01 * t
}

/** Deception tokens held, worth something only while there are own cards left to play them on. */
function tokenValue(s: GameState, side: Seat): number {
  const held = s.deception[side]
  if (held === 0) return 0
  const chances = cardsLeft(s, side) + MISSIONS_PER_DAY * (3 - s.day)
  return Math.min(held, chances) * TOKEN_IP * ipValue(s.day)
}

/** Abilities active for the rest of the day, by the guesses `side` has left to use them. */
function abilityValue(s: GameState, side: Seat): number {
  const guesses = guessesLeft(s, side)
  if (guesses === 0) return 0
  const a = s.active[side]
  let ip = 0
  if (a.scout) ip += 0.8 * guesses
  if (a.bomb === 'armed') ip += 2.5
  if (a.spy) ip += 0.4 * guesses
  if (a.miner) ip += 0.3 * guesses
  return ip * ipValue(s.day)
}

/** The Double Agent, from `me`'s side; standing on the enemy wall is worth a little more. */
function agentValue(s: GameState, me: Seat): number {
  const pos = DIRECTION[me] * s.doubleAgent
  const wall = s.setup.wall
  return pos + (pos === wall ? 0.5 : 0) - (pos === -wall ? 0.5 : 0)
}

/** A linear estimate of the position for `me`, in spaces (a won game is WIN_VALUE). */
export function linearValue(s: GameState, me: Seat): number {
  const enemy = opponent(me)
  if (s.winner !== null) {
    if (s.winner === 'draw') return 0
    return (s.winner === me ? WIN_VALUE : -WIN_VALUE) + 0.01 * agentValue(s, me)
  }
  return (
    agentValue(s, me) +
    trackValue(s, me) -
    trackValue(s, enemy) +
    tokenValue(s, me) -
    tokenValue(s, enemy) +
    abilityValue(s, me) -
    abilityValue(s, enemy)
  )
}

/**
 * The chance of winning minus the chance of losing (-1..1) for `me`: the linear margin against the
 * spread of what is still to be played.
 */
export function winValue(s: GameState, me: Seat): number {
  if (s.winner !== null) {
    if (s.winner === 'draw') return 0
    return s.winner === me ? 1 : -1
  }
  const margin = linearValue(s, me)
  const turnsLeft = s.phase === 'mission' ? GUESSES_PER_DAY - nextTurn(s) : GUESSES_PER_DAY
  const spread = 2.3 * Math.sqrt(turnsLeft / GUESSES_PER_DAY + (3 - s.day)) + 0.4
  return 2 * normalCdf(margin / spread) - 1
}

export interface SoldierContext {
  day: Day
  /** The owner's and the other side's infiltration tracks. */
  ownerTrack: number
  otherTrack: number
  /** Guesses the owner still makes today after this reveal (abilities work on those). */
  guessesAfter: number
  /** The owner's exhausted soldiers (what a Captain may copy). */
  exhausted: readonly Rank[]
  /** Whether the Spy would still earn a Deception token (the owner holds < 2, the supply is not empty). */
  tokenRoom: boolean
}

/** What activating `rank` is worth to its owner, in spaces, from a summary of the position. */
export function soldierValue(rank: Rank, ctx: SoldierContext, copying = false): number {
  const c = ipValue(ctx.day)
  const g = ctx.guessesAfter
  switch (rank) {
    case 1:
      return (1 + (ctx.tokenRoom ? TOKEN_IP : 0) + 0.4 * g) * c
    case 2:
      return (2 + 0.8 * g) * c
    case 3:
      return (3 + 0.3 * g) * c
    case 4:
      return 4 * c
    case 5:
      return 1
    case 6: {
      let best = 6 * c
      if (!copying) for (const r of ctx.exhausted) if (r !== 6) best = Math.max(best, soldierValue(r, ctx, true))
      return best
    }
    case 7:
      return g > 0 ? 2.5 * c : 0
    case 8:
      return 8 * c
    case 9:
      return 2
    case 10:
      return Math.max(10 - 0.5 * ctx.ownerTrack, 5 + Math.min(5, ctx.otherTrack)) * c
  }
}

/** soldierValue for every rank, indexed by rank (0 unused). */
export function soldierValues(ctx: SoldierContext): number[] {
  return [0, ...RANKS.map((r) => soldierValue(r, ctx))]
}

/** A correct guess, worth to the guesser in spaces. */
export function correctValue(day: Day, scout: boolean): number {
  return (scout ? 4 : 2) * ipValue(day)
}
