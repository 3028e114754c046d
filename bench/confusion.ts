// Confusion engine throughput: applyAction on recorded random games, complete random games (both per
// CPU-second, harness.ts measureRate), and the deduction helper's CPU time per update at the start,
// the middle and the end of a game.
import { applyAction, createGame, deduce, viewFor, type GameState, type Move, type Seat } from '../src/engine/confusion'
import { playRandomGame } from '../test/support/confusion-random-game'
import { cpuMs, measureRate, type BenchRow, type BenchSection } from './harness'

export const CONFUSION_GOALS = {
  actionsPerSecond: 100_000,
  /** The helper's p99 per update, in milliseconds. */
  deduceP99Ms: 5,
} as const

/** How many random games are pre-recorded for the applyAction and helper measurements. */
const RECORDED_GAMES = 200

/** Untimed work before each measurement, by count: every recorded game replayed once, 100 complete games, the helper over 20 games. */
const WARMUP = { replays: RECORDED_GAMES, games: 100, deduceGames: 20 } as const

/** Random games as the benchmark plays them: every option at its default, the briefcase sought half the time. */
const PLAY = { briefcaseBias: 0.5 } as const

interface Recorded {
  initial: GameState
  moves: Move[]
}

function recordGames(count: number): Recorded[] {
  const games: Recorded[] = []
  for (let i = 0; i < count; i++) {
    const { options, moves } = playRandomGame(`confusion-bench-${i}`, PLAY)
    games.push({ initial: createGame(options), moves })
  }
  return games
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
}

type Stage = 'start' | 'middle' | 'end'

interface Times {
  /** CPU time of this process per update (what the helper costs, even on a busy machine). */
  cpu: Record<Stage, number[]>
  /** Wall time per update (includes any time the machine gave to other processes). */
  wall: Record<Stage, number[]>
  /** CPU time over wall time across the timed updates. */
  cpuShare: number
}

/**
 * The helper's time per update (a new view after an action, deduced for the viewer's own side and
 * for what the opponent knows of its own), sampled in the first, middle and last fifth of games.
 */
function deduceTimes(games: readonly Recorded[]): Times {
  // Warm up first, so the figures are the settled helper's, not the JIT's.
  for (const game of games.slice(-WARMUP.deduceGames)) {
    let state = game.initial
    for (const move of game.moves) {
      state = applyAction(state, move.seat, move.action)
      deduce(viewFor(state, move.seat), move.seat)
    }
  }
  const times: Times = { cpu: { start: [], middle: [], end: [] }, wall: { start: [], middle: [], end: [] }, cpuShare: 0 }
  let cpuSum = 0
  let wallSum = 0
  for (const game of games.slice(0, 60)) {
    let state = game.initial
    const n = game.moves.length
    game.moves.forEach((move, i) => {
      state = applyAction(state, move.seat, move.action)
      const stage = i < n / 5 ? 'start' : i >= (2 * n) / 5 && i < (3 * n) / 5 ? 'middle' : i >= (4 * n) / 5 ? 'end' : null
      if (stage === null || i % 3 !== 0) return
      const seat: Seat = move.seat
      const view = viewFor(state, seat)
      const cpu = process.cpuUsage()
      const t0 = performance.now()
      deduce(view, seat)
      deduce(view, seat === 'white' ? 'red' : 'white')
      const wall = performance.now() - t0
      const used = cpuMs(cpu)
      times.wall[stage].push(wall / 2)
      times.cpu[stage].push(used / 2)
      cpuSum += used
      wallSum += wall
    })
  }
  times.cpuShare = cpuSum / wallSum
  for (const kind of [times.cpu, times.wall]) for (const list of Object.values(kind)) list.sort((a, b) => a - b)
  return times
}

export const confusionSection: BenchSection = {
  name: 'confusion',
  description: 'Confusion rules engine: applyAction throughput, complete random games, deduction helper per update',
  run(): BenchRow[] {
    const games = recordGames(RECORDED_GAMES)
    const moves = games.reduce((n, g) => n + g.moves.length, 0)
    let next = 0
    const actions = measureRate(() => {
      const game = games[next]
      next = (next + 1) % games.length
      let state = game.initial
      for (const move of game.moves) state = applyAction(state, move.seat, move.action)
      if (state.phase !== 'over') throw new Error('a recorded game did not replay to its end')
      return game.moves.length
    }, { warmup: WARMUP.replays })
    let n = 0
    const complete = measureRate(() => {
      playRandomGame(`confusion-bench-play-${n++}`, PLAY)
      return 1
    }, { warmup: WARMUP.games })
    const times = deduceTimes(games)
    const rows: BenchRow[] = [
      {
        section: 'confusion',
        metric: 'applyAction (recorded random games)',
        value: actions.median,
        unit: 'actions/CPU-s',
        runs: actions.runs,
        wall: actions.wallMedian,
        cpuShare: actions.cpuShare,
        goal: { op: '>=', target: CONFUSION_GOALS.actionsPerSecond },
        note: `${games.length} pre-recorded games, ${moves} moves (${Math.round(moves / games.length)} a game), replayed in a loop after ${WARMUP.replays} untimed replays; median of 5 runs of ~1 s`,
      },
      {
        section: 'confusion',
        metric: 'complete random games',
        value: complete.median,
        unit: 'games/CPU-s',
        runs: complete.runs,
        wall: complete.wallMedian,
        cpuShare: complete.cpuShare,
        note: `createGame + toActOf + legalActions of the seat that plays + a random choice + applyAction, to the end; after ${WARMUP.games} untimed games, median of 5 runs of ~1 s`,
      },
    ]
    for (const stage of ['start', 'middle', 'end'] as const) {
      rows.push({
        section: 'confusion',
        metric: `deduce per update, p99 (${stage} of game)`,
        value: percentile(times.cpu[stage], 0.99),
        unit: 'ms CPU',
        wall: percentile(times.wall[stage], 0.99),
        cpuShare: times.cpuShare,
        goal: { op: '<=', target: CONFUSION_GOALS.deduceP99Ms },
        note:
          `${times.cpu[stage].length} views, both sides deduced from the mover's view; CPU time (median ${percentile(times.cpu[stage], 0.5).toFixed(3)} ms); ` +
          `wall time p99 ${percentile(times.wall[stage], 0.99).toFixed(2)} ms, median ${percentile(times.wall[stage], 0.5).toFixed(3)} ms`,
      })
    }
    return rows
  },
}
