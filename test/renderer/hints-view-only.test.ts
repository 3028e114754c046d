// Every newcomer's hint is computed from the player's view alone (issue 35, point 4). Over seeded
// games of all three games, each position gets a twin that differs only in what the seat cannot see
// (Confusion: its own spies' pieces, the enemy's standing orders and the seed; Spies & Lies: which of
// the enemy's hidden soldiers stands on which mission, the Intel deck and the generator; Agent DOG: a
// card of another seat's hand exchanged with one of the deck). The seat's views must be equal, the
// other side's must differ (the twin is really another game), and every hint function of that game
// must answer the same on both.
import { describe, expect, it } from 'vitest'
import * as cf from '../../src/engine/confusion'
import * as dog from '../../src/engine/agent-dog'
import { legalActionsFromView, undercoverColours } from '../../src/engine/agent-dog/client'
import * as sl from '../../src/engine/spies-and-lies'
import { adaptivePrior, deduce } from '../../src/engine/spies-and-lies/client'
import { captureHints, goalHints } from '../../src/renderer/src/games/agent-dog/table/hints'
import { cardChoices, choiceKind, plainChoices } from '../../src/renderer/src/games/agent-dog/table/chooser'
import { threatAnswers } from '../../src/renderer/src/games/confusion/table/advice'
import { eliminateHint } from '../../src/renderer/src/games/confusion/table/eliminate-hint'
import { confusionHint } from '../../src/renderer/src/games/confusion/table/hints'
import { guessHint, likelierRank } from '../../src/renderer/src/games/spies-and-lies/table/hints'
import { ALL_RANKS } from '../../src/renderer/src/games/spies-and-lies/table/sides'
import { playRandomGame as dogRandomGame } from '../support/agent-dog-random-game'
import { hiddenTwin } from '../support/confusion-twin'
import { playRandomGame as slRandomGame } from '../support/random-game'
import { runs } from '../support/runs'

/** Every hint the Confusion table may give `seat` in `view`: the run warnings (with each own spy picked), their advice, and each elimination's. */
function confusionHints(view: cf.PlayerView, seat: cf.Seat): unknown[] {
  const own = view.spies.filter((s) => s.owner === seat && s.at !== null).map((s) => s.at as cf.Square)
  return [confusionHint(view, seat, null), ...own.map((at) => confusionHint(view, seat, at)), threatAnswers(view, seat), ...own.map((at) => eliminateHint(view, seat, at))]
}

/** Every guess hint for every enemy mission and rank: the ranks ruled out, and the likelier rank named. */
function spiesAndLiesHints(view: sl.PlayerView, seat: sl.Seat): unknown[] {
  const enemy: sl.Seat = seat === 'red' ? 'blue' : 'red'
  const beliefs = deduce(view, { side: enemy, prior: adaptivePrior(view, enemy) })
  return view.missions[enemy].flatMap((_, mission) => {
    const facts = { mission, enemyMissions: view.missions[enemy], enemyExhausted: view.exhausted[enemy], intel: view.intel.current }
    const offered = ALL_RANKS.filter((r) => guessHint(facts, r) === null)
    const chances = beliefs.missions[mission]?.ranks
    return ALL_RANKS.map((rank) => [guessHint(facts, rank), chances ? likelierRank(chances, rank, offered) : null])
  })
}

/** Every capture and goal-lane warning for every plain play the seat's hand offers, with the colours each undercover agent may be. */
function agentDogHints(view: dog.PlayerView, seat: dog.Seat): unknown[] {
  const colours = undercoverColours(view)
  const out: unknown[] = view.pieces.filter((p) => p.undercover && p.at !== 'start-area').map((p) => colours(p.at as dog.Place))
  for (const choice of cardChoices(view, legalActionsFromView(view))) {
    if (choiceKind(choice) !== 'plain') continue
    const plain = plainChoices(view, choice.plays)
    const entering = plain.enter && plain.enterColour ? [{ to: { track: dog.BOARD_GEOMETRY.START_FIELD[plain.enterColour] }, captures: plain.enterCaptures }] : []
    out.push(captureHints(view, seat, [...entering, ...plain.agents.flatMap((a) => a.moves)], colours), goalHints(plain.agents, { seat, colours }))
  }
  return out
}

/** Checks one twin pair; returns the number of hint answers compared (0 when the twin is no twin). */
function compare<V, S>(views: { seat: V; twin: V; other: V; otherTwin: V }, hints: (view: V, seat: S) => unknown[], seat: S): number {
  expect(views.twin).toEqual(views.seat)
  expect(views.otherTwin).not.toEqual(views.other)
  const answers = hints(views.seat, seat)
  expect(hints(views.twin, seat)).toEqual(answers)
  return answers.length
}

/** Spies & Lies: the enemy's two hidden soldiers on missions `a` and `b` exchanged (their Intel tokens alike), the Intel deck turned over, another generator. */
function slTwin(s: sl.GameState, enemy: sl.Seat): sl.GameState | null {
  const hidden = s.missions[enemy].flatMap((m, i) => (m.rank !== null && !m.revealed ? [i] : []))
  for (const a of hidden) {
    for (const b of hidden) {
      const ma = s.missions[enemy][a] as sl.Mission
      const mb = s.missions[enemy][b] as sl.Mission
      if (b <= a || ma.rank === mb.rank || ma.intelToken !== mb.intelToken) continue
      const twin = JSON.parse(JSON.stringify(s)) as sl.GameState
      ;(twin.missions[enemy][a] as sl.Mission).rank = mb.rank
      ;(twin.missions[enemy][b] as sl.Mission).rank = ma.rank
      twin.intelDeck.reverse()
      twin.rng = [twin.rng[1], twin.rng[2], twin.rng[3], twin.rng[0]]
      return twin
    }
  }
  return null
}

/** Agent DOG: the first card of another seat's hand exchanged with the deck's top card. */
function dogTwin(s: dog.GameState, seat: dog.Seat): { twin: dog.GameState; holder: dog.Seat } | null {
  const holder = s.seats.find((h) => h !== seat && s.hands[h].length > 0)
  const top = s.deck[0]
  if (holder === undefined || top === undefined) return null
  const twin = JSON.parse(JSON.stringify(s)) as dog.GameState
  twin.hands[holder][0] = top
  twin.deck[0] = s.hands[holder][0] as string
  return { twin, holder }
}

describe('every hint is computed from the seat\'s view alone', { timeout: 120_000 }, () => {
  it('Confusion: the run warnings, their advice and the elimination warnings', () => {
    let checks = 0
    let threats = 0
    for (let g = 0; g < runs(4); g++) {
      let s = cf.createGame({ seed: `hints-view-only-${g}`, maxTurns: 150 })
      for (let step = 0; s.phase !== 'over'; step++) {
        const seat = cf.toActOf(s)[0] as cf.Seat
        const twin = step % 2 === 0 ? hiddenTwin(s, seat) : null
        if (twin) {
          const enemy = cf.opponent(seat)
          const views = { seat: cf.viewFor(s, seat), twin: cf.viewFor(twin, seat), other: cf.viewFor(s, enemy), otherTwin: cf.viewFor(twin, enemy) }
          checks += compare(views, confusionHints, seat)
          if (threatAnswers(views.seat, seat).length > 0) threats++
        }
        s = cf.applyAction(s, seat, cf.chooseAction(cf.viewFor(s, seat), 'easy', `hints-view-only-${g}-${step}`))
      }
    }
    expect(checks).toBeGreaterThan(runs(1000))
    // The advice was among the answers compared, not only quiet positions.
    expect(threats).toBeGreaterThan(0)
  })

  it('Spies & Lies: the ruled-out and the likelier ranks', () => {
    let checks = 0
    for (let g = 0; g < runs(6); g++) {
      for (const s of slRandomGame(`hints-view-only-${g}`, { recordStates: true }).states ?? []) {
        if (s.phase !== 'mission') continue
        for (const seat of ['red', 'blue'] as const) {
          const enemy: sl.Seat = seat === 'red' ? 'blue' : 'red'
          const twin = slTwin(s, enemy)
          if (!twin) continue
          const views = { seat: sl.viewFor(s, seat), twin: sl.viewFor(twin, seat), other: sl.viewFor(s, enemy), otherTwin: sl.viewFor(twin, enemy) }
          checks += compare(views, spiesAndLiesHints, seat)
        }
      }
    }
    expect(checks).toBeGreaterThan(runs(1000))
  })

  it('Agent DOG: the capture and goal-lane warnings', () => {
    let checks = 0
    for (let g = 0; g < runs(4); g++) {
      const players: dog.Players = g % 2 === 0 ? 4 : 2
      const { states } = dogRandomGame(`hints-view-only-${g}`, players, { recordStates: true, maxActions: 400 })
      for (const s of states ?? []) {
        const seat = s.turn
        if (s.phase !== 'play' || seat === null) continue
        const found = dogTwin(s, seat)
        if (!found) continue
        const views = { seat: dog.viewFor(s, seat), twin: dog.viewFor(found.twin, seat), other: dog.viewFor(s, found.holder), otherTwin: dog.viewFor(found.twin, found.holder) }
        checks += compare(views, agentDogHints, seat)
      }
    }
    expect(checks).toBeGreaterThan(runs(1000))
  })
})
