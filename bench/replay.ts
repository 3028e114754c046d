// Replays (issue 26): opening a finished game's record (ReplayCursor.open checks and replays every
// move once, keeping snapshots) and jumping to a random step of it (viewAt: a seat's view or the
// revealed one), on the longest game a few seeded random games give: Agent DOG with 4 players
// (the longest games there are), Confusion without a draw limit, two-player Spies & Lies. Each game
// is replayed through its replay face, as the renderer's replay viewer does.
import { ReplayCursor, type ReplayRules, type ReplaySource } from '../src/engine/core/replay-cursor'
import { nextInt, seedRng } from '../src/engine/core/rng'
import { replayRules as agentDogRules } from '../src/engine/agent-dog/replay-face'
import { replayRules as confusionRules } from '../src/engine/confusion/replay-face'
import { replayRules as spiesAndLiesRules } from '../src/engine/spies-and-lies/replay-face'
import { playRandomGame as playAgentDog } from '../test/support/agent-dog-random-game'
import { playRandomGame as playConfusion } from '../test/support/confusion-random-game'
import { playRandomGame as playSpiesAndLies } from '../test/support/random-game'
import { median, type BenchRow, type BenchSection } from './harness'

export const REPLAY_GOALS = {
  /** ReplayCursor.open of the longest game, milliseconds. */
  openMs: 1000,
  /** A jump to a random step (viewAt), p50 and p99, milliseconds. */
  jumpMs: 50,
} as const

/** Random games played per game to find the longest. */
const SEEDS = { 'agent-dog': 40, confusion: 40, 'spies-and-lies': 40 } as const
const OPEN_RUNS = 7
const JUMPS = 2000

interface Candidate {
  label: string
  rules: ReplayRules
  record: ReplaySource
}

/** A record as the host hands it out: the room's options, every seat, the moves as saved JSON. */
function recordOf(rules: ReplayRules, options: object, seed: string, moves: unknown[]): ReplaySource {
  return {
    game: rules.id,
    options: { ...options, deduction: true },
    seed,
    seats: Object.fromEntries(rules.seatsFor(options).map((seat) => [seat, { name: null, bot: null }])),
    moves: JSON.parse(JSON.stringify(moves)) as ReplaySource['moves'],
  }
}

function longest(records: ReplaySource[]): ReplaySource {
  return records.reduce((a, b) => (b.moves.length > a.moves.length ? b : a))
}

function candidates(): Candidate[] {
  const dog = longest(
    Array.from({ length: SEEDS['agent-dog'] }, (_, i) => {
      const seed = `bench-replay-agent-dog-${i}`
      return recordOf(agentDogRules, { players: 4 }, seed, playAgentDog(seed, 4).moves)
    }),
  )
  const confusion = longest(
    Array.from({ length: SEEDS.confusion }, (_, i) => {
      const seed = `bench-replay-confusion-${i}`
      return recordOf(confusionRules, {}, seed, playConfusion(seed, { maxActions: 20_000 }).moves)
    }),
  )
  const sl = longest(
    Array.from({ length: SEEDS['spies-and-lies'] }, (_, i) => {
      const seed = `bench-replay-sl-${i}`
      return recordOf(spiesAndLiesRules, {}, seed, playSpiesAndLies(seed).moves)
    }),
  )
  return [
    { label: 'agent-dog (4 players)', rules: agentDogRules, record: dog },
    { label: 'confusion', rules: confusionRules, record: confusion },
    { label: 'spies-and-lies', rules: spiesAndLiesRules, record: sl },
  ]
}

function percentile(values: readonly number[], q: number): number {
  const sorted = values.slice().sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

/** Wall and CPU milliseconds of `fn`. */
function timed(fn: () => void): { wall: number; cpu: number } {
  const c0 = process.cpuUsage()
  const t0 = performance.now()
  fn()
  const wall = performance.now() - t0
  const c = process.cpuUsage(c0)
  return { wall, cpu: (c.user + c.system) / 1000 }
}

function measure({ label, rules, record }: Candidate): BenchRow[] {
  const section = 'replay'
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
  // Opening: a fresh cursor each run (the first also warms the JIT, and is timed like the rest).
  const opens = Array.from({ length: OPEN_RUNS }, () => timed(() => ReplayCursor.open(rules, record)))
  // Jumps: random steps, seats (or a spectator) and modes, each a step a viewer asked for out of the blue.
  const cursor = ReplayCursor.open(rules, record)
  const rng = seedRng(`bench-replay-jumps/${label}`)
  const viewers: Array<string | null> = [...cursor.seats, null]
  const jumps = Array.from({ length: JUMPS }, () => {
    const step = nextInt(rng, cursor.length + 1)
    const seat = viewers[nextInt(rng, viewers.length)]
    const how = nextInt(rng, 2) === 0 ? 'revealed' : 'seat'
    return timed(() => cursor.viewAt(step, seat, how))
  })
  // Every step forward, one after the other (what a viewer playing the game back asks for).
  const walk = timed(() => {
    for (let step = 0; step <= cursor.length; step++) cursor.viewAt(step, null, 'seat')
  })
  const openWall = opens.map((t) => t.wall)
  const jumpWall = jumps.map((t) => t.wall)
  const openShare = sum(opens.map((t) => t.cpu)) / sum(openWall)
  const jumpShare = sum(jumps.map((t) => t.cpu)) / sum(jumpWall)
  const moves = `${record.moves.length} moves, the longest of ${SEEDS[rules.id as keyof typeof SEEDS]} seeded random games`
  return [
    {
      section,
      metric: `open: ${label}`,
      value: median(openWall),
      unit: 'ms',
      runs: openWall,
      cpuShare: openShare,
      goal: { op: '<=', target: REPLAY_GOALS.openMs },
      note: `${moves}; every action parsed and applied once, a snapshot every 64 moves; median of ${OPEN_RUNS} opens`,
    },
    {
      section,
      metric: `jump p50: ${label}`,
      value: percentile(jumpWall, 0.5),
      unit: 'ms',
      cpuShare: jumpShare,
      goal: { op: '<=', target: REPLAY_GOALS.jumpMs },
    },
    {
      section,
      metric: `jump p99: ${label}`,
      value: percentile(jumpWall, 0.99),
      unit: 'ms',
      cpuShare: jumpShare,
      goal: { op: '<=', target: REPLAY_GOALS.jumpMs },
      note: `${JUMPS} viewAt calls at random steps, seats and modes (revealed or the seat's); slowest ${Math.max(...jumpWall).toFixed(2)} ms`,
    },
    {
      section,
      metric: `every step forward: ${label}`,
      value: walk.wall,
      unit: 'ms',
      cpuShare: walk.cpu / walk.wall,
      note: `viewAt(step, spectator) for step 0..${cursor.length} in order: one applyAction and one view a step`,
    },
  ]
}

export const replaySection: BenchSection = {
  name: 'replay',
  description: 'replays: opening the longest of a few random games (ReplayCursor.open) and random jumps in it (viewAt)',
  run(): BenchRow[] {
    return candidates().flatMap(measure)
  },
}
