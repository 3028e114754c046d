// The computer player over many seeded games at every level, player count and rule option: every
// decision is one of the engine's legal actions for that seat, taken from the seat's view alone, and
// the same view, level and seed always give the same decision. Games are played to their end with
// every seat a computer (levels mixed at the table), so exchanges, rescues, out-of-round turns and
// the end game are all met. Sized to stay well under a minute on two shared cores.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyAction, chooseAction, createGame, legalActions, toAct, viewFor, type Players, type RuleOptions, type Seat } from '../../../src/engine/agent-dog'
import { nextInt, seedRng } from '../../../src/engine/core/rng'
import type { Level } from '../../../src/engine/core/game-module'
import { runsFrom, runs as scaled } from '../../support/runs'

const LEVELS: Level[] = ['easy', 'normal', 'hard', 'expert']
const SEATS: Record<Players, Seat[]> = { 2: ['red', 'green'], 3: ['red', 'blue', 'green'], 4: ['red', 'blue', 'green', 'yellow'] }
/** Every decision is checked against legalActions; one in this many is also asked twice (determinism). */
const TWICE = 5
const TIMEOUT = 120_000

interface Table {
  seed: string
  players: Players
  rules: Partial<RuleOptions>
  /** The level at each seat, by a rotation of LEVELS. */
  rotation: number
}

/** Plays one game to its end with computers at every seat; returns the decisions checked. */
function playChecked(t: Table): number {
  const seats = SEATS[t.players]
  const levelOf = (seat: Seat): Level => LEVELS[(seats.indexOf(seat) + t.rotation) % LEVELS.length]
  let state = createGame({ seed: t.seed, players: t.players, rules: t.rules })
  const order = seedRng(`${t.seed}/order`)
  let decisions = 0
  for (let step = 0; state.phase !== 'over'; step++) {
    if (step > 4000) throw new Error(`${t.seed}: the game did not end`)
    const due = toAct(state)
    const seat = due[nextInt(order, due.length)]
    const view = viewFor(state, seat)
    const seed = `${t.seed}/${step}`
    const action = chooseAction(view, levelOf(seat), seed)
    const legal = legalActions(state, seat).map((a) => JSON.stringify(a))
    if (!legal.includes(JSON.stringify(action))) throw new Error(`${t.seed} step ${step}: ${levelOf(seat)} ${seat} chose an illegal ${JSON.stringify(action)}`)
    if (step % TWICE === 0) expect(chooseAction(structuredClone(view), levelOf(seat), seed)).toEqual(action)
    state = applyAction(state, seat, action)
    decisions++
  }
  expect(state.winner).not.toBeNull()
  return decisions
}

const rulesArb: fc.Arbitrary<Partial<RuleOptions>> = fc.record(
  {
    undercoverGoalEntry: fc.constantFrom<RuleOptions['undercoverGoalEntry']>('relocate', 'forbidden'),
    partnerSteps: fc.constantFrom<RuleOptions['partnerSteps']>('step-capture', 'blocking'),
    unplayedCardVisibility: fc.constantFrom<RuleOptions['unplayedCardVisibility']>('hidden', 'face-up'),
  },
  { requiredKeys: [] },
)

const tableArb = (players: Players): fc.Arbitrary<Table> =>
  fc.record({
    seed: fc.nat().map((n) => `ai-${players}-${n.toString(36)}`),
    players: fc.constant(players),
    rules: rulesArb,
    rotation: fc.nat({ max: LEVELS.length - 1 }),
  })

/**
 * Whole random tables at each player count, or in the inner loop (test/support/runs.ts) two players
 * only: the rule-option tables below are a 4- and a 3-player game, and the inner loop plays the first.
 */
const COUNTS = ([
  [2, 3],
  [3, 2],
  [4, 2],
] as const).filter(([players]) => players === 2 || scaled(2) === 2)

describe('the computer player in whole games', () => {
  for (const [players, runs] of COUNTS) {
    it(
      `${players} players: every decision of every level is legal and repeatable, to the end of the game`,
      () => {
        fc.assert(
          fc.property(tableArb(players), (t) => {
            expect(playChecked(t)).toBeGreaterThan(0)
          }),
          { numRuns: scaled(runs), includeErrorInReport: true },
        )
      },
      TIMEOUT,
    )
  }

  it(
    'each rule option that is not the default, every level at some seat',
    () => {
      const tables: Table[] = [
        { seed: 'ai-rules-blocking-face-up', players: 4, rules: { partnerSteps: 'blocking', unplayedCardVisibility: 'face-up' }, rotation: 0 },
        { seed: 'ai-rules-forbidden', players: 3, rules: { undercoverGoalEntry: 'forbidden' }, rotation: 1 },
      ]
      // Both, or in the inner loop (test/support/runs.ts) the first: the random tables above draw rule options too.
      for (const t of runsFrom(tables)) expect(playChecked(t)).toBeGreaterThan(0)
    },
    TIMEOUT,
  )
})
