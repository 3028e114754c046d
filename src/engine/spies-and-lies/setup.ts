// Setup: shuffle the Intel deck and turn up the first old intel, exhaust one soldier per side,
// and draw the starting side.
import { RuleError } from './errors'
import { nextInt, seedRng, shuffled } from '../core/rng'
import { DECEPTION, INTEL_CARDS, RANKS, SEATS, TRACK, WALL_LIMITS, intelRanks } from './tables'
import { blankMissions, noAbilities } from './state'
import { freshTeamState } from './team/seats'
import type { GameSetup, GameState, Rank, Seat, SetupOptions } from './types'

function isSeat(x: unknown): x is Seat {
  return x === 'red' || x === 'blue'
}

function isRank(x: unknown): x is Rank {
  return typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 10
}

function checkOptions(o: SetupOptions): void {
  const bad = (why: string): never => {
    throw new RuleError('bad-setup', why)
  }
  if (typeof o !== 'object' || o === null) bad('setup options must be an object')
  if (typeof o.seed !== 'string') bad('seed must be a string')
  if (o.firstSeat !== undefined && !isSeat(o.firstSeat)) bad('firstSeat must be red or blue')
  if (o.exhausted !== undefined) {
    if (typeof o.exhausted !== 'object' || o.exhausted === null) bad('exhausted must give a rank per side')
    if (!isRank(o.exhausted.red) || !isRank(o.exhausted.blue)) bad('exhausted must give a rank 1..10 per side')
  }
  if (o.intelOrder !== undefined) {
    const ids = INTEL_CARDS.map((c) => c.id)
    const order = o.intelOrder
    const isPermutation =
      Array.isArray(order) &&
      order.length === ids.length &&
      ids.every((id) => order.includes(id))
    if (!isPermutation) bad(`intelOrder must be a permutation of ${ids.join(', ')}`)
  }
  if (o.teams !== undefined && typeof o.teams !== 'boolean') bad('teams must be true or false')
  if (o.wall !== undefined) {
    if (!Number.isInteger(o.wall) || o.wall < WALL_LIMITS.min || o.wall > WALL_LIMITS.max) {
      bad(`wall must be a whole number from ${WALL_LIMITS.min} to ${WALL_LIMITS.max}`)
    }
  }
}

export function createGame(options: SetupOptions): GameState {
  checkOptions(options)
  const rng = seedRng(options.seed)
  // Draws happen in a fixed order whether or not an option overrides them, so fixing one option
  // does not change the others' draws.
  const drawnOrder = shuffled(rng, INTEL_CARDS.map((c) => c.id))
  const drawnExhausted = { red: RANKS[nextInt(rng, RANKS.length)], blue: RANKS[nextInt(rng, RANKS.length)] }
  const drawnFirst: Seat = SEATS[nextInt(rng, 2)]

  const setup: GameSetup = {
    seed: options.seed,
    firstSeat: options.firstSeat ?? drawnFirst,
    exhausted: options.exhausted ? { red: options.exhausted.red, blue: options.exhausted.blue } : drawnExhausted,
    intelOrder: options.intelOrder ? options.intelOrder.slice() : drawnOrder,
    wall: options.wall ?? TRACK.wall,
  }
  const [firstOld, ...deck] = setup.intelOrder
  const state: GameState = {
    version: 1,
    setup,
    rng,
    day: 1,
    phase: 'deploy',
    startSeat: setup.firstSeat,
    doubleAgent: 0,
    infiltration: { red: 0, blue: 0 },
    deception: { red: DECEPTION.startEach, blue: DECEPTION.startEach, supply: DECEPTION.supply },
    intelDeck: deck,
    intelCurrent: null,
    intelOld: [firstOld],
    exhausted: { red: [setup.exhausted.red], blue: [setup.exhausted.blue] },
    missions: { red: blankMissions(), blue: blankMissions() },
    deployed: { red: false, blue: false },
    intelConfirmed: { red: false, blue: false },
    turn: 0,
    step: 'guess',
    active: { red: noAbilities(), blue: noAbilities() },
    winner: null,
    log: [],
  }
  state.log.push({
    type: 'setup',
    wall: setup.wall,
    oldIntel: intelRanks(firstOld),
    exhausted: { red: [setup.exhausted.red], blue: [setup.exhausted.blue] },
  })
  state.log.push({ type: 'day', day: 1, startSeat: setup.firstSeat })
  // Two against two: the same setup and draws; the seats' progress of the day is kept beside it.
  if (options.teams === true) state.teams = freshTeamState()
  return state
}
