// A "level-k" belief about the enemy's line-up: the enemy is assumed to deploy as the deducing
// levels do (deploy.ts: a softmax over its line-ups' scores against a guesser), so each line-up is
// weighed by how often that deployment would choose it. The scores are those of the morning the
// line-up was chosen: the view is wound back to the start of today from the public log.
import { opponent } from '../tables'
import { handOfSide, type Lineup, type Prior } from '../deduce'
import type { PlayerView, Seat } from '../types'
import { lineupScores } from './deploy'
import { randomGuesserChance } from './opponent'

/** The deducing levels' deployment (policies.ts): how sharply it follows its scores. */
export interface DeployModel {
  temperature: number
  sharp: number
}

/** The tracks at the start of today, replayed from the log's public scoring entries. */
function morningTracks(log: PlayerView['log']): Record<Seat, number> {
  const tracks: Record<Seat, number> = { red: 0, blue: 0 }
  let morning = { ...tracks }
  for (const e of log) {
    const seat = e.seat as Seat
    if (e.type === 'score') tracks[seat] += e.points as number
    else if (e.type === 'infiltration') tracks[seat] = 0
    else if (e.type === 'carry-over') tracks[seat] = e.points as number
    else if (e.type === 'sabotage') tracks[e.target as Seat] = e.to as number
    else if (e.type === 'day') morning = { ...tracks }
  }
  return morning
}

/** The view as the deploying side saw the board this morning, before today's Intel card. */
export function morningView(view: PlayerView): PlayerView {
  let cut = view.log.length
  for (let i = view.log.length - 1; i >= 0; i--) {
    if (view.log[i].type === 'day') {
      cut = i + 1
      break
    }
  }
  const log = view.log.slice(0, cut)
  return { ...view, log, infiltration: morningTracks(log), intel: { ...view.intel, current: null } }
}

const key = (line: Lineup): string => line.join('')

/**
 * The chance the enemy deployed each line-up of its hand today if it deploys by `model`, mixed
 * with `base` (a floor of `floor` of the mass spread by `base`, so an enemy who deploys otherwise
 * is still read).
 */
export function levelKPrior(view: PlayerView, enemy: Seat, model: DeployModel, base: Prior, floor: number): Prior {
  const morning = morningView(view)
  const randomness = randomGuesserChance(morning, opponent(enemy))
  const { lineups, scores } = lineupScores(morning, enemy, handOfSide(view, enemy), { sharp: model.sharp, randomness })
  const best = Math.max(...scores)
  const weights = scores.map((s) => Math.exp((s - best) / model.temperature))
  const total = weights.reduce((a, b) => a + b, 0)
  const chance = new Map<string, number>()
  lineups.forEach((line, k) => chance.set(key(line), weights[k] / total))
  const spread = floor / Math.max(1, lineups.length)
  return (line) => base(line) * ((1 - floor) * (chance.get(key(line)) ?? 0) + spread)
}
