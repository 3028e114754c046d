// `npm run bench:ai -- --hints`: do the newcomer's hints help (issue 35, point 4)? Head to head, a
// player that follows the hints against one that does not, both otherwise uniform random among the
// moves their view offers, sides (or teams) alternating game by game. Following a hint means never
// making the move it warns of while another is offered: a rank the guess hint rules out (Spies &
// Lies), a play that captures one's own team or an undercover agent, or turns an undercover agent
// into the goal lane (Agent DOG); in Confusion, while the enemy's carrier threatens a run, capturing
// it or standing in its column when a move can, and never moving the spy that alone blocks the
// column. Every hint is read from the player's view only, as the table reads it. Prints the
// follower's win rate with its 95% interval (Wilson): above 50% means the hints help.
//   npm run bench:ai -- --hints [--games N] [--from N] [--game spies-and-lies|confusion|agent-dog]
//     [--players normal]: in Spies & Lies both play as the normal computer, the follower changing
//     only a guess the hint warns of; it prints how often the hint changed a decision.
// It reads the renderer's hints.ts, so it is type-checked with the renderer (tsconfig.web.json) and
// bundled on its own; bench/ai.ts loads the bundle.
/// <reference types="node" />
import { nextInt, seedRng, type RngState } from '../src/engine/core/rng'
import * as sl from '../src/engine/spies-and-lies'
import { adaptivePrior, deduce } from '../src/engine/spies-and-lies/client'
import * as cf from '../src/engine/confusion'
import * as dog from '../src/engine/agent-dog'
import { legalActionsFromView } from '../src/engine/agent-dog/client'
import { chooseAction } from '../src/engine/spies-and-lies/ai'
import { guessHint, likelierRank } from '../src/renderer/src/games/spies-and-lies/table/hints'
import { confusionHint } from '../src/renderer/src/games/confusion/table/hints'
import { captureHints, goalHints } from '../src/renderer/src/games/agent-dog/table/hints'
import { cardChoices, choiceKind, plainChoices } from '../src/renderer/src/games/agent-dog/table/chooser'
import { squareName } from '../src/renderer/src/games/confusion/table/frame'

type Role = 'follower' | 'plain'

/** A uniform pick among `all`, kept to `allowed` when any is. */
function pick<A>(rng: RngState, all: readonly A[], allowed: readonly A[]): A {
  const from = allowed.length > 0 ? allowed : all
  return from[nextInt(rng, from.length)] as A
}

/** Who plays Spies & Lies underneath the hints: uniform random, or the normal computer (--players normal). */
type SlPlayer = 'random' | 'normal'
/** Decisions the Spies & Lies hint changed, for the follower (how often it fired). */
let slFired = 0

// Spies & Lies: the guess hint rules ranks out, and names a rank likelier than the one chosen (by
// the table's deduction from the view, weighed by how players usually deploy); a follower never
// names a ruled-out rank while another is offered, and takes the likelier rank when one is named.
function slDecide(role: Role, view: sl.PlayerView, rng: RngState, player: SlPlayer, seed: string): sl.Action {
  const all = sl.actionsForPrompt(view.prompt, view.hand)
  const own = player === 'normal' ? chooseAction(view, 'normal', seed) : pick(rng, all, all)
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
  slFired++
  return { type: 'guess', rank }
}

function slGame(seed: string, roles: Record<sl.Seat, Role>, player: SlPlayer = 'random'): sl.Seat | null {
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
function dogDecide(role: Role, view: dog.PlayerView, seat: dog.Seat, rng: RngState): dog.Action {
  const all = legalActionsFromView(view)
  if (role === 'plain' || view.prompt?.type !== 'play') return pick(rng, all, all)
  const warned = new Set<string>()
  for (const choice of cardChoices(view, all)) {
    if (choiceKind(choice) !== 'plain') continue
    const plain = plainChoices(view, choice.plays)
    if (plain.enter && plain.enterColour && captureHints(view, seat, [{ to: { track: dog.BOARD_GEOMETRY.START_FIELD[plain.enterColour] }, captures: plain.enterCaptures }]).length > 0) warned.add(JSON.stringify(plain.enter))
    for (const agent of plain.agents) {
      for (const move of agent.moves) {
        if (captureHints(view, seat, [move]).length > 0 || goalHints([{ ...agent, moves: [move] }]).length > 0) warned.add(JSON.stringify(move.action))
      }
    }
  }
  return pick(rng, all, all.filter((a) => !warned.has(JSON.stringify(a))))
}

function dogGame(seed: string, players: dog.Players, roles: Partial<Record<dog.Seat, Role>>): dog.Seat[] | null {
  let state = dog.createGame({ seed, players })
  const rng = seedRng(`bench-hints/${seed}`)
  for (let step = 0; state.phase !== 'over'; step++) {
    if (step > 20000) return null
    const due = dog.game.toAct(state)
    const seat = due[nextInt(rng, due.length)] as dog.Seat
    state = dog.applyAction(state, seat, dogDecide(roles[seat] ?? 'plain', dog.viewFor(state, seat), seat, rng))
  }
  return state.winner
}

// Confusion: while the enemy's carrier threatens a run, a follower captures it or steps into its
// column when a move offered can, and never moves the one spy blocking the column.
function cfDecide(role: Role, view: cf.PlayerView, seat: cf.Seat, rng: RngState): cf.Action {
  const all = cf.actionsFromView(view)
  if (role === 'plain' || view.prompt?.type !== 'move') return pick(rng, all, all)
  const moves = all.filter((a): a is Extract<cf.Action, { type: 'move' }> => a.type === 'move')
  const safe = moves.filter((a) => confusionHint(view, seat, a.from)?.kind !== 'opensRun')
  const threat = confusionHint(view, seat, null)
  if (threat && threat.kind !== 'opensRun') {
    const [x] = view.briefcase.at
    const carrier = squareName(view.briefcase.at)
    const answer = safe.filter((a) => squareName(a.to) === carrier || (a.to[0] === x && a.from[0] !== x))
    if (answer.length > 0) return pick(rng, answer, answer)
  }
  return pick(rng, all, safe.length < moves.length ? all.filter((a) => a.type !== 'move' || safe.includes(a)) : all)
}

function cfGame(seed: string, roles: Record<cf.Seat, Role>): cf.Seat | null {
  let state = cf.createGame({ seed, maxTurns: 400 })
  const rng = seedRng(`bench-hints/${seed}`)
  for (let step = 0; state.phase !== 'over'; step++) {
    // Random players may spend many actions on free ones (orders) between turns: call it a draw.
    if (step > 20000) return null
    const due = cf.toActOf(state)
    const seat = due[nextInt(rng, due.length)] as cf.Seat
    state = cf.applyAction(state, seat, cfDecide(roles[seat], cf.viewFor(state, seat), seat, rng))
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

export function runHints(args: readonly string[]): void {
  const value = (flag: string): string | undefined => {
    const i = args.indexOf(flag)
    return i >= 0 ? args[i + 1] : undefined
  }
  const games = Number(value('--games') ?? 400)
  const from = Number(value('--from') ?? 0)
  const only = value('--game')
  const slPlayer: SlPlayer = value('--players') === 'normal' ? 'normal' : 'random'
  const rows: string[] = []
  const wanted = (g: string) => only === undefined || only === g
  if (wanted('spies-and-lies')) {
    rows.push(
      measure(slPlayer === 'normal' ? 'Spies & Lies (normal computer players)' : 'Spies & Lies', games, (g) => {
        const follower: sl.Seat = g % 2 === 0 ? 'red' : 'blue'
        const w = slGame(`sl/${from + g}`, { [follower]: 'follower', [follower === 'red' ? 'blue' : 'red']: 'plain' } as Record<sl.Seat, Role>, slPlayer)
        return outcome(w === null ? null : w === follower)
      }),
    )
  }
  if (wanted('confusion')) {
    rows.push(
      measure('Confusion', games, (g) => {
        const follower: cf.Seat = g % 2 === 0 ? 'white' : 'red'
        const w = cfGame(`cf/${from + g}`, { [follower]: 'follower', [follower === 'white' ? 'red' : 'white']: 'plain' } as Record<cf.Seat, Role>)
        return outcome(w === null ? null : w === follower)
      }),
    )
  }
  if (wanted('agent-dog')) {
    for (const players of [2, 4] as const) {
      rows.push(
        measure(`Agent DOG, ${players} players`, games, (g) => {
          const seats = dog.createGame({ seed: 'seats', players }).seats
          // The follower's side: one seat (2 players) or a team of partners (4), alternating.
          const followers = seats.filter((_, i) => (players === 2 ? i === g % 2 : i % 2 === g % 2))
          const roles = Object.fromEntries(seats.map((s) => [s, followers.includes(s) ? 'follower' : 'plain'])) as Record<dog.Seat, Role>
          const w = dogGame(`dog${players}/${from + g}`, players, roles)
          return outcome(w === null ? null : w.some((s) => followers.includes(s)))
        }),
      )
    }
  }
  console.log('\nHints followed against hints ignored (head to head, both otherwise uniform random; 95% interval)\n')
  console.log('| game | games | follower wins | over 50% | games per CPU-second |')
  console.log('| --- | --- | --- | --- | --- |')
  for (const r of rows) console.log(r)
  if (wanted('spies-and-lies')) console.log(`\nSpies & Lies: the guess hint changed ${slFired} of the follower's decisions in ${games} games (players: ${slPlayer}).`)
}
