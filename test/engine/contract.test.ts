// The contract every game keeps, checked for every game the host plays (src/main/host/games.ts),
// through its GameModule alone, on seeded random games with each option set of
// test/support/contract/games.ts. A new game gets these for free once registered (and given its
// entry there); its own folder under test/engine/ keeps the properties only its rules have.
// A failure names the game, the options and the seed: playGame(game, options, seed, maxActions)
// plays that game again move for move.
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import type { AnyGameModule, GameAction, Level } from '../../src/engine/core/game-module'
import { replayGame, type Move } from '../../src/engine/core/replay'
import { seedRng } from '../../src/engine/core/rng'
import { gameModule, playedGames } from '../../src/main/host/games'
import { CONTRACT, type ContractCase } from '../support/contract/games'
import { deepFreeze, playGame, sample, type PlayedGame } from '../support/contract/play'
import { runs } from '../support/runs'
import { ok } from '../support/property-checks'

/** Generous: not a timed assertion, only a guard against a hung game on a busy machine. */
const TIMEOUT = 180_000
const LEVELS: readonly Level[] = ['easy', 'normal', 'hard', 'expert']

const json = (x: unknown): string => JSON.stringify(x)

describe.each(playedGames())('the GameModule contract: %s', (id) => {
  const game = gameModule(id) as AnyGameModule
  const entry = CONTRACT[id]

  it('has option sets its optionsSchema accepts, each with seats', () => {
    expect(entry.cases.length).toBeGreaterThan(0)
    for (const c of entry.cases) {
      expect(game.optionsSchema.safeParse(c.options).success, c.label).toBe(true)
      expect(game.seatsFor(c.options).length, c.label).toBeGreaterThan(0)
    }
  })

  describe.each(entry.cases)('$label', (c: ContractCase) => {
    const seats = game.seatsFor(c.options)
    const viewers: Array<string | null> = [...seats, null]
    let played: Array<{ seed: string; g: PlayedGame }> | null = null
    /**
     * The seeded games of this option set, played once for all the properties below, which check
     * a sample of each game's states (a fifth of the games, and of each sample, in the inner loop:
     * test/support/runs.ts).
     */
    const games = () =>
      (played ??= Array.from({ length: runs(c.games) }, (_, i) => {
        const seed = `contract-${id}-${i}-zq`
        return { seed, g: playGame(game, c.options, seed, c.maxActions) }
      }))
    const where = (seed: string, step: number) => `${id} ${json(c.options)}, seed ${json(seed)}, after ${step} moves`

    it(
      `every game ends within ${c.maxActions} actions with a winner, after which nobody may act`,
      () => {
        for (const { seed, g } of games()) {
          const last = g.states[g.states.length - 1]
          const at = () => where(seed, g.moves.length)
          ok(game.winner(last) !== null, () => `${at()}: no winner within ${c.maxActions} actions`)
          g.states.slice(0, -1).forEach((s, step) => ok(game.winner(s) === null, () => `${where(seed, step)}: a winner before the end`))
          ok(game.toAct(last).length === 0, () => `${at()}: ${json(game.toAct(last))} still due after the end`)
          for (const seat of seats) {
            ok(game.legalActions(last, seat).length === 0, () => `${at()}: ${seat} has actions after the end`)
            // A view may name a single winning seat (two-player Spies & Lies does) where winner() lists it.
            const shown = game.viewFor(last, seat).winner
            ok(isDeepStrictEqual(typeof shown === 'string' && shown !== 'draw' ? [shown] : shown, game.winner(last)), () => `${at()}: ${seat}'s view shows another winner`)
          }
        }
      },
      TIMEOUT,
    )

    it(
      "legal actions pass the action schema and apply to frozen states; a due seat has some; an action of a type a seat is not offered is refused with the game's RuleError",
      () => {
        const rng = seedRng(`contract-legal/${id}/${c.label}`)
        for (const { seed, g } of games()) {
          // Probes: a few actions of every type played in this game.
          const byType = new Map<string, GameAction[]>()
          for (const { action } of g.moves) {
            const list = byType.get(action.type) ?? []
            if (list.length < 3) byType.set(action.type, [...list, action])
          }
          const probes = [...byType.values()].flat()
          for (const step of sample(rng, g.states.map((_, k) => k), runs(24))) {
            const s = g.states[step]
            const at = () => where(seed, step)
            const due = game.toAct(s)
            for (const seat of seats) {
              const actions = game.legalActions(s, seat)
              if (due.includes(seat)) {
                ok(actions.length > 0, () => `${at()}: ${seat} is due without a legal action`)
                ok(game.viewFor(s, seat).prompt !== null, () => `${at()}: ${seat} is due without a prompt`)
              }
              for (const action of sample(rng, actions, 6)) {
                ok(game.actionSchema.safeParse(action).success, () => `${at()}: ${seat}'s legal ${json(action)} fails the action schema`)
                try {
                  game.applyAction(s, seat, action)
                } catch (error) {
                  throw new Error(`${at()}: ${seat}'s legal ${json(action)} throws: ${String(error)}`, { cause: error })
                }
              }
              const offered = new Set(actions.map((a) => a.type))
              for (const probe of probes) {
                if (offered.has(probe.type)) continue
                let refused: unknown = null
                try {
                  game.applyAction(s, seat, probe)
                } catch (error) {
                  refused = error
                }
                ok(refused !== null, () => `${at()}: ${seat} is not offered a ${probe.type} but ${json(probe)} applies`)
                ok(game.ruleErrorCode(refused) !== null, () => `${at()}: ${seat} ${json(probe)} threw ${String(refused)}, not a RuleError`)
              }
            }
          }
        }
      },
      TIMEOUT,
    )

    it(
      'replay is deterministic: the same options make the same game, and the moves (from saved JSON too) rebuild every state',
      () => {
        const rng = seedRng(`contract-replay/${id}/${c.label}`)
        for (const { seed, g } of games()) {
          ok(json(game.createGame(g.options)) === json(g.states[0]), () => `${where(seed, 0)}: createGame differs`)
          const saved = JSON.parse(json({ options: g.options, moves: g.moves })) as { options: { seed: string }; moves: Move[] }
          ok(json(replayGame(game, saved.options, saved.moves)) === json(g.states[g.moves.length]), () => `${where(seed, g.moves.length)}: replay from JSON differs`)
          const k = sample(rng, g.states.map((_, i) => i), 1)[0]
          ok(json(replayGame(game, g.options, g.moves.slice(0, k))) === json(g.states[k]), () => `${where(seed, k)}: replayed prefix differs`)
        }
      },
      TIMEOUT,
    )

    it(
      'states and views survive a JSON round trip: a parsed state is equal, offers the same actions and views, and plays on identically',
      () => {
        const rng = seedRng(`contract-json/${id}/${c.label}`)
        for (const { seed, g } of games()) {
          for (const step of sample(rng, g.states.map((_, k) => k), runs(16))) {
            const s = g.states[step]
            const at = () => where(seed, step)
            const parsed: unknown = JSON.parse(json(s))
            ok(isDeepStrictEqual(parsed, s), () => `${at()}: the state does not round-trip through JSON`)
            for (const viewer of viewers) {
              const view = game.viewFor(s, viewer)
              ok(isDeepStrictEqual(JSON.parse(json(view)), view), () => `${at()}: ${String(viewer)}'s view does not round-trip through JSON`)
              ok(json(game.viewFor(parsed, viewer)) === json(view), () => `${at()}: the parsed state shows ${String(viewer)} another view`)
              if (viewer !== null) ok(json(game.legalActions(parsed, viewer)) === json(game.legalActions(s, viewer)), () => `${at()}: the parsed state offers ${viewer} other actions`)
            }
          }
          const from = sample(rng, g.states.map((_, k) => k), 1)[0]
          let s: unknown = JSON.parse(json(g.states[from]))
          for (const { seat, action } of g.moves.slice(from)) s = game.applyAction(s, seat, JSON.parse(json(action)) as GameAction)
          ok(json(s) === json(g.states[g.moves.length]), () => `${where(seed, from)}: a parsed state played on differently`)
        }
      },
      TIMEOUT,
    )

    it(
      'views are non-interfering: changing what a viewer may not see changes neither its view nor its legal actions',
      () => {
        const rng = seedRng(`contract-hidden/${id}/${c.label}`)
        let samples = 0
        for (const { seed, g } of games()) {
          for (const step of sample(rng, g.states.map((_, k) => k), runs(12))) {
            const a = g.states[step]
            for (const change of entry.hide(a, rng)) {
              const b = change.state
              if (json(b) === json(a)) continue
              samples++
              const at = () => `${where(seed, step)}: ${change.label}`
              for (const viewer of change.blind) {
                const va = json(game.viewFor(a, viewer))
                const vb = json(game.viewFor(b, viewer))
                ok(va === vb, () => `${at()}: the view for ${String(viewer)} changed:\n${va}\n${vb}`)
                if (viewer !== null) ok(json(game.legalActions(a, viewer)) === json(game.legalActions(b, viewer)), () => `${at()}: ${viewer}'s legal actions changed`)
              }
              if (change.seeing.length > 0) {
                ok(change.seeing.some((v) => json(game.viewFor(a, v)) !== json(game.viewFor(b, v))), () => `${at()}: none of ${change.seeing.join(', ')} sees it`)
              }
            }
          }
        }
        expect(samples).toBeGreaterThanOrEqual(runs(c.games))
      },
      TIMEOUT,
    )

    it(
      'chooseAction picks a legal action from the view alone: the same from a frozen copy of the view, which it leaves unchanged',
      () => {
        const rng = seedRng(`contract-choose/${id}/${c.label}`)
        let chosen = 0
        for (const { seed, g } of games()) {
          sample(rng, g.states.map((_, k) => k), runs(4)).forEach((step, k) => {
            const s = g.states[step]
            for (const seat of game.toAct(s)) {
              const at = () => `${where(seed, step)}: ${seat}`
              const view = game.viewFor(s, seat)
              const before = json(view)
              const copy = deepFreeze(JSON.parse(before) as typeof view)
              const level = LEVELS[(step + k) % LEVELS.length]
              const from = `${seed}:${step}`
              const a = game.chooseAction(copy, level, from)
              const b = game.chooseAction(view, level, from)
              ok(json(view) === before, () => `${at()}: chooseAction (${level}) changed the view`)
              ok(isDeepStrictEqual(a, b), () => `${at()}: chooseAction (${level}) chose ${json(b)}, from a copy of the view ${json(a)}`)
              const actions = game.legalActions(s, seat)
              if (!actions.some((x) => isDeepStrictEqual(x, a))) {
                // A game may list only some actions of a kind with too many to list (Confusion's
                // placements): one of that kind is legal when the game accepts it.
                ok(actions.some((x) => x.type === a.type), () => `${at()}: chooseAction (${level}) chose ${json(a)}, not a legal action`)
                try {
                  game.applyAction(s, seat, a)
                } catch (error) {
                  throw new Error(`${at()}: chooseAction (${level}) chose ${json(a)}, refused: ${String(error)}`, { cause: error })
                }
              }
              chosen++
            }
          })
        }
        expect(chosen).toBeGreaterThan(0)
      },
      TIMEOUT,
    )
  })
})
