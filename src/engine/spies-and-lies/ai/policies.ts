// The four levels, prompt by prompt.
// - easy: a beginner: random line-ups and tokens, guesses drawn toward the likely ranks with plenty
//   of noise, Deception and the Marshal/Captain choices on a whim.
// - normal: exact deduction with a uniform prior and sensible one-step choices.
// - hard: a learned prior over the opponent's line-ups, and expected value over the rest of the day
//   in worlds drawn from the posterior.
// - expert: hard's determinized search with four times the worlds (a fixed count, never a clock,
//   so a seed replays alike), a posterior sharpened by the belief that the enemy deploys as hard
//   does (level-k.ts), and line-ups chosen against a guesser that reads it as hard does, drawn
//   warmer than hard's (temperature 0.3: against that guesser one line-up often scores far above
//   the rest, and at hard's 0.15 expert opened alike in 98% of seeds; 0.6 lost to easy more).
//   Searching all ten guesses instead of the best four by the one-step value scored worse against
//   hard (45.5% of 400 games).
import type { Level } from '../../core/game-module'
import { actionsForPrompt } from '../answers'
import { opponent } from '../tables'
import { UNIFORM_PRIOR, type Prior } from '../deduce'
import type { Action, PlayerView, Prompt, Rank, Seat } from '../types'
import { BeliefBook } from './knowledge'
import { bestChoice, choiceOptions } from './choices'
import { namedChance, shouldDeceive } from './deceive'
import { lineupScores } from './deploy'
import { levelKPrior, type DeployModel } from './level-k'
import { guessValues } from './guess'
import { sergeantTokenScores } from './intel'
import { randomGuesserChance } from './opponent'
import { adaptivePrior } from './prior'
import { argmax, chance, pick, pickSoftmax, pickWeighted, type RngState } from './random'
import { DECEIVE_THRESHOLD } from './rollout'
import { samplesByCard, samplesOf, searchValues, type SearchNoise } from './search'
import { linearValue, winValue } from './value'
import { worldOf } from './world'

export type { Level }
type Thinking = Exclude<Level, 'easy'>

/** Knobs of the deducing levels. */
interface Settings {
  /** Softmax temperature of the deployment draw, in spaces. */
  deployTemperature: number
  /** How sharply the guesser modelled for deployment and tokens follows its best guess. */
  sharp: number
  /** Worlds drawn for the rest-of-day search (0: one step ahead only). */
  samples: number
  /** Guesses searched (the best by the one-step value). */
  guessCandidates: number
  /** The search runs from this day on (one step ahead before it). */
  searchFrom: number
  /** Reads the opponent: the learned prior, its share of random guesses, tokens that lie now and then. */
  reads: boolean
  /**
   * Deploys against a guesser that reads it with the learned prior (as hard does) instead of a
   * uniform one: the line-ups that prior expects least are the hardest to guess.
   */
  deploysAgainstReader: boolean
  /**
   * Believes the enemy deploys as hard does (level-k.ts), keeping this share of the belief spread
   * over every line-up; null: the read prior alone.
   */
  levelKFloor: number | null
}

const SETTINGS: Record<Thinking, Settings> = {
  normal: { deployTemperature: 0.3, sharp: 0.7, samples: 0, guessCandidates: 0, searchFrom: 4, reads: false, deploysAgainstReader: false, levelKFloor: null },
  hard: { deployTemperature: 0.15, sharp: 0.7, samples: 40, guessCandidates: 4, searchFrom: 1, reads: true, deploysAgainstReader: false, levelKFloor: null },
  expert: { deployTemperature: 0.3, sharp: 0.7, samples: 160, guessCandidates: 4, searchFrom: 1, reads: true, deploysAgainstReader: true, levelKFloor: 0.2 },
}

/** The deployment the level-k belief expects of the enemy: hard's. */
const HARD_DEPLOYMENT: DeployModel = { temperature: SETTINGS.hard.deployTemperature, sharp: SETTINGS.hard.sharp }

interface Decision {
  view: PlayerView
  prompt: Prompt
  me: Seat
  enemy: Seat
  rng: RngState
  actions: Action[]
  /** Hard reads the opponent: the chance it guesses at random (0 for the other levels). */
  randomness: number
  seed: string
  /** Only these line-ups may be deployed (a team's second seat completes its partner's pair). */
  allowed?: (line: readonly Rank[]) => boolean
}

/** Field-by-field equality of two actions (arrays by element). */
function sameAction(a: Action, b: Action): boolean {
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
    const u = x[key]
    const v = y[key]
    if (Array.isArray(u) && Array.isArray(v)) {
      if (u.length !== v.length || u.some((e, i) => e !== v[i])) return false
    } else if (u !== v) return false
  }
  return true
}

/** The legal action equal to `wanted` (the prompt's own object); the first legal one otherwise. */
function find(actions: readonly Action[], wanted: Action): Action {
  return actions.find((a) => sameAction(a, wanted)) ?? actions[0]
}

/** Beliefs for a level: mine about the enemy with the level's prior; the enemy's about me, uniform. */
function beliefsFor(d: Decision, level: Level): BeliefBook {
  if (level === 'easy') return new BeliefBook({ [d.enemy]: UNIFORM_PRIOR, [d.me]: UNIFORM_PRIOR } as Record<Seat, Prior>)
  const s = SETTINGS[level]
  let enemyPrior: Prior = s.reads ? adaptivePrior(d.view, d.enemy) : UNIFORM_PRIOR
  if (s.levelKFloor !== null) enemyPrior = levelKPrior(d.view, d.enemy, HARD_DEPLOYMENT, enemyPrior, s.levelKFloor)
  return new BeliefBook({ [d.enemy]: enemyPrior, [d.me]: UNIFORM_PRIOR } as Record<Seat, Prior>)
}

// ---------------------------------------------------------------------------------------------
// easy

function easy(d: Decision): Action {
  const { view, prompt, rng, actions } = d
  switch (prompt.type) {
    case 'guess': {
      const beliefs = beliefsFor(d, 'easy')
      const shown = view.missions[d.enemy].map((m) => m.rank)
      const dist = beliefs.fromView(view, d.enemy).at(prompt.mission, shown)
      const unseen = (r: number) => !shown.slice(0, prompt.mission).includes(r as Rank) && !view.exhausted[d.enemy].includes(r as Rank)
      const weights = actions.map((a) => (a.type === 'guess' ? dist[a.rank] + (unseen(a.rank) ? 0.08 : 0) : 0))
      return actions[pickWeighted(rng, weights)]
    }
    case 'deceive':
      return find(actions, { type: 'deceive', play: chance(rng, 0.3) })
    case 'marshal':
      return find(actions, { type: 'marshal', choice: chance(rng, 0.75) ? 'ten' : 'sabotage' })
    default:
      return pick(rng, actions)
  }
}

// ---------------------------------------------------------------------------------------------
// normal and hard

/** The opponent's random guesses, for the rest-of-day search. */
function noiseOf(d: Decision): SearchNoise {
  return { seat: d.enemy, chance: d.randomness, seed: d.seed }
}

function deploy(d: Decision, s: Settings): Action {
  const hand = d.view.hand ?? []
  const guesserPrior = s.deploysAgainstReader ? adaptivePrior(d.view, d.me) : undefined
  const { lineups, scores } = lineupScores(d.view, d.me, hand, { sharp: s.sharp, randomness: d.randomness, guesserPrior })
  const allowed = d.allowed
  const weighed = allowed ? scores.map((score, k) => (allowed(lineups[k]) ? score : -Infinity)) : scores
  const line = lineups[pickSoftmax(d.rng, weighed, s.deployTemperature)]
  return find(d.actions, { type: 'deploy', missions: [line[0], line[1], line[2], line[3]] })
}

function intel(d: Decision, prompt: Extract<Prompt, { type: 'intel' }>, s: Settings): Action {
  if (prompt.sergeant === null) return d.actions[0]
  const scores = sergeantTokenScores(d.view, d.me, UNIFORM_PRIOR, s.sharp, d.randomness)
  const truth = (d.view.intel.current ?? []).includes(4)
  // Ties keep the truth; hard also lies now and then when it costs little, so its tokens stay unreadable.
  let token: boolean
  if (s.reads) token = pickSoftmax(d.rng, [scores.true, scores.false], 0.05) === 0
  else token = scores.true === scores.false ? truth : scores.true > scores.false
  return find(d.actions, { type: 'intel', sergeantToken: token })
}

function guess(d: Decision, prompt: Extract<Prompt, { type: 'guess' }>, level: Thinking, s: Settings): Action {
  const beliefs = beliefsFor(d, level)
  const enemyBelief = beliefs.fromView(d.view, d.enemy)
  const shown = d.view.missions[d.enemy].map((m) => m.rank)
  const dist = enemyBelief.at(prompt.mission, shown)
  const world = worldOf(d.view, enemyBelief.post.lineups[0] ?? null)
  const values = guessValues(d.view, world, prompt.mission, dist, linearValue)
  if (s.samples === 0) return find(d.actions, { type: 'guess', rank: argmax(values) as Rank })
  const ranked = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((r) => values[r] > -Infinity).sort((a, b) => values[b] - values[a])
  const candidates = ranked.slice(0, s.guessCandidates).map((r): Action => ({ type: 'guess', rank: r as Rank }))
  if (candidates.length <= 1) return find(d.actions, candidates[0] ?? { type: 'guess', rank: argmax(values) as Rank })
  const samples = samplesByCard(enemyBelief.post, prompt.mission, d.rng, s.samples)
  const searched = searchValues(d.view, candidates, samples, beliefs, winValue, noiseOf(d))
  return find(d.actions, candidates[argmax(searched)])
}

function deceive(d: Decision, prompt: Extract<Prompt, { type: 'deceive' }>, level: Thinking, s: Settings): Action {
  const beliefs = beliefsFor(d, level)
  const enemyBelief = beliefs.fromView(d.view, d.enemy)
  const world = worldOf(d.view, enemyBelief.post.lineups[0] ?? null)
  if (s.samples === 0) {
    const named = namedChance(world, d.me, prompt.mission, beliefs.fromView(d.view, d.me))
    return find(d.actions, { type: 'deceive', play: shouldDeceive(world, d.me, prompt.mission, named, DECEIVE_THRESHOLD) })
  }
  const candidates: Action[] = [
    { type: 'deceive', play: false },
    { type: 'deceive', play: true },
  ]
  const samples = samplesOf(enemyBelief.post, d.rng, s.samples)
  const searched = searchValues(d.view, candidates, samples, beliefs, winValue, noiseOf(d))
  return find(d.actions, candidates[argmax(searched)])
}

function choice(d: Decision, level: Thinking, s: Settings): Action {
  const beliefs = beliefsFor(d, level)
  const enemyBelief = beliefs.fromView(d.view, d.enemy)
  const world = worldOf(d.view, enemyBelief.post.lineups[0] ?? null)
  const options = choiceOptions(world, d.me)
  if (s.samples === 0) return find(d.actions, bestChoice(world, d.me, options, linearValue).action)
  const samples = samplesOf(enemyBelief.post, d.rng, s.samples)
  const searched = searchValues(d.view, options, samples, beliefs, winValue, noiseOf(d))
  return find(d.actions, options[argmax(searched)])
}

function deducing(d: Decision, level: Thinking): Action {
  const settings = SETTINGS[level]
  const s = d.view.day >= settings.searchFrom ? settings : { ...settings, samples: 0 }
  const { prompt } = d
  switch (prompt.type) {
    case 'deploy':
      return deploy(d, s)
    case 'intel':
      return intel(d, prompt, s)
    case 'guess':
      return guess(d, prompt, level, s)
    case 'deceive':
      return deceive(d, prompt, level, s)
    case 'marshal':
    case 'captain':
      return choice(d, level, s)
  }
}

/**
 * The level's action for the view's prompt; the view must have one. `allowed`, when given, limits
 * the line-ups a deploy may choose from (at least one of the hand's must pass).
 */
export function decide(view: PlayerView, level: Level, rng: RngState, seed: string, allowed?: (line: readonly Rank[]) => boolean): Action {
  const prompt = view.prompt
  const all = actionsForPrompt(prompt, view.hand)
  const actions = allowed ? all.filter((a) => a.type !== 'deploy' || allowed(a.missions)) : all
  if (prompt === null || actions.length === 0 || view.seat === null) throw new Error('this view has nothing to decide')
  if (actions.length === 1) return actions[0]
  const enemy = opponent(view.seat)
  const randomness = level !== 'easy' && SETTINGS[level].reads ? randomGuesserChance(view, enemy) : 0
  const d: Decision = { view, prompt, me: view.seat, enemy, rng, actions, randomness, seed, allowed }
  return level === 'easy' ? easy(d) : deducing(d, level)
}
