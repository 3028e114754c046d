// Property tests for the Confusion engine: thousands of seeded random games played through the
// public API, in every combination of variants, tokens and answer modes, checking what must hold in
// every game rather than in hand-picked positions. Every game is reproducible: a failure reports
// the fast-check counterexample ({ seed, setup, bias }), and playRandomGame replays it move for move.
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import {
  DOUBLE_AGENT,
  MOVEMENT_TYPES,
  RuleError,
  SEATS,
  actionsFromView,
  applyAction,
  createGame,
  deduce,
  legalActions,
  opponent,
  promptFor,
  toActOf,
  viewFor,
  type Action,
  type GameState,
  type Label,
  type MovementId,
  type Seat,
  type SetupOptions,
  type TypeId,
} from '../../../src/engine/confusion'
import { forcedAnswer } from '../../../src/engine/confusion/movement'
import { lineBetween, ownerDirection } from '../../../src/engine/confusion/geometry'
import { playRandomGame, type RandomGame, type RandomGameOptions } from '../../support/confusion-random-game'
import { runsOf } from '../../support/runs'
import { ok, ruleErrorOf } from '../../support/property-checks'

/** Runs per property, tuned so the whole file stays well under a minute on two cores. */
const RUNS = runsOf({
  legality: 20,
  invariants: 120,
  ending: 1200,
  views: 60,
  nonInterference: 120,
  doubleAgent: 200,
  deduction: 60,
})

function params(numRuns: number): { numRuns: number; includeErrorInReport: boolean } {
  return { numRuns, includeErrorInReport: true }
}

/** Generous per-test limit: not a timed assertion, only a guard against a hung game. */
const TIMEOUT = 180_000

// ---------------------------------------------------------------------------------------------
// Arbitraries

type SetupOverrides = Omit<SetupOptions, 'seed'>

interface GameInput {
  seed: string
  setup: SetupOverrides
  bias: number
}

/** Seeds made of unusual tokens, so "the view does not contain the seed" is a meaningful check. */
const seedArb: fc.Arbitrary<string> = fc.tuple(fc.nat(), fc.string({ maxLength: 6 })).map(([n, s]) => `seed-${n.toString(16)}-${s}-zq`)

const tokensArb: fc.Arbitrary<SetupOverrides['tokens']> = fc.oneof(
  fc.constant(undefined),
  fc.constant(true),
  fc.record({
    white: fc.subarray(['reveal', 'move2', 'swap'] as const).map((l) => l.slice()),
    red: fc.subarray(['reveal', 'move2', 'swap'] as const).map((l) => l.slice()),
  }),
)

/** Every combination of the options, bounded by a draw limit so that games stay short. */
function setupArb(maxTurns: fc.Arbitrary<number | undefined>): fc.Arbitrary<SetupOverrides> {
  return fc.record(
    {
      firstSeat: fc.constantFrom<Seat>('white', 'red'),
      tokens: tokensArb,
      variants: fc.record(
        { honor: fc.boolean(), tight: fc.boolean(), safeExtraction: fc.boolean(), variableSetup: fc.boolean(), promotion: fc.boolean() },
        { requiredKeys: [] },
      ),
      answers: fc.constantFrom<'orders' | 'by-hand'>('orders', 'by-hand'),
      maxTurns,
    },
    { requiredKeys: ['maxTurns'] },
  ).map((s) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as SetupOverrides)
}

/** Games cut short by a draw limit: cheap, for properties that look at every action. */
const shortGameArb: fc.Arbitrary<GameInput> = fc.record({
  seed: seedArb,
  setup: setupArb(fc.integer({ min: 4, max: 40 })),
  bias: fc.constantFrom(0, 0.5),
})
/** Games of every length up to 150 turns. */
const mediumGameArb: fc.Arbitrary<GameInput> = fc.record({
  seed: seedArb,
  setup: setupArb(fc.integer({ min: 10, max: 150 })),
  bias: fc.constantFrom(0, 0.5, 0.8),
})
/** Games of every length, a fifth of them without a draw limit (played to a win: a few run to thousands of actions). */
const gameArb: fc.Arbitrary<GameInput> = fc.record({
  seed: seedArb,
  setup: setupArb(fc.oneof({ arbitrary: fc.integer({ min: 20, max: 160 }), weight: 4 }, { arbitrary: fc.constant(undefined), weight: 1 })),
  bias: fc.constantFrom(0, 0.5, 0.8),
})

// ---------------------------------------------------------------------------------------------
// Helpers

/** Guard against an endless random game: no real game of these comes near it. */
const MAX_ACTIONS = 6000

type RecordedGame = RandomGame & { states: GameState[] }

function play(input: GameInput, extra: RandomGameOptions = {}): RecordedGame {
  const game = playRandomGame(input.seed, { setup: input.setup, briefcaseBias: input.bias, recordStates: true, maxActions: MAX_ACTIONS, ...extra })
  if (!game.states) throw new Error('recordStates returned no states')
  return { ...game, states: game.states }
}

function where(input: GameInput, step: number): string {
  return `seed ${JSON.stringify(input.seed)}, setup ${JSON.stringify(input.setup)}, bias ${input.bias}, after ${step} moves`
}

/** One action of every type, to probe seats that must refuse everything. */
const PROBES: readonly Action[] = [
  { type: 'move', from: [3, 1], to: [3, 2] },
  { type: 'move', from: [7, 9], to: [7, 8] },
  { type: 'eliminateOwn', at: [3, 1] },
  { type: 'eliminateDoubleAgent' },
  { type: 'answer', yes: true },
  { type: 'token', kind: 'reveal', at: [3, 1] },
  { type: 'token', kind: 'move2' },
  { type: 'token', kind: 'swap', a: [3, 1], b: [6, 1] },
  { type: 'pass' },
  { type: 'promote', accept: true },
  { type: 'transfer', accept: false },
  { type: 'place', squares: {} },
]

const SQUARE_COUNT = 121

/** Counts of log entries, kept per game as the log grows (and checking that it only grows). */
class LogTally {
  seen = 0
  turns = 0
  ends = 0
  tokens: Record<Seat, number> = { white: 0, red: 0 }
  private json: string[] = []

  update(s: GameState, at: () => string): this {
    ok(s.log.length >= this.seen, () => `${at()}: the log shrank`)
    // Entries are appended, never edited: spot-check the latest ones already seen.
    for (let i = Math.max(0, this.seen - 3); i < this.seen; i++) {
      ok(JSON.stringify(s.log[i]) === this.json[i], () => `${at()}: log entry ${i} changed`)
    }
    for (let i = this.seen; i < s.log.length; i++) {
      const e = s.log[i]
      this.json.push(JSON.stringify(e))
      if (e.type === 'turn') this.turns++
      if (e.type === 'end') this.ends++
      if (e.type === 'token') this.tokens[e.seat]++
    }
    this.seen = s.log.length
    return this
  }

  static of(s: GameState): LogTally {
    return new LogTally().update(s, () => 'tally')
  }
}

function checkInvariants(s: GameState, initial: GameState, at: () => string, tally: LogTally = LogTally.of(s)): void {
  const over = s.phase === 'over'
  ok(over === (s.winner !== null), () => `${at()}: phase ${s.phase}, winner ${JSON.stringify(s.winner)}`)
  const taken = new Set<number>()
  for (const spy of s.spies) {
    const first = initial.spies[s.spies.indexOf(spy)]
    ok(first.owner === spy.owner && first.label === spy.label && first.movement === spy.movement, () => `${at()}: ${spy.owner} ${spy.label}'s movement piece changed`)
    if (s.phase !== 'place') ok((spy.at === null) === (spy.removed !== null), () => `${at()}: ${spy.owner} ${spy.label} at ${JSON.stringify(spy.at)} removed ${spy.removed}`)
    ok(!(spy.promoted && spy.movement === DOUBLE_AGENT), () => `${at()}: a promoted Double Agent`)
    if (spy.removed === 'unmasked') ok(spy.movement === DOUBLE_AGENT, () => `${at()}: unmasked ${spy.label} is no Double Agent`)
    if (spy.promoted && !s.rules.variants.promotion) ok(MOVEMENT_TYPES[spy.movement as TypeId].crown, () => `${at()}: ${spy.label} promoted without a crown`)
    if (spy.at === null) continue
    const [x, y] = spy.at
    ok(Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x <= 10 && y <= 10, () => `${at()}: spy off the board at ${x},${y}`)
    ok(!(s.rules.variants.tight && (x === 0 || x === 10)), () => `${at()}: spy in a radiation column`)
    const cell = y * 11 + x
    ok(!taken.has(cell), () => `${at()}: two spies on ${x},${y}`)
    taken.add(cell)
  }
  ok(taken.size <= SQUARE_COUNT, () => `${at()}: too many spies`)
  const b = s.briefcase
  ok(b.at[0] >= 0 && b.at[0] <= 10 && b.at[1] >= 0 && b.at[1] <= 10, () => `${at()}: the briefcase is off the board`)
  if (b.holder !== null) {
    const holder = s.spies[b.holder].at
    ok(holder !== null && holder[0] === b.at[0] && holder[1] === b.at[1], () => `${at()}: the holder does not stand on the briefcase`)
  }
  for (const seat of SEATS) {
    ok(s.tokens[seat].every((k) => initial.tokens[seat].includes(k)), () => `${at()}: ${seat} gained a token`)
    const played = tally.tokens[seat]
    ok(s.tokens[seat].length + played === initial.tokens[seat].length, () => `${at()}: ${seat}'s tokens do not add up`)
  }
  ok(s.current.attempts <= (s.current.free === 'move2' ? 2 : 1), () => `${at()}: ${s.current.attempts} attempts this turn`)
  const turns = tally.turns
  if (!over && s.phase === 'play') ok(turns === s.turns + 1, () => `${at()}: ${turns} turn entries, ${s.turns} turns done`)
  if (s.rules.maxTurns !== null) ok(s.turns <= s.rules.maxTurns, () => `${at()}: ${s.turns} turns past the limit`)
  ok(tally.ends === (over ? 1 : 0) && (!over || s.log[s.log.length - 1].type === 'end'), () => `${at()}: the end entry is missing, doubled or not last`)
  if (over) {
    const end = s.log[s.log.length - 1]
    ok(end.type === 'end' && isDeepStrictEqual(end.winner, s.winner), () => `${at()}: log ${JSON.stringify(end)}, winner ${JSON.stringify(s.winner)}`)
    if (end.type !== 'end') return
    const onBoard = (seat: Seat) => s.spies.some((x) => x.owner === seat && x.at !== null)
    const holder = b.holder === null ? null : s.spies[b.holder]
    const onEnemyRow = holder !== null && holder.at !== null && holder.at[1] === (holder.owner === 'white' ? 10 : 0)
    switch (end.reason) {
      case 'no-spies':
        ok(Array.isArray(s.winner) && !onBoard(opponent(s.winner[0])), () => `${at()}: no-spies but the loser has spies`)
        break
      case 'briefcase':
        ok(!s.rules.variants.safeExtraction && onEnemyRow && isDeepStrictEqual(s.winner, [holder.owner]), () => `${at()}: a briefcase win without the briefcase on the row`)
        break
      case 'extraction':
        ok(s.rules.variants.safeExtraction && onEnemyRow && isDeepStrictEqual(s.winner, [holder.owner]), () => `${at()}: an extraction without the briefcase on the row`)
        break
      case 'turn-limit':
        ok(s.winner === 'draw' && s.turns === s.rules.maxTurns, () => `${at()}: a draw before the limit`)
        break
    }
  } else if (!s.rules.variants.safeExtraction && s.pending === null && s.phase === 'play') {
    const holder = b.holder === null ? null : s.spies[b.holder]
    const onEnemyRow = holder !== null && holder.at !== null && holder.at[1] === (holder.owner === 'white' ? 10 : 0)
    ok(!onEnemyRow, () => `${at()}: the briefcase sits on the enemy's first row and nobody has won`)
  }
}

// ---------------------------------------------------------------------------------------------

describe('Confusion engine properties (seeded random games)', () => {
  it(
    'legal actions always apply to frozen states; the view lists the same actions; seats without a prompt may only give orders',
    () => {
      fc.assert(
        fc.property(shortGameArb, (input) => {
          const game = play(input, { freeze: true })
          game.states.forEach((s, step) => {
            const at = () => where(input, step)
            const due = toActOf(s)
            for (const seat of SEATS) {
              const actions = legalActions(s, seat)
              const view = viewFor(s, seat)
              ok(isDeepStrictEqual(actionsFromView(view), actions), () => `${at()}: ${seat}'s view lists other actions than legalActions`)
              const prompt = promptFor(s, seat)
              ok(due.includes(seat) === (prompt !== null), () => `${at()}: toAct ${JSON.stringify(due)} but ${seat}'s prompt is ${JSON.stringify(prompt)}`)
              const answers = actions.filter((a) => a.type !== 'orders')
              ok((prompt === null) === (answers.length === 0), () => `${at()}: ${seat} prompt ${JSON.stringify(prompt)} with ${answers.length} actions`)
              for (const action of actions) {
                const next = applyAction(s, seat, action)
                checkInvariants(next, game.states[0], () => `${at()}, then ${seat} ${JSON.stringify(action)}`)
              }
              if (prompt === null) {
                for (const probe of PROBES) {
                  const error = ruleErrorOf(RuleError, () => applyAction(s, seat, probe), () => `${at()}: ${seat} (no prompt) ${JSON.stringify(probe)}`)
                  if (s.phase === 'over') ok(error.code === 'game-over', () => `${at()}: code ${error.code} after the game`)
                }
              }
            }
          })
        }),
        params(RUNS.legality),
      )
    },
    TIMEOUT,
  )

  it(
    'invariants hold at every step: one spy per square, the briefcase and its holder, tokens, turns, the end and its reason',
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const { states } = play(input)
          const tally = new LogTally()
          states.forEach((s, step) => {
            const at = () => where(input, step)
            checkInvariants(s, states[0], at, tally.update(s, at))
          })
        }),
        params(RUNS.invariants),
      )
    },
    TIMEOUT,
  )

  it(
    'games with a draw limit end within it, the winner is set iff the game is over, and nothing follows the end',
    () => {
      fc.assert(
        fc.property(shortGameArb, (input) => {
          const { state, moves } = play(input)
          ok(state.phase === 'over', () => `${where(input, moves.length)}: not over`)
          const last = state.log[state.log.length - 1]
          ok(last.type === 'end', () => `${where(input, moves.length)}: the log goes on after the end`)
          for (const seat of SEATS) {
            ok(legalActions(state, seat).length === 0, () => `${where(input, moves.length)}: ${seat} has actions after the end`)
            ruleErrorOf(RuleError, () => applyAction(state, seat, { type: 'orders', doubleAgent: 'yes' }), () => 'orders after the end')
          }
        }),
        params(RUNS.ending),
      )
    },
    TIMEOUT,
  )

  it(
    'views never leak: own pieces only when learned, promoted, unmasked or the game is over; spectators see none before the end; orders only to their giver; never the seed',
    () => {
      fc.assert(
        fc.property(mediumGameArb, (input) => {
          const { states } = play(input)
          const escapedSeed = JSON.stringify(input.seed).slice(1, -1)
          states.forEach((s, step) => {
            const logJson = JSON.stringify(s.log)
            const due = JSON.stringify(toActOf(s))
            for (const viewer of [...SEATS, null]) {
              const view = viewFor(s, viewer)
              const json = JSON.stringify(view)
              const who = () => `${where(input, step)}, view for ${String(viewer)}`
              ok(view.seat === viewer, () => `${who()}: seat ${String(view.seat)}`)
              ok(JSON.stringify(view.toAct) === due, () => `${who()}: toAct ${JSON.stringify(view.toAct)}`)
              ok(JSON.stringify(view.log) === logJson, () => `${who()}: the log differs from the public log`)
              ok(!json.includes(escapedSeed) && !json.includes('"seed":') && !json.includes('"setup":'), () => `${who()}: holds the seed`)
              ok(isDeepStrictEqual(view.orders, viewer === null ? null : s.orders[viewer]), () => `${who()}: orders ${JSON.stringify(view.orders)}`)
              if (viewer === null) ok(view.prompt === null, () => `${who()}: a spectator has a prompt`)
              view.spies.forEach((v, i) => {
                const real = s.spies[i]
                const label = () => `${who()}: ${real.owner} ${real.label}`
                ok(v.owner === real.owner && v.label === real.label, () => `${label()}: spies out of order`)
                let expected: MovementId | 'PROMOTED' | null
                const over = s.phase === 'over'
                if (real.removed === 'unmasked') expected = DOUBLE_AGENT
                else if (over) expected = real.promoted ? 'PROMOTED' : real.movement
                else if (viewer === null) expected = null
                else if (real.promoted) expected = 'PROMOTED'
                else if (viewer !== real.owner || real.learned) expected = real.movement
                else expected = null
                ok(v.movement === expected, () => `${label()}: shows ${String(v.movement)}, may show ${String(expected)}`)
                ok(v.was === (real.promoted && (over || (viewer !== null && viewer !== real.owner)) ? real.movement : undefined), () => `${label()}: was ${String(v.was)}`)
                if (viewer !== real.owner && s.phase === 'place') ok(v.at === null, () => `${label()}: a placement shown before both placed`)
              })
              for (const [label, piece] of Object.entries(view.learned)) {
                const real = s.spies.find((x) => x.owner === viewer && x.label === label)
                ok(real !== undefined && real.learned && real.movement === piece, () => `${who()}: learned ${label} as ${String(piece)} without a reveal`)
              }
            }
          })
        }),
        params(RUNS.views),
      )
    },
    TIMEOUT,
  )

  describe("non-interference: a side's secret pieces change nothing that side or a spectator sees, as long as the answers are the same", () => {
    /**
     * Where two public logs first differ, is the difference one the secret may make? A different
     * answer to the same attempt, a promotion (which tells a crown piece), or a different spy
     * unmasked. Anything else (an entry missing, late, or changed otherwise) is a leak.
     */
    function legitimateDifference(la: GameState['log'], lb: GameState['log']): boolean {
      let i = 0
      while (i < la.length && i < lb.length && JSON.stringify(la[i]) === JSON.stringify(lb[i])) i++
      const [ea, eb] = [la[i], lb[i]]
      if (ea?.type === 'promotion' || eb?.type === 'promotion') return true
      if (ea?.type === 'eliminateDoubleAgent' && eb?.type === 'eliminateDoubleAgent') return true
      if (ea?.type === 'attempt' && eb?.type === 'attempt') return JSON.stringify({ ...ea, yes: null }) === JSON.stringify({ ...eb, yes: null })
      return false
    }

    /**
     * Replays `a`'s moves on `b` (a game that differs from `a` only in `side`'s secret), comparing
     * `side`'s and the spectators' views and `side`'s actions at every step, until the secret is
     * legitimately told: a different answer, a promotion, an unmasking, or `side`'s Reveal 1 on a
     * `watched` label. Any other difference fails. Returns the number of steps compared.
     */
    function compare(input: GameInput, a: RecordedGame, start: GameState, side: Seat, watched: readonly Label[]): number {
      let b = start
      let compared = 0
      for (let step = 0; step <= a.moves.length; step++) {
        const sa = a.states[step]
        if (JSON.stringify(sa.log) !== JSON.stringify(b.log)) {
          ok(legitimateDifference(sa.log, b.log), () => `${where(input, step)}: the public log changed with ${side}'s secret:\n${JSON.stringify(sa.log.slice(-4))}\n${JSON.stringify(b.log.slice(-4))}`)
          break
        }
        if (sa.log.some((e) => e.type === 'token' && e.kind === 'reveal' && e.seat === side && watched.includes(e.label))) break
        // Once the game is over every piece is shown: the secret is told to everyone.
        if (sa.phase === 'over') break
        for (const viewer of [side, null]) {
          const va = JSON.stringify(viewFor(sa, viewer))
          const vb = JSON.stringify(viewFor(b, viewer))
          ok(va === vb, () => `${where(input, step)}: the view for ${String(viewer)} changed with ${side}'s secret:\n${va}\n${vb}`)
        }
        ok(isDeepStrictEqual(legalActions(sa, side), legalActions(b, side)), () => `${where(input, step)}: ${side}'s legal actions changed with its secret`)
        compared++
        if (step === a.moves.length) break
        const { seat, action } = a.moves[step]
        try {
          b = applyAction(b, seat, action)
        } catch (error) {
          // Only the other side, who knows the secret, may find its action refused (a by-hand answer
          // that is no longer the truth, an unmasking of a Double Agent no longer on the board).
          ok(seat !== side, () => `${where(input, step)}: ${seat} ${JSON.stringify(action)} is refused with the other secret: ${String(error)}`)
          break
        }
      }
      return compared
    }

    const assignmentOf = (s: GameState, seat: Seat): Record<Label, MovementId> =>
      Object.fromEntries(s.spies.filter((x) => x.owner === seat).map((x) => [x.label, x.movement])) as Record<Label, MovementId>

    it(
      'two spies of a side exchange their movement pieces',
      () => {
        let total = 0
        fc.assert(
          fc.property(mediumGameArb, fc.constantFrom<Seat>('white', 'red'), fc.nat(), fc.nat(), (input, side, i, j) => {
            const a = play(input)
            const mine = a.states[0].spies.filter((x) => x.owner === side)
            const x = mine[i % mine.length]
            const y = mine[(i + 1 + (j % (mine.length - 1))) % mine.length]
            const swapped = { ...assignmentOf(a.states[0], side), [x.label]: y.movement, [y.label]: x.movement }
            const movement = { [side]: swapped, [opponent(side)]: assignmentOf(a.states[0], opponent(side)) } as Record<Seat, Record<Label, MovementId>>
            total += compare(input, a, createGame({ ...a.options, movement }), side, [x.label, y.label])
          }),
          params(RUNS.nonInterference),
        )
        ok(total > RUNS.nonInterference * 5, () => `only ${total} steps compared: the property hardly ran`)
      },
      TIMEOUT,
    )

    it(
      'the Double Agent and a spy whose piece the enemy orders it to answer as: the owner cannot tell them apart',
      () => {
        let total = 0
        fc.assert(
          fc.property(shortGameArb, fc.constantFrom<Seat>('white', 'red'), fc.nat(), (input, side, i) => {
            if (input.setup.variants?.honor) return
            const enemy = opponent(side)
            const base = createGame({ ...input.setup, seed: input.seed })
            const mine = base.spies.filter((x) => x.owner === side)
            const da = mine.find((x) => x.movement === DOUBLE_AGENT) as GameState['spies'][number]
            const other = mine.filter((x) => x !== da)[i % (mine.length - 1)]
            const as = other.movement as TypeId
            const movementA = { [side]: assignmentOf(base, side), [enemy]: assignmentOf(base, enemy) } as Record<Seat, Record<Label, MovementId>>
            const movementB = { ...movementA, [side]: { ...movementA[side], [da.label]: as, [other.label]: DOUBLE_AGENT } }
            // The enemy answers the Double Agent as `as` would be answered: by standing orders, or by hand.
            const begin = (movement: Record<Seat, Record<Label, MovementId>>): GameState => {
              const s = createGame({ ...input.setup, seed: input.seed, movement })
              return s.rules.answers === 'orders' ? applyAction(s, enemy, { type: 'orders', doubleAgent: { as } }) : s
            }
            const answersAs = (s: GameState): boolean => {
              const p = s.pending
              if (p?.kind !== 'answer') throw new Error('no attempt to answer')
              const line = lineBetween(p.attempt.from, p.attempt.to)
              if (line === null) throw new Error('a bent attempt')
              return forcedAnswer({ promoted: false, movement: as }, ownerDirection(p.attempt.seat, line.dx, line.dy), line.dist) as boolean
            }
            const a = play(input, { start: begin(movementA), ordersRate: 0, doubleAgentAnswer: answersAs })
            total += compare(input, a, begin(movementB), side, [da.label, other.label])
          }),
          params(RUNS.doubleAgent),
        )
        ok(total > RUNS.doubleAgent * 5, () => `only ${total} steps compared: the property hardly ran`)
      },
      TIMEOUT,
    )
  })

  it(
    'the deduction helper: the truth is always possible; probabilities are doubly stochastic; the opponent computes the owner\'s knowledge exactly',
    () => {
      fc.assert(
        fc.property(shortGameArb, fc.nat(), (input, pick) => {
          const { states } = play(input)
          // A handful of states per game: the helper is exact, so a few points prove as much as all.
          for (let k = 0; k < 4; k++) {
            const step = (pick + k * 7919) % states.length
            const s = states[step]
            for (const side of SEATS) {
              const own = deduce(viewFor(s, side), side)
              const theirs = deduce(viewFor(s, opponent(side)), side)
              ok(isDeepStrictEqual(own, theirs), () => `${where(input, step)}: ${opponent(side)} deduces ${side}'s knowledge differently`)
              const pub = deduce(viewFor(s, null), side)
              ok(own.assignments >= 1 && pub.assignments >= own.assignments, () => `${where(input, step)}: ${own.assignments} assignments, public ${pub.assignments}`)
              const mine = s.spies.filter((x) => x.owner === side)
              own.spies.forEach((belief, i) => {
                const truth = mine[i].movement
                ok(belief.label === mine[i].label && belief.possible.includes(truth), () => `${where(input, step)}: ${side} ${belief.label} is ${truth}, deduced ${belief.possible.join(',')}`)
                ok(pub.spies[i].possible.includes(truth), () => `${where(input, step)}: the public deduction excludes the truth`)
                const sum = Object.values(belief.probabilities).reduce((x, y) => x + (y ?? 0), 0)
                ok(Math.abs(sum - 1) < 1e-9, () => `${where(input, step)}: ${belief.label}'s probabilities sum to ${sum}`)
              })
              for (const piece of Object.keys(own.spies[0].probabilities) as MovementId[]) {
                const sum = own.spies.reduce((x, b) => x + (b.probabilities[piece] ?? 0), 0)
                ok(Math.abs(sum - 1) < 1e-9, () => `${where(input, step)}: ${piece} is held with total probability ${sum}`)
              }
            }
          }
        }),
        params(RUNS.deduction),
      )
    },
    TIMEOUT,
  )
})
