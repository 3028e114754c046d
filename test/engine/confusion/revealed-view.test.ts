// Revealed views (issue 26): a finished game's replay shows the board as it stood. revealedViewFor
// is viewFor's view with every spy's placement and movement piece shown as the end screen shows them
// (a promoted spy: 'PROMOTED', with what it `was`) and no prompt; a seat's own orders and what it
// learned stay as viewFor gives them. Checked on hand-made positions and at many steps of seeded
// random games in the variants that hide most (Variant 4's placement, promotion, tokens, by-hand).
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { game, legalActions, revealedViewFor, viewFor, type GameState, type PlayerView, type Seat, type SetupOptions, type SpyView } from '../../../src/engine/confusion'
import { playRandomGame } from '../../support/confusion-random-game'
import { ok } from '../../support/property-checks'
import { runs } from '../../support/runs'
import { ASSIGNMENT, newGame, play, view } from './helpers'

const TIMEOUT = 120_000
/** Steps looked at per game (spread over all of it, the last included). */
const STEPS = 60
const VIEWERS: ReadonlyArray<Seat | null> = ['white', 'red', null]

const SETUPS: ReadonlyArray<{ setup: Omit<SetupOptions, 'seed'>; bias: number }> = [
  { setup: { maxTurns: 60 }, bias: 0 },
  { setup: { variants: { variableSetup: true, promotion: true }, tokens: true, maxTurns: 100 }, bias: 0.8 },
  { setup: { variants: { honor: true, tight: true, promotion: true }, answers: 'by-hand', tokens: true, maxTurns: 100 }, bias: 0.8 },
  { setup: { variants: { variableSetup: true, safeExtraction: true }, answers: 'by-hand', maxTurns: 60 }, bias: 0.5 },
]

/** Up to STEPS steps of a game of `n` states, spread evenly, the first three (Variant 4's placing) and the last included. */
function spread(n: number): number[] {
  const even = Array.from({ length: Math.min(n, STEPS) }, (_, i) => Math.floor((i * n) / Math.min(n, STEPS)))
  return [...new Set([0, 1, 2, ...even, n - 1])].filter((k) => k < n).sort((a, b) => a - b)
}

/** The view with what a revealed view may change blanked: the spies' squares and pieces, and the prompt. */
function withoutRevealed(v: PlayerView): PlayerView {
  return {
    ...v,
    prompt: null,
    spies: v.spies.map((x): SpyView => {
      const blank: SpyView = { ...x, at: null, movement: null }
      delete blank.was
      return blank
    }),
  }
}

/** A spy as the end screen shows it: its square and piece; a promoted one 'PROMOTED', with what it was. */
function shown(spy: GameState['spies'][number]): Pick<SpyView, 'at' | 'movement' | 'was'> {
  const out: Pick<SpyView, 'at' | 'movement' | 'was'> = { at: spy.at, movement: spy.promoted && spy.removed !== 'unmasked' ? 'PROMOTED' : spy.movement }
  if (spy.promoted) out.was = spy.movement
  return out
}

describe('revealed views', () => {
  it('show every piece, one\'s own and a spectator\'s too, and no prompt', () => {
    const s = newGame()
    for (const seat of VIEWERS) {
      const r = revealedViewFor(s, seat)
      for (const x of r.spies) expect(x.movement, `${String(seat)} sees ${x.owner} ${x.label}`).toBe(ASSIGNMENT[x.label])
      expect(r.prompt).toBeNull()
    }
    expect(view(s, 'white').prompt).toMatchObject({ type: 'move' })
    expect(view(s, 'white').spies.filter((x) => x.owner === 'white').every((x) => x.movement === null)).toBe(true)
  })

  it('show Variant 4\'s placement before both sides have placed', () => {
    const start = newGame({ variants: { variableSetup: true } })
    const s = play(start, 'white', legalActions(start, 'white')[0])
    expect(s.phase).toBe('place')
    const whites = (v: PlayerView) => v.spies.filter((x) => x.owner === 'white').map((x) => x.at)
    expect(whites(view(s, 'red')).every((at) => at === null)).toBe(true)
    expect(whites(revealedViewFor(s, 'red'))).toEqual(s.spies.filter((x) => x.owner === 'white').map((x) => x.at))
    expect(whites(revealedViewFor(s, 'red')).every((at) => at !== null)).toBe(true)
  })

  it('keep a seat\'s orders and what it learned; a spectator has none', () => {
    const s = newGame()
    expect(revealedViewFor(s, 'white')).toMatchObject({ orders: viewFor(s, 'white').orders, learned: viewFor(s, 'white').learned })
    expect(revealedViewFor(s, null)).toMatchObject({ seat: null, orders: null, learned: {}, prompt: null })
  })

  it('are the module\'s revealedViewFor', () => {
    const s = newGame()
    expect(game.revealedViewFor(s, 'red')).toEqual(revealedViewFor(s, 'red'))
    expect(game.viewFor(s, 'red')).toEqual(viewFor(s, 'red'))
  })

  it.each(SETUPS.map((c, i) => ({ ...c, label: JSON.stringify(c.setup), i })))(
    'at many steps of random games, $label: viewFor\'s view but for the spies (all shown, as they stand) and the prompt',
    ({ setup, bias, i }) => {
      let promoted = 0
      let unplaced = 0
      for (let g = 0; g < runs(10); g++) {
        const seed = `revealed-confusion-${i}-${g}-zq`
        const { states } = playRandomGame(seed, { setup, briefcaseBias: bias, recordStates: true, freeze: true, maxActions: 6000 }) as { states: GameState[] }
        for (const step of spread(states.length)) {
          const s = states[step]
          const where = () => `seed ${JSON.stringify(seed)}, setup ${JSON.stringify(setup)}, after ${step} moves`
          for (const seat of VIEWERS) {
            const v = viewFor(s, seat)
            const r = revealedViewFor(s, seat)
            ok(r.prompt === null, () => `${where()}: ${String(seat)}'s revealed view has a prompt`)
            ok(isDeepStrictEqual(withoutRevealed(r), withoutRevealed(v)), () => `${where()}: ${String(seat)}'s revealed view differs from viewFor in more than the spies`)
            r.spies.forEach((x, k) => {
              const { at, movement, was } = x
              ok(isDeepStrictEqual({ at, movement, ...(was === undefined ? {} : { was }) }, shown(s.spies[k])), () => `${where()}: ${String(seat)} sees ${JSON.stringify(x)}, not ${JSON.stringify(shown(s.spies[k]))}`)
            })
            // Once the game is over viewFor shows everything already.
            if (s.phase === 'over') ok(isDeepStrictEqual(r, { ...v, prompt: null }), () => `${where()}: the end screen and the revealed view differ`)
          }
          promoted += s.spies.filter((x) => x.promoted).length
          unplaced += viewFor(s, null).spies.filter((x, k) => x.at === null && s.spies[k].at !== null).length
        }
      }
      // Not vacuous: these games do promote spies or hide a placement.
      if (setup.variants?.promotion) expect(promoted).toBeGreaterThan(0)
      if (setup.variants?.variableSetup) expect(unplaced).toBeGreaterThan(0)
    },
    TIMEOUT,
  )
})
