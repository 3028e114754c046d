// `npm run bench:ai -- --game confusion`: how strong and how quick the Confusion computer players
// are. Hidden-harness style: seeded games played through views only, each side getting
// viewFor(state, seat) and answering with chooseAction (or, for 'random', a uniform pick among
// actionsFromView, standing orders and free actions included). Sides alternate game by game.
// Games end at `--max-turns` (default 400) turns at the latest; a draw scores half a win.
//   --games N          games per match-up (default 400 for the goals, 200 for the others)
//   --only hard-easy   match-ups by name, commas between (expert-hard, expert-normal, expert-easy and
//                      expert-random measure the expert level)
//   --rules tokens     the rules played: default, tokens, by-hand, one variant by name (honor, tight,
//                      safeExtraction, variableSetup, promotion), or variants (each drawn per game, tokens on)
//   --from N           start the game seeds further on (a fresh sample)
//   --strict           exit with status 1 when a goal is missed
//   --openings         instead: distinct openings of each level above easy over 200 (or --games) seeded games
// Then a sample of the decisions is made again through the host's bot worker (out/main/bot-worker.js,
// which `npm run bench:ai` builds), timing each round trip as the host waits for it.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { BotJob, BotReply } from '../src/main/host/bots'
import {
  actionsFromView,
  applyAction,
  chooseAction,
  createGame,
  toActOf,
  viewFor,
  type Action,
  type GameOptions,
  type Level,
  type PlayerView,
  type Seat,
} from '../src/engine/confusion'
import { nextFloat, nextInt, seedRng, type RngState } from '../src/engine/core/rng'
import { OPENING_GAMES, openingsLine } from './openings'

type Player = Level | 'random'

interface MatchUp {
  name: string
  a: Level
  b: Player
  games: number
  goal?: number
}

/** The decision time each level must keep at p99: expert searches longer, within the host's pace. */
const DECISION_GOAL_MS: Record<Level, number> = { easy: 100, normal: 100, hard: 100, expert: 150 }
const LEVELS: readonly Level[] = ['easy', 'normal', 'hard', 'expert']

function matchUps(games: number | null): MatchUp[] {
  return [
    { name: 'hard-random', a: 'hard', b: 'random', games: games ?? 400, goal: 0.95 },
    { name: 'hard-easy', a: 'hard', b: 'easy', games: games ?? 400, goal: 0.75 },
    { name: 'hard-normal', a: 'hard', b: 'normal', games: games ?? 200 },
    { name: 'normal-easy', a: 'normal', b: 'easy', games: games ?? 200 },
    { name: 'normal-random', a: 'normal', b: 'random', games: games ?? 200 },
    { name: 'easy-random', a: 'easy', b: 'random', games: games ?? 200 },
    { name: 'expert-hard', a: 'expert', b: 'hard', games: games ?? 1000, goal: 0.6 },
    { name: 'expert-normal', a: 'expert', b: 'normal', games: games ?? 200 },
    { name: 'expert-easy', a: 'expert', b: 'easy', games: games ?? 200 },
    { name: 'expert-random', a: 'expert', b: 'random', games: games ?? 200 },
  ]
}

/** The rules of game `g`: the default game, tokens on, or a drawn mix of the five variants with tokens. */
function rulesFor(kind: string, g: number, maxTurns: number): GameOptions {
  if (kind === 'tokens') return { maxTurns, tokens: true }
  if (kind === 'by-hand') return { maxTurns, answers: 'by-hand' }
  const one = ['honor', 'tight', 'safeExtraction', 'variableSetup', 'promotion'].find((v) => v === kind)
  if (one) return { maxTurns, variants: { [one]: true } }
  if (kind !== 'variants') return { maxTurns }
  const rng = seedRng(`bench-ai/confusion/rules/${g}`)
  const coin = (): boolean => nextFloat(rng) < 0.5
  return {
    maxTurns,
    tokens: true,
    answers: coin() ? 'by-hand' : 'orders',
    variants: { honor: coin(), tight: coin(), safeExtraction: coin(), variableSetup: coin(), promotion: coin() },
  }
}

const samples = new Map<string, number[]>()
/** Views decided during the matches, kept (every few) for the bot worker's timing. */
const WORKER_SAMPLE = { every: 5, most: 300 }
const sampledViews = new Map<Level, PlayerView[]>()
let decisionCount = 0
function record(key: string, ms: number): void {
  const list = samples.get(key)
  if (list) list.push(ms)
  else samples.set(key, [ms])
}

function decide(player: Player, view: PlayerView, seed: string, rng: RngState): Action {
  if (player === 'random') {
    const actions = actionsFromView(view)
    return actions[nextInt(rng, actions.length)]
  }
  const kept = sampledViews.get(player) ?? []
  if (decisionCount++ % WORKER_SAMPLE.every === 0 && kept.length < WORKER_SAMPLE.most) sampledViews.set(player, [...kept, view])
  const cpu = process.cpuUsage()
  const start = performance.now()
  const action = chooseAction(view, player, seed)
  record(player, performance.now() - start)
  const used = process.cpuUsage(cpu)
  record(`${player}/cpu`, (used.user + used.system) / 1000)
  return action
}

interface GameResult {
  winner: Seat[] | 'draw' | null
  turns: number
}

function playGame(seed: string, options: GameOptions, players: Record<Seat, Player>): GameResult {
  let state = createGame({ seed, ...options })
  const rng = seedRng(`bench-ai/${seed}/random`)
  for (let step = 0; state.phase !== 'over'; step++) {
    if (step > 20_000) throw new Error(`game ${seed} did not end`)
    const due = toActOf(state)
    const seat = due.length === 1 ? due[0] : due[nextInt(rng, due.length)]
    const action = decide(players[seat], viewFor(state, seat), `${seed}:${step}:${seat}`, rng)
    state = applyAction(state, seat, action)
  }
  return { winner: state.winner, turns: state.turns }
}

/** Wilson score interval for a proportion. */
function wilson(p: number, n: number): [number, number] {
  const z = 1.96
  const denom = 1 + (z * z) / n
  const centre = (p + (z * z) / (2 * n)) / denom
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom
  return [centre - half, centre + half]
}

/** A quantile and its 95% interval from the order statistics (binomial normal approximation). */
function quantile(values: readonly number[], q: number): { value: number; lo: number; hi: number } {
  const sorted = values.slice().sort((x, y) => x - y)
  const n = sorted.length
  const at = (r: number): number => sorted[Math.max(0, Math.min(n - 1, Math.round(r)))]
  const spread = 1.96 * Math.sqrt(n * q * (1 - q))
  return { value: at(q * n - 0.5), lo: at(q * n - spread - 1), hi: at(q * n + spread) }
}

function meanInterval(values: readonly number[]): string {
  const n = values.length
  const mean = values.reduce((a, b) => a + b, 0) / n
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1))
  return `${mean.toFixed(1)} ± ${((1.96 * sd) / Math.sqrt(n)).toFixed(1)}`
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`

/** A quantile with its 95% interval, for the tables. */
function show(xs: readonly number[], q: number): string {
  const r = quantile(xs, q)
  return `${r.value.toFixed(2)} [${r.lo.toFixed(2)}–${r.hi.toFixed(2)}]`
}

function runMatch(m: MatchUp, rules: string, maxTurns: number, from: number): { line: string; met: boolean } {
  const t0 = performance.now()
  let wins = 0
  let losses = 0
  let draws = 0
  const lengths: number[] = []
  for (let g = 0; g < m.games; g++) {
    const aSeat: Seat = g % 2 === 0 ? 'white' : 'red'
    const players = { white: m.b, red: m.b, [aSeat]: m.a } as Record<Seat, Player>
    const n = from + Math.floor(g / 2)
    const r = playGame(`bench-ai/confusion/${m.name}/${n}`, rulesFor(rules, n, maxTurns), players)
    lengths.push(r.turns)
    if (r.winner === 'draw' || r.winner === null) draws++
    else if (r.winner.includes(aSeat)) wins++
    else losses++
  }
  const score = (wins + draws / 2) / m.games
  const [lo, hi] = wilson(score, m.games)
  const met = m.goal === undefined || score >= m.goal
  const goal = m.goal === undefined ? '' : `  goal ≥ ${pct(m.goal)}: ${met ? 'met' : 'MISSED'}`
  const secs = ((performance.now() - t0) / 1000).toFixed(0)
  const line =
    `${m.name.padEnd(14)} ${m.a} scores ${pct(score).padStart(6)} [95% ${pct(lo)}–${pct(hi)}]  ` +
    `(${wins} W / ${losses} L / ${draws} D of ${m.games})  turns ${meanInterval(lengths)}  ${secs} s${goal}`
  return { line, met }
}

/**
 * The first mover's opening in `games` seeded games at `level` (both seats): its actions up to and
 * including its first move. White always starts, so every game opens from the same position and
 * only the seed can tell two openings apart.
 */
function openings(level: Level, rules: string, games: number): string[] {
  const keys: string[] = []
  for (let g = 0; g < games; g++) {
    let state = createGame({ seed: `bench-ai/confusion/openings/${g}`, ...rulesFor(rules, g, 400), firstSeat: 'white' })
    const mine: Action[] = []
    for (let step = 0; state.phase !== 'over' && step < 40; step++) {
      const seat = toActOf(state)[0]
      const action = chooseAction(viewFor(state, seat), level, `bench-ai/confusion/openings/${g}:${step}:${seat}`)
      if (seat === 'white') mine.push(action)
      state = applyAction(state, seat, action)
      if (seat === 'white' && (action.type === 'move' || action.type === 'pass')) break
    }
    keys.push(JSON.stringify(mine))
  }
  return keys
}

/** Untimed decisions first, so the worker has loaded and warmed up like a running host's. */
const WORKER_WARM_UP = 10

/**
 * Round trips through the host's bot worker, per level: wall clock, and the process's CPU time
 * meanwhile (this thread only waits, so that is the worker's work). Null when it is not built.
 */
async function workerTimes(): Promise<Map<Level, { wall: number[]; cpu: number[] }> | null> {
  const filename = resolve(process.cwd(), 'out/main/bot-worker.js')
  if (!existsSync(filename)) return null
  const worker = new Worker(filename)
  let next = 1
  const ask = (job: Omit<BotJob, 'id'>): Promise<void> =>
    new Promise((done, fail) => {
      const id = next++
      const onReply = (reply: BotReply): void => {
        if (reply.id !== id) return
        worker.off('message', onReply)
        if ('error' in reply) fail(new Error(reply.error))
        else done()
      }
      worker.on('message', onReply)
      worker.postMessage({ ...job, id })
    })
  const times = new Map<Level, { wall: number[]; cpu: number[] }>()
  try {
    for (const [level, views] of sampledViews) {
      for (const view of views.slice(0, WORKER_WARM_UP)) await ask({ game: 'confusion', view, level, seed: 'warm-up' })
      const wall: number[] = []
      const cpu: number[] = []
      for (const [i, view] of views.entries()) {
        const used = process.cpuUsage()
        const start = performance.now()
        await ask({ game: 'confusion', view, level, seed: `worker-${i}` })
        wall.push(performance.now() - start)
        const spent = process.cpuUsage(used)
        cpu.push((spent.user + spent.system) / 1000)
      }
      times.set(level, { wall, cpu })
    }
  } finally {
    await worker.terminate()
  }
  return times
}

export async function runConfusion(args: readonly string[]): Promise<void> {
  const value = (flag: string): string | null => {
    const i = args.indexOf(flag)
    return i >= 0 && i + 1 < args.length ? args[i + 1] : null
  }
  const games = value('--games') === null ? null : Number(value('--games'))
  const only = value('--only')
  const rules = value('--rules') ?? 'default'
  const maxTurns = Number(value('--max-turns') ?? 400)
  const from = Number(value('--from') ?? 0)
  const selected = matchUps(games).filter((m) => only === null || only.split(',').includes(m.name))
  if (selected.length === 0) {
    console.error(`unknown match-up ${only}; known: ${matchUps(null).map((m) => m.name).join(', ')}`)
    process.exitCode = 2
    return
  }
  console.log(`Confusion, rules: ${rules}, draw after ${maxTurns} turns (a draw scores half). Node ${process.version}, one thread`)
  let missed = 0
  if (args.includes('--openings')) {
    console.log(`openings: white's actions up to its first move, ${games ?? OPENING_GAMES} seeded games per level from the same position`)
    for (const level of LEVELS) if (level !== 'easy') console.log(openingsLine(level, openings(level, rules, games ?? OPENING_GAMES)))
    return
  }
  for (const m of selected) {
    const { line, met } = runMatch(m, rules, maxTurns, from)
    if (!met) missed++
    console.log(line)
  }
  console.log('\ndecision time per level (ms), with 95% intervals: wall clock, and the CPU time the decision got')
  for (const level of LEVELS) {
    const wall = samples.get(level) ?? []
    if (wall.length === 0) continue
    const cpu = samples.get(`${level}/cpu`) ?? []
    const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0)
    // On a shared machine a decision may wait for the CPU: then the goal is judged on CPU time.
    const busy = sum(cpu) / sum(wall) < 0.9
    const judged = quantile(busy ? cpu : wall, 0.99)
    const ok = judged.value <= DECISION_GOAL_MS[level]
    if (!ok) missed++
    console.log(
      `  ${level.padEnd(7)} wall p50 ${show(wall, 0.5)}  p99 ${show(wall, 0.99)} | CPU p50 ${show(cpu, 0.5)}  p99 ${show(cpu, 0.99)}  ` +
        `max ${Math.max(...wall).toFixed(1)}  (${wall.length} decisions)  goal p99 ≤ ${DECISION_GOAL_MS[level]} ms (${busy ? 'CPU: machine busy' : 'wall'}): ${ok ? 'met' : 'MISSED'}`,
    )
  }
  const worker = await workerTimes()
  if (worker === null) console.log('\n(out/main/bot-worker.js is not built: run `npm run bench:ai` for the bot worker timing)')
  else {
    console.log('\nthrough the bot worker (a sample of the same decisions; round trip as the host waits, and the CPU time it took, ms):')
    for (const level of LEVELS) {
      const t = worker.get(level)
      if (!t) continue
      console.log(`  ${level.padEnd(7)} wall p50 ${show(t.wall, 0.5)}  p99 ${show(t.wall, 0.99)} | CPU p50 ${show(t.cpu, 0.5)}  p99 ${show(t.cpu, 0.99)}  (${t.wall.length} decisions)`)
    }
  }
  if (args.includes('--strict') && missed > 0) process.exitCode = 1
}
