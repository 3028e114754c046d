// Property tests for the Agent DOG engine: thousands of seeded random games (2, 3 and 4 players)
// played through the public API, checking what must hold in every game rather than in hand-picked
// positions. Every game is reproducible: a failure reports the fast-check counterexample
// ({ seed, players, setup }), and `playRandomGame(seed, players, { setup })` replays it move by move.
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import {
  CARD_IDS,
  RuleError,
  applyAction,
  legalActions,
  legalActionsFromView,
  toAct,
  viewFor,
  type Action,
  type GameState,
  type LogEntry,
  type Players,
  type RuleOptions,
  type Seat,
  type SetupOptions,
} from '../../../src/engine/agent-dog'
import { GOAL_LENGTH, colourIndex, goalColourOf, isGoal, isHole, isTrack, START_AREA } from '../../../src/engine/agent-dog/places'
import { receiverOf } from '../../../src/engine/agent-dog/deal-and-exchange'
import { playRandomGame, type RandomGame } from '../../support/agent-dog-random-game'
import { runsOf } from '../../support/runs'
import { ok, ruleErrorOf } from '../../support/property-checks'

/** Runs per property, sized so the whole file stays well under a minute on two shared cores. */
const RUNS = runsOf({
  ending: { 2: 250, 3: 200, 4: 120 },
  legality: 20,
  viewPlays: 30,
  nonInterference: 300,
  moveColours: 30,
  probes: 30,
})

/** Actions of a game prefix for the properties that need many states but not whole games. */
const PREFIX = 400
/** No random game in thousands needs more than ~2,600 actions (bench: median 500–1,100). */
const MAX_ACTIONS = 6000
const TIMEOUT = 240_000

const params = (numRuns: number) => ({ numRuns, includeErrorInReport: true })

interface GameInput {
  seed: string
  players: Players
  setup: Omit<SetupOptions, 'seed' | 'players'>
}

const SEATS_BY_PLAYERS: Record<Players, Seat[]> = { 2: ['red', 'green'], 3: ['red', 'blue', 'green'], 4: ['red', 'blue', 'green', 'yellow'] }

/** Seeds made of unusual tokens, so "no view contains the seed" means something. */
const seedArb = fc.tuple(fc.nat(), fc.string({ maxLength: 5 })).map(([n, s]) => `seed-${n.toString(16)}-${s}-zq`)

const rulesArb: fc.Arbitrary<Partial<RuleOptions>> = fc.record(
  {
    undercoverGoalEntry: fc.constantFrom<RuleOptions['undercoverGoalEntry']>('relocate', 'forbidden'),
    partnerSteps: fc.constantFrom<RuleOptions['partnerSteps']>('step-capture', 'blocking'),
    unplayedCardVisibility: fc.constantFrom<RuleOptions['unplayedCardVisibility']>('hidden', 'face-up'),
  },
  { requiredKeys: [] },
)

const gameArbFor = (players: fc.Arbitrary<Players>): fc.Arbitrary<GameInput> =>
  fc.record({ seed: seedArb, players }).chain(({ seed, players: n }) =>
    fc
      .oneof(
        { arbitrary: fc.constant({}), weight: 2 },
        { arbitrary: fc.record({ dealer: fc.constantFrom(...SEATS_BY_PLAYERS[n]), rules: rulesArb }, { requiredKeys: [] }), weight: 2 },
      )
      .map((setup) => ({ seed, players: n, setup })),
  )

const anyGame = gameArbFor(fc.constantFrom<Players>(2, 3, 4))

function play(input: GameInput, maxActions = MAX_ACTIONS, freeze = false): RandomGame & { states: GameState[] } {
  const game = playRandomGame(input.seed, input.players, { setup: input.setup, recordStates: true, maxActions, freeze })
  if (!game.states) throw new Error('recordStates returned no states')
  return { ...game, states: game.states }
}

function where(input: GameInput, step: number): string {
  return `seed ${JSON.stringify(input.seed)}, ${input.players} players, setup ${JSON.stringify(input.setup)}, after ${step} actions`
}

/** Exchange cards chosen but not yet delivered (they are in nobody's hand). */
function pendingExchange(s: GameState): string[] {
  return s.seats.flatMap((giver) => {
    const card = s.passed[giver]
    return card !== undefined && s.received[receiverOf(s, giver)] === undefined ? [card] : []
  })
}

const cardSeen = new Uint8Array(CARD_IDS.length)
const CARD_INDEX = new Map(CARD_IDS.map((id, n) => [id, n]))

/** Fails naming where. (The checks run for every card and piece of every state: no closure each.) */
function fail(at: () => string, what: string): never {
  throw new Error(`${at()}: ${what}`)
}

function checkInvariants(s: GameState, at: () => string): void {
  const seats = SEATS_BY_PLAYERS[s.setup.players]
  ok(s.seats.length === seats.length && s.seats.every((x, i) => x === seats[i]), () => `${at()}: seats ${s.seats.join(',')}`)
  ok((s.phase === 'over') === (s.winner !== null), () => `${at()}: phase ${s.phase} with winner ${String(s.winner)}`)
  ok((s.turn !== null) === (s.phase === 'play'), () => `${at()}: turn ${String(s.turn)} in phase ${s.phase}`)
  // Four pieces per colour in play, none of any other; one piece per field; undercover exactly on holes.
  const perColour: Record<Seat, number> = { red: 0, blue: 0, green: 0, yellow: 0 }
  const taken = new Set<number>()
  for (const p of s.pieces) {
    perColour[p.colour]++
    if (p.loc === START_AREA) {
      if (p.undercover) fail(at, 'an undercover piece in a start area')
      continue
    }
    if (!isTrack(p.loc) && !isGoal(p.loc)) fail(at, `a piece at ${p.loc}`)
    if (taken.has(p.loc)) fail(at, `two pieces on ${p.loc}`)
    taken.add(p.loc)
    if (p.undercover !== isHole(p.loc)) fail(at, `${p.colour} on ${p.loc} undercover=${p.undercover}`)
    if (isGoal(p.loc) && goalColourOf(p.loc) !== colourIndex(p.colour)) fail(at, `${p.colour} in another colour's goal lane`)
  }
  for (const colour of ['red', 'blue', 'green', 'yellow'] as Seat[]) {
    ok(perColour[colour] === (seats.includes(colour) ? 4 : 0), () => `${at()}: ${perColour[colour]} ${colour} pieces`)
  }
  // Every card exactly once: deck, discard pile, hands, or chosen for the exchange.
  cardSeen.fill(0)
  let cards = 0
  const count = (id: string) => {
    const n = CARD_INDEX.get(id)
    if (n === undefined || cardSeen[n] !== 0) fail(at, `card ${id} twice or unknown`)
    cardSeen[n] = 1
    cards++
  }
  s.deck.forEach(count)
  s.discard.forEach(count)
  for (const x of seats) s.hands[x].forEach(count)
  pendingExchange(s).forEach(count)
  ok(cards === CARD_IDS.length, () => `${at()}: ${cards} cards`)
  for (const seat of seats) {
    ok(s.hands[seat].length <= 5, () => `${at()}: ${seat} holds ${s.hands[seat].length} cards`)
    if (s.out.includes(seat)) ok(s.hands[seat].length === 0, () => `${at()}: ${seat} is out with cards`)
  }
  ok(Number.isInteger(s.unplayed) && s.unplayed >= 0 && s.unplayed <= s.discard.length, () => `${at()}: ${s.unplayed} unplayed cards in a pile of ${s.discard.length}`)
  ok(s.lastPlayed !== 'copy', () => `${at()}: a Copy recorded as the card to copy`)
  ok(s.rescue === null || s.setup.players !== 4, () => `${at()}: a rescue with 4 players`)
  if (s.phase === 'play') {
    const turn = s.turn as Seat
    ok(s.hands[turn].length > 0 && !s.out.includes(turn), () => `${at()}: ${turn}'s turn without cards or while out`)
  }
}

/** Who has won, from the board alone. */
function homeColours(s: GameState): Seat[] {
  return s.seats.filter(
    (c) => s.pieces.filter((p) => p.colour === c && isGoal(p.loc) && goalColourOf(p.loc) === colourIndex(c)).length === GOAL_LENGTH,
  )
}

describe('Agent DOG engine properties (seeded random games, 2–4 players)', () => {
  for (const players of [2, 3, 4] as Players[]) {
    it(
      `${players} players: every game ends with a winner within ${MAX_ACTIONS} actions, the invariants hold at every step, and the winner is home`,
      () => {
        fc.assert(
          fc.property(gameArbFor(fc.constant(players)), (input) => {
            // Every state checked as the game reaches it (and not kept: whole games are long).
            const game = playRandomGame(input.seed, input.players, { setup: input.setup, maxActions: MAX_ACTIONS, onState: (state, step) => checkInvariants(state, () => where(input, step)) })
            const s = game.state
            const at = () => where(input, game.moves.length)
            checkInvariants(s, at)
            ok(s.phase === 'over', () => `${at()}: not over`)
            const winner = s.winner as Seat[]
            const home = homeColours(s)
            ok(winner.every((c) => home.includes(c)), () => `${at()}: winner ${winner.join('+')} but home ${home.join(',')}`)
            ok(winner.length === (players === 4 ? 2 : 1), () => `${at()}: winner ${winner.join('+')}`)
            const last = s.log[s.log.length - 1]
            ok(last.type === 'win' && isDeepStrictEqual(last.seats, winner), () => `${at()}: the log ends with ${JSON.stringify(last)}`)
            ok(toAct(s).length === 0 && s.seats.every((x) => legalActions(s, x).length === 0), () => `${at()}: actions after the end`)
          }),
          params(RUNS.ending[players]),
        )
      },
      TIMEOUT,
    )
  }

  it(
    'legal actions never throw and all apply; toAct is exactly the seats with legal actions, each with a prompt of that type',
    () => {
      fc.assert(
        fc.property(anyGame, (input) => {
          const { states } = play(input, PREFIX)
          states.forEach((s, step) => {
            const at = () => where(input, step)
            const due = toAct(s)
            for (const seat of s.seats) {
              const actions = legalActions(s, seat)
              const prompt = viewFor(s, seat).prompt
              ok((actions.length > 0) === due.includes(seat), () => `${at()}: ${seat} has ${actions.length} actions, toAct ${due.join(',')}`)
              ok((prompt === null) === (actions.length === 0), () => `${at()}: ${seat} prompt ${JSON.stringify(prompt)} with ${actions.length} actions`)
              const seen = new Set<string>()
              for (const action of actions) {
                const key = JSON.stringify(action)
                ok(!seen.has(key), () => `${at()}: ${seat} is offered ${key} twice`)
                seen.add(key)
                ok(action.type === prompt?.type, () => `${at()}: ${seat} ${action.type} answers a ${prompt?.type} prompt`)
                checkInvariants(applyAction(s, seat, action), () => `${at()}, then ${seat} ${key}`)
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
    'the plays a seat may make can be worked out from its view alone: legalActionsFromView equals legalActions',
    () => {
      fc.assert(
        fc.property(anyGame, (input) => {
          const { states } = play(input, 600)
          states.forEach((s, step) => {
            for (const seat of toAct(s)) {
              const fromState = JSON.stringify(legalActions(s, seat))
              const fromView = JSON.stringify(legalActionsFromView(JSON.parse(JSON.stringify(viewFor(s, seat)))))
              ok(fromState === fromView, () => `${where(input, step)}: ${seat}'s view gives other actions than the state`)
            }
          })
        }),
        params(RUNS.viewPlays),
      )
    },
    TIMEOUT,
  )

  it(
    // A seat's hidden cards (other hands, the deck, exchange cards it may not see): the contract suite (test/engine/contract.test.ts).
    'non-interference: no view and no seat\'s actions depend on undercover colours, until a piece is revealed',
    () => {
      fc.assert(
        fc.property(anyGame, fc.nat(), fc.nat(), (input, pickStep, shuffleSeed) => {
          // A state among the first PREFIX actions, and up to 40 moves on: the game is played that far only.
          const first = pickStep % (PREFIX + 1)
          const { states, moves } = play(input, Math.min(PREFIX, first + 40))
          const step = first < states.length ? first : pickStep % states.length
          const s = states[step]
          let rot = shuffleSeed
          const permute = <T,>(xs: T[]): T[] => {
            const out = xs.slice()
            for (let i = out.length - 1; i > 0; i--) {
              rot = (rot * 1103515245 + 12345) % 2147483648
              const j = rot % (i + 1)
              ;[out[i], out[j]] = [out[j], out[i]]
            }
            return out
          }
          // Undercover colours: deal them out afresh, and the world looks the same to everyone until
          // an undercover piece is revealed.
          const hiddenIdx = s.pieces.flatMap((p, i) => (p.undercover ? [i] : []))
          const colours = permute(hiddenIdx.map((i) => s.pieces[i].colour))
          let a = s
          let b: GameState = { ...s, pieces: s.pieces.map((p, i) => (p.undercover ? { ...p, colour: colours[hiddenIdx.indexOf(i)] } : p)) }
          for (let t = step; ; t++) {
            for (const seat of [...a.seats, null] as Array<Seat | null>) {
              ok(JSON.stringify(viewFor(a, seat)) === JSON.stringify(viewFor(b, seat)), () => `${where(input, t)}: undercover colours show in ${String(seat)}'s view`)
            }
            for (const seat of a.seats) {
              ok(JSON.stringify(legalActions(a, seat)) === JSON.stringify(legalActions(b, seat)), () => `${where(input, t)}: undercover colours change ${seat}'s actions`)
            }
            if (t >= moves.length || t >= step + 40) break
            const { seat, action } = moves[t]
            const na = applyAction(a, seat, action)
            const reveals = na.log.slice(a.log.length > na.log.length ? 0 : a.log.length).some((e) => e.type === 'reveal' || e.type === 'capture' || e.type === 'goal-entry')
            if (reveals || na.round !== a.round) break
            b = applyAction(b, seat, action)
            a = na
          }
        }),
        params(RUNS.nonInterference),
      )
    },
    TIMEOUT,
  )

  it(
    // Issue 25, point 4: a colour goes into the log only when every viewer sees it at that moment.
    'a move in the log names the agent\'s colour exactly when the agent was face up as it set off',
    () => {
      fc.assert(
        fc.property(anyGame, (input) => {
          const { states, moves } = play(input, PREFIX)
          moves.forEach(({ seat, action }, step) => {
            if (action.type !== 'play') return
            const before = viewFor(states[step], null).pieces
            const entries = states[step + 1].log
            const start = entries.map((e) => e.type).lastIndexOf('play')
            const played = entries.slice(start + 1).filter((e): e is Extract<LogEntry, { type: 'move' }> => e.type === 'move')
            for (const e of played) {
              const piece = before.find((p) => isDeepStrictEqual(p.at, e.from))
              const at = () => `${where(input, step)}, then ${seat} ${JSON.stringify(action)}: ${JSON.stringify(e)}`
              ok(piece !== undefined, () => `${at()} from a field nobody stood on`)
              ok((e.colour ?? null) === (piece?.colour ?? null), () => `${at()} for a piece showing ${String(piece?.colour)}`)
            }
          })
        }),
        params(RUNS.moveColours),
      )
    },
    TIMEOUT,
  )

  it(
    'every action a seat may not take now is refused with a RuleError and the right code',
    () => {
      fc.assert(
        fc.property(anyGame, (input) => {
          const { states } = play(input, 150)
          states.forEach((s, step) => {
            const at = () => where(input, step)
            const due = toAct(s)
            const probes: Action[] = s.seats.flatMap((x) => legalActions(s, x)).slice(0, 40)
            for (const seat of s.seats) {
              for (const probe of probes) {
                const legal = legalActions(s, seat).some((a) => JSON.stringify(a) === JSON.stringify(probe))
                if (legal) continue
                const error = ruleErrorOf(RuleError, () => applyAction(s, seat, probe), () => `${at()}: ${seat} ${JSON.stringify(probe)}`)
                if (!due.includes(seat)) {
                  const expected = s.phase === 'exchange' ? (probe.type === 'pass' ? ['not-your-turn'] : ['wrong-phase']) : probe.type === 'pass' ? ['wrong-phase'] : ['not-your-turn']
                  ok(expected.includes(error.code), () => `${at()}: ${seat} (not due) ${JSON.stringify(probe)} -> ${error.code}`)
                }
              }
            }
          })
        }),
        params(RUNS.probes),
      )
    },
    TIMEOUT,
  )
})
