// Computer players in team seats. They reuse the two-player levels: the seat's view is turned into
// the view its side would have in a two-player game, as far as the seat knows it, the level decides,
// and the decision is turned back into the seat's own action. The only input is the seat's view.
import { decide, type Level } from '../ai/policies'
import { consistent, lineupsOfHand, type SideFacts } from '../deduce'
import { RuleError } from '../errors'
import { seedRng } from '../../core/rng'
import { RANKS, SEATS, TEAMS } from '../tables'
import type { GameAction, MissionView, PlayerView, Prompt, Rank, Seat, TeamSeat, TeamView } from '../types'
import { actionsForTeamView } from './prompt'
import { missionsOf, placeOf, sideOf } from './seats'

function sorted(ranks: readonly Rank[]): Rank[] {
  return ranks.slice().sort((a, b) => a - b)
}

function fullyDeployed(view: TeamView, side: Seat): boolean {
  return TEAMS[side].every((t) => view.team.deployed.includes(t))
}

/**
 * The side's line-up of today as `seat` can tell it from its view: its own two ranks, its
 * partner's once turned up, and the others from the side's hand (the ranks the side holds neither in
 * hand nor on view are its partner's). Only where a Sergeant could stand on either of the partner's
 * missions is the placement not determined: then the first line-up (in the engine's stable order)
 * that fits everything public is taken, so the same view always gives the same line-up.
 */
export function inferredLineup(view: TeamView, seat: TeamSeat): Array<Rank | null> {
  const side = sideOf(seat)
  const shown = view.missions[side].map((m) => m.rank)
  if (!fullyDeployed(view, side) || shown.every((r) => r !== null)) return shown
  const dayHand = RANKS.filter((r) => !view.exhausted[side].includes(r))
  const hand = view.hand ?? []
  const unseen = dayHand.filter((r) => !hand.includes(r) && !shown.includes(r))
  const tokensPublic = view.phase === 'mission' || view.phase === 'over'
  const facts: SideFacts = {
    side,
    hand: dayHand,
    deployed: true,
    known: shown,
    tokens: view.missions[side].map((m) => (tokensPublic ? m.intelToken : null)),
    intel: view.intel.current,
  }
  const fits = lineupsOfHand(dayHand).find(
    (line) => consistent(line, facts) && line.every((r, i) => shown[i] !== null || unseen.includes(r)),
  )
  if (fits) return fits.slice()
  // Not reachable from a real view; kept total: the unseen ranks in order on the hidden missions.
  const rest = sorted(unseen)
  return shown.map((r) => r ?? rest.shift() ?? null)
}

/** Today's log without the deploy entries of a side that has not finished deploying. */
function twoPlayerLog(view: TeamView): PlayerView['log'] {
  const waiting = SEATS.filter((side) => !fullyDeployed(view, side))
  if (view.phase !== 'deploy' || waiting.length === 0) return view.log
  let dayStart = 0
  view.log.forEach((e, i) => {
    if (e.type === 'day') dayStart = i
  })
  return view.log.filter((e, i) => i < dayStart || e.type !== 'deploy' || !waiting.includes(e.seat as Seat))
}

/**
 * The two-player view of the seat's side, from the seat's view alone: the side as the seat, the
 * side's line-up as the seat can tell it (inferredLineup), and for the second seat's deploy the
 * day's whole hand (its partner's pair included). Useful to the deduction helper as well.
 */
export function sideViewOf(view: TeamView): PlayerView {
  const seat = view.seat
  if (seat === null) throw new RuleError('bad-action', 'a spectator has no side')
  const side = sideOf(seat)
  const prompt = view.prompt
  let hand = view.hand
  let own: MissionView[] = view.missions[side]
  if (prompt?.type === 'deploy' && placeOf(seat) === 1) {
    const pair = own.slice(0, 2).map((m) => m.rank).filter((r): r is Rank => r !== null)
    hand = sorted([...(hand ?? []), ...pair])
  } else if (view.phase !== 'deploy') {
    const line = inferredLineup(view, seat)
    own = own.map((m, i) => ({ ...m, rank: line[i] }))
  }
  const twoPlayerPrompt: Prompt | null = prompt?.type === 'deploy' ? { type: 'deploy' } : prompt
  return {
    seat: side,
    day: view.day,
    phase: view.phase,
    toAct: SEATS.filter((s) => TEAMS[s].some((t) => view.toAct.includes(t))),
    prompt: twoPlayerPrompt,
    doubleAgent: view.doubleAgent,
    track: view.track,
    infiltration: view.infiltration,
    deception: view.deception,
    intel: view.intel,
    exhausted: view.exhausted,
    hand,
    missions: side === 'red' ? { red: own, blue: view.missions.blue } : { red: view.missions.red, blue: own },
    winner: view.winner === null || view.winner === 'draw' ? view.winner : sideOf(view.winner[0]),
    log: twoPlayerLog(view),
    startSeat: view.startSeat,
    turn: view.turn,
    active: view.active,
  }
}

/**
 * Picks a team seat's next action from its view alone, with the two-player levels. The first seat
 * deploys the first two missions of the line-up its level would choose for the whole side; the
 * second seat the last two of the best line-up that starts with its partner's pair.
 */
export function chooseTeamAction(view: TeamView, level: Level, seed: string): GameAction {
  const seat = view.seat
  if (seat === null || actionsForTeamView(view).length === 0) throw new RuleError('not-your-turn', 'this view has nothing to decide')
  const side = sideOf(seat)
  const decisionSeed = `${seed}:${level}:${seat}:${view.turn}:${view.log.length}`
  let allowed: ((line: readonly Rank[]) => boolean) | undefined
  if (view.prompt?.type === 'deploy' && placeOf(seat) === 1) {
    const [a, b] = view.missions[side].map((m) => m.rank)
    allowed = (line) => line[0] === a && line[1] === b
  }
  const action = decide(sideViewOf(view), level, seedRng(decisionSeed), decisionSeed, allowed)
  if (action.type !== 'deploy') return action
  const [x, y] = missionsOf(seat)
  return { type: 'deploy', missions: [action.missions[x], action.missions[y]] }
}
