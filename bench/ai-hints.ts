// `npm run bench:ai -- --hints`: do the newcomer's hints help (issue 35, point 4)? Head to head, a
// player that follows the hints against one that does not, both otherwise the same player (uniform
// random among the moves their view offers, or with --players the easy or normal computer), sides
// (or teams) alternating game by game. The follower changes only a decision a hint warns of: a rank
// the guess hint rules out, or a likelier rank offered (Spies & Lies); a play that captures one's own
// team or an undercover agent, or turns an undercover agent into the goal lane (Agent DOG); in
// Confusion, while the enemy's carrier threatens a run, any move but the capture or block the hint
// advises (the likeliest to be allowed, unless its own is as likely), the move of the one spy
// blocking the column, and the elimination of a spy of its own that is more likely not its Double
// Agent. Instead it chooses again as its player would, among the moves no hint warns of. Every hint is read from
// the player's view only, as the table reads it. Prints the follower's win rate with its 95%
// interval (Wilson), above 50% when the hints help, and how often a hint changed a decision.
//   npm run bench:ai -- --hints [--games N] [--from N] [--game spies-and-lies|confusion|agent-dog]
//     [--seats 2|4] [--players random|easy|normal]
//   npm run bench:ai -- --hints --why [--players easy|normal]: why Confusion's hints gain so little
//     (bench/hints-confusion-why.ts).
/// <reference types="node" />
import { nextInt, seedRng, type RngState } from '../src/engine/core/rng'
import * as sl from '../src/engine/spies-and-lies'
import { adaptivePrior, deduce } from '../src/engine/spies-and-lies/client'
import * as cf from '../src/engine/confusion'
import { chooseAction as cfChooseAction } from '../src/engine/confusion/ai'
import { easyMove } from '../src/engine/confusion/ai/easy'
import { contextOf } from '../src/engine/confusion/ai/context'
import { scoreMoves } from '../src/engine/confusion/ai/search'
import * as dog from '../src/engine/agent-dog'
import { chooseAction as dogChooseAction, legalActionsFromView } from '../src/engine/agent-dog/ai'
import { undercoverColours } from '../src/engine/agent-dog/client'
import { beginnerPlay } from '../src/engine/agent-dog/ai/beginner'
import { choosePlay } from '../src/engine/agent-dog/ai/choose-play'
import { LEVELS } from '../src/engine/agent-dog/ai/levels'
import { mindOf } from '../src/engine/agent-dog/ai/mind'
import { chooseAction } from '../src/engine/spies-and-lies/ai'
import { guessHint, likelierRank } from '../src/renderer/src/games/spies-and-lies/table/hints'
import { captureHints, goalHints } from '../src/renderer/src/games/agent-dog/table/hints'
import { cardChoices, choiceKind, plainChoices } from '../src/renderer/src/games/agent-dog/table/chooser'
import { cfHeeded, cfSpared, type MoveAction } from './hints-confusion'
import { confusionWhy } from './hints-confusion-why'

type Role = 'follower' | 'plain'

/** A uniform pick among `all`, kept to `allowed` when any is. */
function pick<A>(rng: RngState, all: readonly A[], allowed: readonly A[]): A {
  const from = allowed.length > 0 ? allowed : all
  return from[nextInt(rng, from.length)] as A
}

/** Who plays underneath the hints (--players): uniform random, or the easy or normal computer. */
type Base = 'random' | 'easy' | 'normal'
/** Decisions a hint changed, for the follower (how often it fired), per game. */
const fired: Record<'spies-and-lies' | 'confusion' | 'agent-dog', number> = { 'spies-and-lies': 0, confusion: 0, 'agent-dog': 0 }

// Spies & Lies: the guess hint rules ranks out, and names a rank likelier than the one chosen (by
// the table's deduction from the view, weighed by how players usually deploy); a follower never
// names a ruled-out rank while another is offered, and takes the likelier rank when one is named.
function slDecide(role: Role, view: sl.PlayerView, rng: RngState, player: Base, seed: string): sl.Action {
  const all = sl.actionsForPrompt(view.prompt, view.hand)
  const own = player === 'random' ? pick(rng, all, all) : chooseAction(view, player, seed)
  if (role === 'plain' || view.prompt?.type !== 'guess' || view.seat === null || own.type !== 'guess') return own
  const enemy = view.seat === 'red' ? 'blue' : 'red'
  const facts = { mission: view.prompt.mission, enemyMissions: view.missions[enemy], enemyExhausted: view.exhausted[enemy], intel: view.intel.current }
  const offered = all.flatMap((a) => (a.type === 'guess' && guessHint(facts, a.rank) === null ? [a.rank] : []))
  let rank = own.rank
  if (guessHint(facts, rank) !== null && offered.length > 0) rank = pick(rng, offered, offered)
  const chances = deduce(view, { side: enemy, prior: adaptivePrior(view, enemy) }).missions[view.prompt.mission]?.ranks
  const likelier = chances ? likelierRank(chances, rank, offered) : null
  if (likelier) rank = likelier.rank
  if (rank === own.rank) return own
  fired['spies-and-lies']++
  return { type: 'guess', rank }
}

function slGame(seed: string, roles: Record<sl.Seat, Role>, player: Base = 'random'): sl.Seat | null {
  let state = sl.createGame({ seed })
  const rng = seedRng(`bench-hints/${seed}`)
  for (let step = 0; state.phase !== 'over'; step++) {
    if (step > 1000) throw new Error(`game ${seed} did not end`)
    const due = (['red', 'blue'] as const).filter((s) => sl.promptFor(state, s) !== null)
    const seat = due[nextInt(rng, due.length)] as sl.Seat
    state = sl.applyAction(state, seat, slDecide(roles[seat], sl.viewFor(state, seat), rng, player, `${seed}:${step}:${seat}`))
  }
  return state.winner === 'red' || state.winner === 'blue' ? state.winner : null
}

// Agent DOG: a follower makes no play the capture or goal hints warn of while another is offered.
function dogWarned(view: dog.PlayerView, seat: dog.Seat, all: readonly dog.Action[]): Set<string> {
  const warned = new Set<string>()
  const colours = undercoverColours(view)
  for (const choice of cardChoices(view, all)) {
    if (choiceKind(choice) !== 'plain') continue
    const plain = plainChoices(view, choice.plays)
    if (plain.enter && plain.enterColour && captureHints(view, seat, [{ to: { track: dog.BOARD_GEOMETRY.START_FIELD[plain.enterColour] }, captures: plain.enterCaptures }], colours).length > 0) warned.add(JSON.stringify(plain.enter))
    for (const agent of plain.agents) {
      for (const move of agent.moves) {
        if (captureHints(view, seat, [move], colours).length > 0 || goalHints([{ ...agent, moves: [move] }], { seat, colours }).length > 0) warned.add(JSON.stringify(move.action))
      }
    }
  }
  return warned
}

function dogDecide(role: Role, view: dog.PlayerView, seat: dog.Seat, rng: RngState, base: Base, seed: string): dog.Action {
  const all = legalActionsFromView(view)
  const own = base === 'random' ? pick(rng, all, all) : dogChooseAction(view, base, seed)
  if (role === 'plain' || view.prompt?.type !== 'play') return own
  const warned = dogWarned(view, seat, all)
  if (!warned.has(JSON.stringify(own))) return own
  const safe = all.filter((a): a is Extract<dog.Action, { type: 'play' }> => a.type === 'play' && !warned.has(JSON.stringify(a)))
  if (safe.length === 0) return own
  fired['agent-dog']++
  if (base === 'random') return pick(rng, safe, safe)
  // The same player, choosing again among the plays no hint warns of.
  const again = seedRng(`${seed}:hinted`)
  return base === 'easy' ? beginnerPlay(view, seat, safe, again) : choosePlay(mindOf(view, seat, LEVELS[base], again), safe, LEVELS[base])
}

function dogGame(seed: string, players: dog.Players, roles: Partial<Record<dog.Seat, Role>>, base: Base): dog.Seat[] | null {
  let state = dog.createGame({ seed, players })
  const rng = seedRng(`bench-hints/${seed}`)
  for (let step = 0; state.phase !== 'over'; step++) {
    if (step > 20000) return null
    const due = dog.game.toAct(state)
    const seat = due[nextInt(rng, due.length)] as dog.Seat
    state = dog.applyAction(state, seat, dogDecide(roles[seat] ?? 'plain', dog.viewFor(state, seat), seat, rng, base, `${seed}:${step}:${seat}`))
  }
  return state.winner
}

// Confusion: while the enemy's carrier threatens a run, a follower answers it as the hint advises
// (the capture or block likeliest to be allowed), never moves the one spy blocking the column, and
// never eliminates a spy of its own that the Notebook says is more likely not its Double Agent.
function cfDecide(role: Role, view: cf.PlayerView, seat: cf.Seat, rng: RngState, base: Base, seed: string): cf.Action {
  const all = cf.actionsFromView(view)
  const own = base === 'random' ? pick(rng, all, all) : cfChooseAction(view, base, seed)
  if (role === 'plain') return own
  const spared = cfSpared(view, seat, all, own)
  const pool = spared ?? (view.prompt?.type === 'move' && (own.type === 'move' || own.type === 'pass') ? cfHeeded(view, seat, all, own) : null)
  if (pool === null || pool.length === 0) return own
  fired.confusion++
  if (base === 'random') return pick(rng, pool, pool)
  // The same player, choosing again among the moves no hint warns of (or passing when it must).
  const moves = pool.filter((a): a is MoveAction => a.type === 'move')
  if (moves.length === 0) return pool.find((a) => a.type === 'pass') ?? own
  const again = seedRng(`${seed}:hinted`)
  return base === 'easy' ? easyMove(view, moves, again) : (scoreMoves(contextOf(view, again, false), moves, 'briefcase')[0]?.action ?? own)
}

function cfGame(seed: string, roles: Record<cf.Seat, Role>, base: Base): cf.Seat | null {
  let state = cf.createGame({ seed, maxTurns: 400 })
  const rng = seedRng(`bench-hints/${seed}`)
  for (let step = 0; state.phase !== 'over'; step++) {
    // Random players may spend many actions on free ones (orders) between turns: call it a draw.
    if (step > 20000) return null
    const due = cf.toActOf(state)
    const seat = due[nextInt(rng, due.length)] as cf.Seat
    state = cf.applyAction(state, seat, cfDecide(roles[seat], cf.viewFor(state, seat), seat, rng, base, `${seed}:${step}:${seat}`))
  }
  return Array.isArray(state.winner) && state.winner.length === 1 ? (state.winner[0] as cf.Seat) : null
}

/** Wilson score interval for a proportion. */
function wilson(p: number, n: number): [number, number] {
  const z = 1.96
  const denom = 1 + (z * z) / n
  const centre = (p + (z * z) / (2 * n)) / denom
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom
  return [centre - half, centre + half]
}

interface Row {
  name: string
  games: number
  /** The follower's wins, a draw (or an unfinished game) counting half. */
  score: number
}

function line(r: Row, cpu: number): string {
  const p = r.score / r.games
  const [lo, hi] = wilson(p, r.games)
  const pp = (x: number) => `${x >= 0.5 ? '+' : ''}${((x - 0.5) * 100).toFixed(1)}`
  return `| ${r.name} | ${r.games} | ${(p * 100).toFixed(1)}% | ${pp(p)} pp [${pp(lo)}, ${pp(hi)}] | ${(r.games / cpu).toFixed(1)} |`
}

/** `game`: one game's result for the follower, 1 (won), 0 (lost) or 0.5, with the follower on side `g % 2`. */
function measure(name: string, games: number, game: (g: number) => number): string {
  const start = process.cpuUsage()
  let score = 0
  for (let g = 0; g < games; g++) score += game(g)
  const used = process.cpuUsage(start)
  return line({ name, games, score }, (used.user + used.system) / 1e6)
}

function outcome(won: boolean | null): number {
  return won === null ? 0.5 : won ? 1 : 0
}

const BASES: readonly Base[] = ['random', 'easy', 'normal']

export function runHints(args: readonly string[]): void {
  const value = (flag: string): string | undefined => {
    const i = args.indexOf(flag)
    return i >= 0 ? args[i + 1] : undefined
  }
  const games = Number(value('--games') ?? 400)
  const from = Number(value('--from') ?? 0)
  const only = value('--game')
  const base = BASES.find((b) => b === value('--players')) ?? 'random'
  const seatCounts = ([2, 4] as const).filter((n) => value('--seats') === undefined || Number(value('--seats')) === n)
  if (args.includes('--why')) {
    console.log(JSON.stringify(confusionWhy(games, from, base === 'normal' ? 'normal' : 'easy'), null, 2))
    return
  }
  const rows: string[] = []
  const wanted = (g: keyof typeof fired) => only === undefined || only === g
  const named = (game: string) => (base === 'random' ? game : `${game} (${base} computer players)`)
  if (wanted('spies-and-lies')) {
    rows.push(
      measure(named('Spies & Lies'), games, (g) => {
        const follower: sl.Seat = g % 2 === 0 ? 'red' : 'blue'
        const w = slGame(`sl/${from + g}`, { [follower]: 'follower', [follower === 'red' ? 'blue' : 'red']: 'plain' } as Record<sl.Seat, Role>, base)
        return outcome(w === null ? null : w === follower)
      }),
    )
  }
  if (wanted('confusion')) {
    rows.push(
      measure(named('Confusion'), games, (g) => {
        const follower: cf.Seat = g % 2 === 0 ? 'white' : 'red'
        const w = cfGame(`cf/${from + g}`, { [follower]: 'follower', [follower === 'white' ? 'red' : 'white']: 'plain' } as Record<cf.Seat, Role>, base)
        return outcome(w === null ? null : w === follower)
      }),
    )
  }
  if (wanted('agent-dog')) {
    for (const players of seatCounts) {
      rows.push(
        measure(named(`Agent DOG, ${players} players`), games, (g) => {
          const seats = dog.createGame({ seed: 'seats', players }).seats
          // The follower's side: one seat (2 players) or a team of partners (4), alternating.
          const followers = seats.filter((_, i) => (players === 2 ? i === g % 2 : i % 2 === g % 2))
          const roles = Object.fromEntries(seats.map((s) => [s, followers.includes(s) ? 'follower' : 'plain'])) as Record<dog.Seat, Role>
          const w = dogGame(`dog${players}/${from + g}`, players, roles, base)
          return outcome(w === null ? null : w.some((s) => followers.includes(s)))
        }),
      )
    }
  }
  console.log(`\nHints followed against hints ignored (head to head, both otherwise ${base === 'random' ? 'uniform random' : `the ${base} computer`}; 95% interval)\n`)
  console.log('| game | games | follower wins | over 50% | games per CPU-second |')
  console.log('| --- | --- | --- | --- | --- |')
  for (const r of rows) console.log(r)
  console.log('')
  for (const game of Object.keys(fired) as (keyof typeof fired)[]) {
    if (wanted(game)) console.log(`${game}: a hint changed ${fired[game]} of the followers' decisions in ${games} games${game === 'agent-dog' ? ' per seat count' : ''} (players: ${base}).`)
  }
}
