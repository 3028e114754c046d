// The replay cursor (issue 26), for every game the host plays (src/engine/registry.ts), on seeded
// random games of each option set of test/support/contract/games.ts: any step it is asked for, in
// any order, is the state those moves rebuild from scratch, and its views are the game's own; a
// record that does not fit its game is refused with the right code (and the first bad move's index).
// The replay faces the renderer loads hold the very rules the host plays by.
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import type { AnyGameModule, GameAction } from '../../../src/engine/core/game-module'
import { replayGame, type Move } from '../../../src/engine/core/replay'
import { DEFAULT_SNAPSHOT_EVERY, REPLAY_RULES_KEYS, ReplayCursor, ReplayError, type ReplayRules, type ReplayRulesKey, type ReplaySource } from '../../../src/engine/core/replay-cursor'
import { nextInt, seedRng } from '../../../src/engine/core/rng'
import { RuleError } from '../../../src/engine/core/rule-error'
import { gameModule, playedGames } from '../../../src/engine/registry'
import { GAME_IDS, type GameId } from '../../../src/shared/protocol'
import { CONTRACT } from '../../support/contract/games'
import { playGame, sample, type PlayedGame } from '../../support/contract/play'
import { ok } from '../../support/property-checks'
import { runs } from '../../support/runs'

const TIMEOUT = 180_000
const json = (x: unknown): string => JSON.stringify(x)

// Every game's replay face, found by its id (docs/adding-a-game.md: src/engine/<id>/replay-face.ts).
const REPLAY_FACES = Object.fromEntries(
  await Promise.all(GAME_IDS.map(async (id) => [id, ((await import(`../../../src/engine/${id}/replay-face.ts`)) as { replayRules: ReplayRules }).replayRules] as const)),
) as Record<GameId, ReplayRules>
const REPLAY_KEYS: readonly ReplayRulesKey[] = REPLAY_RULES_KEYS

/** A finished room's record of a played game, as src/shared/replay-record.ts holds it (the parts a replay reads). */
function recordOf(game: AnyGameModule, options: object, g: PlayedGame, deduction?: boolean): ReplaySource {
  return {
    game: game.id,
    options: deduction === undefined ? { ...options } : { ...options, deduction },
    seed: g.options.seed,
    seats: Object.fromEntries(game.seatsFor(options).map((seat) => [seat, { name: null, bot: null }])),
    // Saved as JSON, as a file or the host holds it.
    moves: JSON.parse(json(g.moves)) as Move[],
  }
}

/** `rules` with its applyActions counted. */
function counted(rules: ReplayRules): { rules: ReplayRules; applied: () => number } {
  let n = 0
  return {
    rules: {
      ...rules,
      applyAction: (state, seat, action) => {
        n++
        return rules.applyAction(state, seat, action)
      },
    },
    applied: () => n,
  }
}

/** The ReplayError `fn` throws (fails when it throws nothing or something else). */
function replayErrorOf(fn: () => unknown): ReplayError {
  try {
    fn()
  } catch (error) {
    if (error instanceof ReplayError) return error
    throw new Error(`threw ${String(error)} instead of a ReplayError`, { cause: error })
  }
  throw new Error('did not throw')
}

describe.each(playedGames())('the replay cursor: %s', (id) => {
  const game = gameModule(id) as AnyGameModule
  const entry = CONTRACT[id]
  /** One seeded game per option set (a few of the first), played once for the tests below. */
  let played: Array<{ label: string; options: object; g: PlayedGame }> | null = null
  const games = () =>
    (played ??= entry.cases.flatMap((c) =>
      Array.from({ length: Math.min(runs(c.games), 2) }, (_, i) => ({ label: c.label, options: c.options, g: playGame(game, c.options, `replay-${id}-${i}-zq`, c.maxActions) })),
    ))

  it('the replay face holds the rules the host plays by, and no computer player', () => {
    const face = REPLAY_FACES[id]
    for (const key of REPLAY_KEYS) expect(face[key], key).toBe(game[key])
    expect(Object.keys(face).sort()).toEqual(REPLAY_KEYS.filter((k) => k in game).sort())
  })

  it(
    'stateAt(k) is the state k moves rebuild from scratch, for k in any order; views and moves are the game\'s own',
    () => {
      for (const { label, options, g } of games()) {
        const rng = seedRng(`replay-cursor/${id}/${label}`)
        const where = (k: number) => `${id} ${label} ${json(g.options)}, step ${k}`
        const rebuild = (k: number) => replayGame(game, g.options, g.moves.slice(0, k))
        for (const every of [DEFAULT_SNAPSHOT_EVERY, 7]) {
          const cursor = ReplayCursor.open(game, recordOf(game, options, g, every === 7), every)
          ok(cursor.length === g.moves.length, () => `${where(0)}: length ${cursor.length}`)
          ok(isDeepStrictEqual(cursor.seats, game.seatsFor(options)), () => `${where(0)}: seats ${json(cursor.seats)}`)
          ok(isDeepStrictEqual(cursor.teams, game.teamsFor?.(options) ?? []), () => `${where(0)}: teams ${json(cursor.teams)}`)
          ok(isDeepStrictEqual(cursor.winner, game.winner(g.states[g.moves.length])), () => `${where(g.moves.length)}: winner ${json(cursor.winner)}`)
          // Random jumps, back and forth, each followed by a few single steps forward (a fifth of
          // them in the inner loop: test/support/runs.ts).
          const steps = Array.from({ length: runs(12) }, () => nextInt(rng, g.moves.length + 1))
          for (const k0 of [0, g.moves.length, ...steps]) {
            for (let k = k0; k <= Math.min(k0 + 3, g.moves.length); k++) {
              const state = cursor.stateAt(k)
              if (k === k0) ok(json(state) === json(rebuild(k)), () => `${where(k)}: stateAt differs from the replay from scratch`)
              ok(isDeepStrictEqual(state, g.states[k]), () => `${where(k)}: stateAt differs from the state played`)
              const viewer = nextInt(rng, 2) === 0 ? null : cursor.seats[nextInt(rng, cursor.seats.length)]
              ok(json(cursor.viewAt(k, viewer, 'seat')) === json(game.viewFor(state, viewer)), () => `${where(k)}: ${String(viewer)}'s view differs`)
              ok(json(cursor.viewAt(k, viewer, 'revealed')) === json(game.revealedViewFor(state, viewer)), () => `${where(k)}: ${String(viewer)}'s revealed view differs`)
              ok(isDeepStrictEqual(cursor.moveAt(k), k === 0 ? null : g.moves[k - 1]), () => `${where(k)}: moveAt differs`)
            }
          }
        }
      }
    },
    TIMEOUT,
  )

  it(
    'open replays every move once; a step forward costs one applyAction at most, a jump fewer than `every`',
    () => {
      const { options, g } = games().reduce((a, b) => (b.g.moves.length > a.g.moves.length ? b : a))
      const every = 16
      const { rules, applied } = counted(game)
      const cursor = ReplayCursor.open(rules, recordOf(game, options, g), every)
      expect(applied()).toBe(g.moves.length)
      const cost = (k: number) => {
        const before = applied()
        cursor.stateAt(k)
        return applied() - before
      }
      const rng = seedRng(`replay-cost/${id}`)
      for (const k of sample(rng, g.states.map((_, i) => i), 40)) {
        expect(cost(k), `jump to ${k}`).toBeLessThan(every)
        expect(cost(k), `${k} again`).toBe(0)
        // One applyAction, or none onto a snapshot or the last step.
        if (k < g.moves.length) expect(cost(k + 1), `${k} + 1`).toBe((k + 1) % every === 0 || k + 1 === g.moves.length ? 0 : 1)
      }
      expect(cost(g.moves.length), 'the last step').toBe(0)
      expect(cost(0), 'the first').toBe(0)
      // Views cost what a state costs, no more.
      cursor.viewAt(3, null, 'revealed')
      expect(cost(4)).toBe(1)
    },
    TIMEOUT,
  )

  it('refuses options that do not fit: another game\'s record, a room option or game option out of place, a set-up the game refuses', () => {
    const { options, g } = games()[0]
    const record = recordOf(game, options, g)
    const other = playedGames().find((x) => x !== id) as string
    expect(replayErrorOf(() => ReplayCursor.open(game, { ...record, game: other }))).toMatchObject({ code: 'bad-options', move: undefined })
    expect(replayErrorOf(() => ReplayCursor.open(game, { ...record, options: { ...record.options, deduction: 'yes' } })).code).toBe('bad-options')
    expect(replayErrorOf(() => ReplayCursor.open(game, { ...record, options: { ...record.options, secret: 1 } })).code).toBe('bad-options')
    // The room's own option is not the game's: with or without it, the same game.
    expect(json(ReplayCursor.open(game, { ...record, options: { ...record.options, deduction: true } }).stateAt(g.moves.length))).toBe(json(g.states[g.moves.length]))
    const refusing: ReplayRules = {
      ...game,
      createGame: () => {
        throw new RuleError('bad-setup', 'not this set-up')
      },
    }
    expect(replayErrorOf(() => ReplayCursor.open(refusing, record)).code).toBe('bad-options')
  })

  it('refuses seats that are not the game\'s, in turn order', () => {
    const { options, g } = games()[0]
    const record = recordOf(game, options, g)
    const names = Object.keys(record.seats)
    const seatsOf = (list: string[]) => Object.fromEntries(list.map((seat) => [seat, { name: null, bot: null }]))
    for (const seats of [names.slice().reverse(), names.slice(1), [...names, 'zz'], names.map((s, i) => (i === 0 ? 'zz' : s))]) {
      expect(replayErrorOf(() => ReplayCursor.open(game, { ...record, seats: seatsOf(seats) })), json(seats)).toMatchObject({ code: 'bad-seats', move: undefined })
    }
  })

  it('refuses a move by no seat, an action that is none of the game\'s, or one its rules refuse, naming the first such move and the rule\'s code', () => {
    const { options, g } = games()[0]
    const record = recordOf(game, options, g)
    const rng = seedRng(`replay-bad-moves/${id}`)
    let refusals = 0
    const at = (k: number, move: { seat: string; action: unknown }) => ({ ...record, moves: [...record.moves.slice(0, k), move, ...record.moves.slice(k)] })
    for (const k of sample(rng, g.moves.map((_, i) => i), 6)) {
      const good = record.moves[k]
      expect(replayErrorOf(() => ReplayCursor.open(game, at(k, { seat: 'zz', action: good.action })))).toMatchObject({ code: 'bad-move', move: k })
      expect(replayErrorOf(() => ReplayCursor.open(game, at(k, { seat: good.seat, action: { type: 'fly' } })))).toMatchObject({ code: 'bad-move', move: k })
      // A later bad shape does not hide an earlier one.
      const twice = { ...record, moves: [...record.moves.slice(0, k), { seat: good.seat, action: { type: 'fly' } }, ...record.moves.slice(k, k + 2), { seat: 'zz', action: good.action }] }
      expect(replayErrorOf(() => ReplayCursor.open(game, twice)).move).toBe(k)
      // A well-formed action the rules refuse here: one played at another step, by a seat that may not play it now.
      const state = g.states[k]
      const refused = g.moves
        .flatMap((m) => game.seatsFor(options).map((seat): Move => ({ seat, action: m.action })))
        .find((m) => {
          try {
            game.applyAction(state, m.seat, m.action as GameAction)
            return false
          } catch (error) {
            return game.ruleErrorCode(error) !== null
          }
        })
      if (refused === undefined) continue
      refusals++
      const error = replayErrorOf(() => ReplayCursor.open(game, at(k, refused)))
      expect(error).toMatchObject({ code: 'bad-move', move: k })
      let code: string | null = null
      try {
        game.applyAction(state, refused.seat, refused.action)
      } catch (e) {
        code = game.ruleErrorCode(e)
      }
      expect(error.message).toContain(`: ${code}: `)
    }
    expect(refusals).toBeGreaterThan(0)
    // Nothing may follow the end of the game.
    const last = record.moves[record.moves.length - 1]
    expect(replayErrorOf(() => ReplayCursor.open(game, { ...record, moves: [...record.moves, last] }))).toMatchObject({ code: 'bad-move', move: record.moves.length })
  })

  it('an engine failure that is no refusal is a bug, thrown as it is', () => {
    const { options, g } = games()[0]
    const broken: ReplayRules = {
      ...game,
      applyAction: (state, seat, action) => {
        if (action.type === g.moves[0].action.type) throw new TypeError('a bug')
        return game.applyAction(state, seat, action)
      },
    }
    expect(() => ReplayCursor.open(broken, recordOf(game, options, g))).toThrow(TypeError)
  })

  it('asks for steps and seats that exist', () => {
    const { options, g } = games()[0]
    const cursor = ReplayCursor.open(game, recordOf(game, options, g))
    for (const step of [-1, g.moves.length + 1, 0.5, NaN]) {
      expect(() => cursor.stateAt(step)).toThrow(RangeError)
      expect(() => cursor.moveAt(step)).toThrow(RangeError)
    }
    expect(() => cursor.viewAt(0, 'zz', 'seat')).toThrow(RangeError)
    expect(() => ReplayCursor.open(game, recordOf(game, options, g), 0)).toThrow(RangeError)
    // A move handed out is a copy: changing it changes nothing in the replay.
    const move = cursor.moveAt(1) as Move
    ;(move.action as { type: string }).type = 'changed'
    expect(cursor.moveAt(1)).toEqual(g.moves[0])
  })
})
