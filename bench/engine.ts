// Engine throughput: how fast the Spies & Lies rules engine applies actions and plays whole games,
// per CPU-second of this process (harness.ts measureRate), after a fixed number of untimed batches.
import { applyAction, createGame, type GameState, type Move } from '../src/engine/spies-and-lies'
import { playRandomGame } from '../test/support/random-game'
import { measureRate, type BenchRow, type BenchSection, type Rate, type RateOptions } from './harness'

export const ENGINE_GOALS = {
  actionsPerSecond: 200_000,
  gamesPerSecond: 5_000,
} as const

/** How many random games are pre-recorded for the applyAction measurement. */
const RECORDED_GAMES = 500

/** Untimed batches before the timed runs: every recorded game replayed once (about 22,000 actions); 500 complete games. */
const WARMUP = { replays: RECORDED_GAMES, games: 500 } as const

interface Recorded {
  initial: GameState
  moves: Move[]
}

/** Pre-records random games: their initial states and move lists (not timed). */
function recordGames(count: number): Recorded[] {
  const games: Recorded[] = []
  for (let i = 0; i < count; i++) {
    const { options, moves } = playRandomGame(`bench-recorded-${i}`)
    games.push({ initial: createGame(options), moves })
  }
  return games
}

/** applyAction alone: replays recorded move lists from their (immutable, shared) initial states. */
export function actionsPerSecond(options?: RateOptions): Rate & { games: number; moves: number } {
  const games = recordGames(RECORDED_GAMES)
  const moves = games.reduce((n, g) => n + g.moves.length, 0)
  let next = 0
  const rate = measureRate(() => {
    const game = games[next]
    next = (next + 1) % games.length
    let state = game.initial
    for (const move of game.moves) state = applyAction(state, move.seat, move.action)
    if (state.phase !== 'over') throw new Error('a recorded game did not replay to its end')
    return game.moves.length
  }, { warmup: WARMUP.replays, ...options })
  return { ...rate, games: games.length, moves }
}

/** Complete random games: createGame, then at every step who must decide (promptFor), that seat's legalActions and a random choice. */
export function gamesPerSecond(options?: RateOptions): Rate {
  let n = 0
  return measureRate(() => {
    playRandomGame(`bench-play-${n++}`)
    return 1
  }, { warmup: WARMUP.games, ...options })
}

export const engineSection: BenchSection = {
  name: 'engine',
  description: 'Spies & Lies rules engine: applyAction throughput and complete random games',
  run(): BenchRow[] {
    const actions = actionsPerSecond()
    const games = gamesPerSecond()
    return [
      {
        section: 'engine',
        metric: 'applyAction (recorded random games)',
        value: actions.median,
        unit: 'actions/CPU-s',
        runs: actions.runs,
        wall: actions.wallMedian,
        cpuShare: actions.cpuShare,
        goal: { op: '>=', target: ENGINE_GOALS.actionsPerSecond },
        note: `${actions.games} pre-recorded games, ${actions.moves} moves, replayed in a loop after ${WARMUP.replays} untimed replays; median of 5 runs of ~1 s`,
      },
      {
        section: 'engine',
        metric: 'complete random games',
        value: games.median,
        unit: 'games/CPU-s',
        runs: games.runs,
        wall: games.wallMedian,
        cpuShare: games.cpuShare,
        goal: { op: '>=', target: ENGINE_GOALS.gamesPerSecond },
        note: `createGame + promptFor both seats + legalActions of the seat that plays + uniform choice + applyAction; after ${WARMUP.games} untimed games, median of 5 runs of ~1 s`,
      },
    ]
  },
}
