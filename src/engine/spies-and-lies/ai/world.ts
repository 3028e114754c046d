// A possible world: a GameState rebuilt from a PlayerView with the hidden enemy line-up filled in
// by a guess (a sample from the posterior). The computer players play such worlds forward with the
// engine's own rules to see what a decision leads to. Nothing in it comes from the real state:
// only the view and the sampled line-up.
import { seedRng } from '../../core/rng'
import { INTEL_CARDS, SERGEANT, opponent } from '../tables'
import { noAbilities } from '../state'
import type { ActiveAbilities, GameState, Mission, MissionStep, PlayerView, Rank, Seat } from '../types'
import type { Lineup } from '../deduce'

const WORLD_SEED = 'safehouse-ai-world'
const WORLD_RNG = seedRng(WORLD_SEED)

/** The id of an Intel card with these ranks (the copies are interchangeable). */
function intelId(ranks: readonly Rank[]): string {
  const card = INTEL_CARDS.find((c) => c.ranks.length === ranks.length && c.ranks.every((r, i) => r === ranks[i]))
  return card ? card.id : INTEL_CARDS[0].id
}

function abilitiesOf(view: PlayerView, side: Seat): ActiveAbilities {
  const a = view.active[side]
  return { ...noAbilities(), spy: a.spy, scout: a.scout, miner: a.miner, bomb: a.bomb ? 'armed' : 'off' }
}

function stepOf(view: PlayerView): MissionStep {
  const p = view.prompt
  if (p && (p.type === 'deceive' || p.type === 'guess' || p.type === 'marshal' || p.type === 'captain')) return p.type
  return 'guess'
}

/**
 * The world of `view` where the enemy's line-up of today is `enemyLine` (its turned-up cards
 * must agree; they are kept as seen). `enemyToken` is the enemy Sergeant's Intel token when it is
 * not public yet (default: the truth).
 */
export function worldOf(view: PlayerView, enemyLine: Lineup | null, enemyToken?: boolean): GameState {
  const me = view.seat as Seat
  const enemy = opponent(me)
  const intel = view.intel.current
  const missions = (side: Seat): Mission[] =>
    view.missions[side].map((m, i) => {
      const rank = side === enemy && enemyLine !== null && !m.revealed ? enemyLine[i] : m.rank
      let intelToken = m.intelToken
      if (side === enemy && intelToken === null && intel !== null && rank !== null && view.phase !== 'deploy') {
        intelToken = rank === SERGEANT ? (enemyToken ?? intel.includes(rank)) : intel.includes(rank)
      }
      return { ...m, rank, intelToken }
    })
  const confirmed = (side: Seat): boolean => view.phase === 'mission' || view.phase === 'over' || (view.phase === 'intel' && !view.toAct.includes(side))
  const exhaustedFirst = (side: Seat): Rank => view.exhausted[side][0] ?? 1
  return {
    version: 1,
    setup: {
      seed: WORLD_SEED,
      firstSeat: view.startSeat,
      exhausted: { red: exhaustedFirst('red'), blue: exhaustedFirst('blue') },
      intelOrder: INTEL_CARDS.map((c) => c.id),
      wall: view.track.wall,
    },
    rng: [WORLD_RNG[0], WORLD_RNG[1], WORLD_RNG[2], WORLD_RNG[3]],
    day: view.day,
    phase: view.phase,
    startSeat: view.startSeat,
    doubleAgent: view.doubleAgent,
    infiltration: { red: view.infiltration.red, blue: view.infiltration.blue },
    deception: { red: view.deception.red, blue: view.deception.blue, supply: view.deception.supply },
    intelDeck: [],
    intelCurrent: intel === null ? null : intelId(intel),
    intelOld: view.intel.old.map(intelId),
    exhausted: { red: view.exhausted.red.slice(), blue: view.exhausted.blue.slice() },
    missions: { red: missions('red'), blue: missions('blue') },
    deployed: { red: view.phase !== 'deploy', blue: view.phase !== 'deploy' },
    intelConfirmed: { red: confirmed('red'), blue: confirmed('blue') },
    turn: view.turn,
    step: stepOf(view),
    active: { red: abilitiesOf(view, 'red'), blue: abilitiesOf(view, 'blue') },
    winner: view.winner,
    log: [],
  }
}
