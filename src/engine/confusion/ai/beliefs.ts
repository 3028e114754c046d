// What a seat knows about every spy, from its view alone: its own spies' movement pieces as the
// deduction helper weighs them (the Double Agent among them, whose answers the opponent chooses),
// and the opponent's spies exactly (the view shows them, their Double Agent as 'DA'), together with
// how sure the opponent can be of each of theirs.
import { deduce, type Deduction } from '../deduce'
import { DIRECTIONS } from '../geometry'
import { DOUBLE_AGENT, opponent } from '../tables'
import { KINDS, PROMOTED_KIND, kindAllows, reachOf, type Reach } from './reach'
import { competenceOf } from './opponent'
import type { Attempt } from './position'
import type { MovementId, PlayerView, Seat, Try } from '../types'

/**
 * How likely the opponent is to let our own Double Agent make a given move (they answer for it):
 * as their orders happen to fall if they play carelessly, never if they play well, and never a
 * move they have refused before (only our Double Agent could have been refused a move and still
 * make it, so trying it again is a lottery).
 */
const OWN_DOUBLE_AGENT_YES = 0.25
/** Even an opponent unsure of a damaging move tries it this often (more, the surer they are)... */
const THREAT_BASE = 0.35
/** ...and a careless one happens on it this often (on the briefcase's square more: everyone goes for it). */
const CARELESS = 0.08
const CARELESS_BRIEFCASE = 0.3

export interface SpyBelief {
  owner: Seat
  mine: boolean
  /** Probability of each kind, in KINDS order; with `da`, they sum to 1. */
  kinds: Float64Array
  /** Probability that it is its side's Double Agent. */
  da: number
  /** The opponent's spies: the probability their owner gives their true piece (1 once known). */
  ownerSure: number
}

export interface Beliefs {
  me: Seat
  enemy: Seat
  spies: SpyBelief[]
  /** allow[spy * 88 + dir * 11 + dist]: probability that the attempt is answered yes. */
  allow: Float64Array
  /** The same for the opponent's spies as the opponent can weigh it (their own notebook). */
  theirAllow: Float64Array
  /** How well the opponent plays (opponent.ts). */
  competence: number
}

const PER_SPY = DIRECTIONS.length * 11

function fromPiece(piece: MovementId | 'PROMOTED'): { kinds: Float64Array; da: number } {
  const kinds = new Float64Array(KINDS.length)
  if (piece === DOUBLE_AGENT) return { kinds, da: 1 }
  kinds[piece === 'PROMOTED' ? PROMOTED_KIND : KINDS.indexOf(piece)] = 1
  return { kinds, da: 0 }
}

function fromDeduction(d: Deduction, label: string): { kinds: Float64Array; da: number } {
  const kinds = new Float64Array(KINDS.length)
  const belief = d.spies.find((s) => s.label === label)
  if (!belief) return { kinds, da: 0 }
  KINDS.forEach((kind, k) => {
    if (kind !== 'PROMOTED') kinds[k] = belief.probabilities[kind] ?? 0
  })
  return { kinds, da: belief.probabilities[DOUBLE_AGENT] ?? 0 }
}

/** Writes spy `i`'s chance of a yes for every direction and distance into `out`. */
function fillAllow(reach: Reach, out: Float64Array, i: number, kinds: Float64Array, da: number, daYes: number, refused: readonly Try[] = []): void {
  for (let dir = 0; dir < DIRECTIONS.length; dir++) {
    for (let dist = 1; dist <= 10; dist++) {
      const again = refused.some((t) => t.dist === dist && t.dir === DIRECTIONS[dir])
      let p = again ? 0 : da * daYes
      for (let k = 0; k < KINDS.length; k++) if (kinds[k] > 0 && kindAllows(reach, k, dir, dist)) p += kinds[k]
      out[i * PER_SPY + dir * 11 + dist] = p
    }
  }
}

export function beliefsOf(view: PlayerView): Beliefs {
  const me = view.seat as Seat
  const enemy = opponent(me)
  const mine = deduce(view, me)
  const theirs = deduce(view, enemy)
  const competence = competenceOf(view)
  const reach = reachOf(view.rules.pieces)
  const daYes = OWN_DOUBLE_AGENT_YES * (1 - competence)
  const allow = new Float64Array(view.spies.length * PER_SPY)
  const theirAllow = new Float64Array(view.spies.length * PER_SPY)
  const spies = view.spies.map((spy, i): SpyBelief => {
    if (spy.owner === me) {
      const known = spy.promoted ? fromPiece('PROMOTED') : fromDeduction(mine, spy.label)
      fillAllow(reach, allow, i, known.kinds, known.da, daYes, view.notebook[i].tries.filter((t) => !t.yes))
      return { owner: me, mine: true, ...known, ownerSure: 1 }
    }
    const truth = spy.promoted ? 'PROMOTED' : (spy.movement ?? DOUBLE_AGENT)
    const known = fromPiece(truth)
    // Their Double Agent moves only as our orders or answers let it: the search counts it as refused.
    fillAllow(reach, allow, i, known.kinds, 0, 0)
    const own = spy.promoted ? fromPiece('PROMOTED') : fromDeduction(theirs, spy.label)
    fillAllow(reach, theirAllow, i, own.kinds, own.da, OWN_DOUBLE_AGENT_YES)
    const sure = truth === DOUBLE_AGENT ? own.da : truth === 'PROMOTED' ? 1 : own.kinds[KINDS.indexOf(truth)]
    return { owner: enemy, mine: false, ...known, ownerSure: sure }
  })
  return { me, enemy, spies, allow, theirAllow, competence }
}

/** Probability that spy `spy`'s attempt of `dist` squares along owner-frame direction `dir` is allowed. */
export function allowOf(b: Beliefs, spy: number, dir: number, dist: number): number {
  return b.allow[spy * PER_SPY + dir * 11 + dist]
}

/**
 * How readily the opponent tries an allowed move of theirs that hurts us: by how sure they can be
 * of it if they play well, seldom if they play carelessly (but anyone goes for the briefcase).
 */
export function readiness(b: Beliefs, a: Pick<Attempt, 'spy' | 'dir' | 'dist'>, ontoBriefcase: boolean): number {
  const sure = b.theirAllow[a.spy * PER_SPY + a.dir * 11 + a.dist]
  const careless = ontoBriefcase ? CARELESS_BRIEFCASE : CARELESS
  return b.competence * (THREAT_BASE + (1 - THREAT_BASE) * sure) + (1 - b.competence) * careless
}
