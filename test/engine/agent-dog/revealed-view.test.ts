// Revealed views (issue 26): a finished game's replay shows the board as it stood, undercover
// colours included. revealedViewFor is viewFor's view with every undercover piece's colour filled
// in and no prompt; a seat's own hand and exchange stay as viewFor gives them, a spectator has none.
// Checked on hand-made positions and at many steps of seeded random games (2, 3 and 4 players).
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { game, revealedViewFor, viewFor, type GameState, type PieceView, type Players, type PlayerView, type Seat } from '../../../src/engine/agent-dog'
import { START_AREA, placeOf } from '../../../src/engine/agent-dog/places'
import { playRandomGame } from '../../support/agent-dog-random-game'
import { ok } from '../../support/property-checks'
import { runs } from '../../support/runs'
import { T, position } from './helpers'

const TIMEOUT = 120_000
/** Steps looked at per game (spread over all of it, the last included). */
const STEPS = 60

/** Up to STEPS steps of a game of `n` states, spread evenly, the first and the last included. */
function spread(n: number): number[] {
  return [...new Set([...Array.from({ length: Math.min(n, STEPS) }, (_, i) => Math.floor((i * n) / Math.min(n, STEPS))), n - 1])]
}

/** The view with what a revealed view may change blanked: undercover pieces' colours and the prompt. */
function withoutRevealed(v: PlayerView): PlayerView {
  return { ...v, prompt: null, pieces: v.pieces.map((p): PieceView => (p.undercover ? { ...p, colour: null } : p)) }
}

/** Each piece's colour by where it stands ('start-area' pieces are counted, not placed). */
function coloursByPlace(s: GameState): Map<string, Seat> {
  return new Map(s.pieces.filter((p) => p.loc !== START_AREA).map((p) => [JSON.stringify(placeOf(p.loc)), p.colour]))
}

describe('revealed views', () => {
  const s = position({
    players: 4,
    pieces: [
      { colour: 'green', at: T(40), undercover: true },
      { colour: 'blue', at: T(16) },
      { colour: 'yellow', at: T(7), undercover: true },
    ],
    hands: { red: ['5', '2'], blue: ['3'] },
    turn: 'red',
  })

  it('show every undercover piece\'s colour, still undercover, and no prompt', () => {
    const v = revealedViewFor(s, 'red')
    expect(v.pieces.slice(0, 3)).toEqual([
      { at: T(7), colour: 'yellow', undercover: true, onOwnStart: false },
      { at: T(16), colour: 'blue', undercover: false, onOwnStart: true },
      { at: T(40), colour: 'green', undercover: true, onOwnStart: false },
    ])
    expect(viewFor(s, 'red').pieces.filter((p) => p.undercover).map((p) => p.colour)).toEqual([null, null])
    expect(viewFor(s, 'red').prompt).toEqual({ type: 'play' })
    expect(v.prompt).toBeNull()
    expect(v.toAct).toEqual(['red'])
  })

  it('keep a seat\'s own hand and exchange, and give a spectator none; other hands stay counts', () => {
    expect(revealedViewFor(s, 'red').hand).toEqual(viewFor(s, 'red').hand)
    expect(revealedViewFor(s, 'red').exchange).toEqual(viewFor(s, 'red').exchange)
    expect(revealedViewFor(s, 'blue').hand?.map((c) => c.kind)).toEqual(['3'])
    expect(revealedViewFor(s, null)).toMatchObject({ seat: null, hand: null, exchange: null, playing: null, prompt: null })
    expect(revealedViewFor(s, null).handCounts).toEqual(viewFor(s, null).handCounts)
  })

  it('are the module\'s revealedViewFor, and leave viewFor as it was', () => {
    expect(game.revealedViewFor(s, 'green')).toEqual(revealedViewFor(s, 'green'))
    expect(game.viewFor(s, 'green')).toEqual(viewFor(s, 'green'))
    expect(game.viewFor(s, 'green').pieces.some((p) => p.undercover && p.colour !== null)).toBe(false)
  })

  it.each([2, 3, 4] as Players[])(
    '%i players, at many steps of random games: viewFor\'s view but for undercover colours (all shown, as they stand) and the prompt',
    (players) => {
      let undercover = 0
      for (let g = 0; g < runs(10); g++) {
        const seed = `revealed-dog-${players}-${g}-zq`
        const { states } = playRandomGame(seed, players, { recordStates: true, freeze: true }) as { states: GameState[] }
        for (const step of spread(states.length)) {
          const s = states[step]
          const where = () => `seed ${JSON.stringify(seed)}, after ${step} moves`
          const truth = coloursByPlace(s)
          for (const seat of [...s.seats, null] as Array<Seat | null>) {
            const v = viewFor(s, seat)
            const r = revealedViewFor(s, seat)
            ok(r.prompt === null, () => `${where()}: ${String(seat)}'s revealed view has a prompt`)
            ok(isDeepStrictEqual(withoutRevealed(r), withoutRevealed(v)), () => `${where()}: ${String(seat)}'s revealed view differs from viewFor in more than the undercover colours`)
            r.pieces.forEach((p, i) => {
              if (p.at === 'start-area') return
              ok(p.colour === truth.get(JSON.stringify(p.at)), () => `${where()}: ${String(seat)}'s revealed view shows ${JSON.stringify(p)}, not its colour`)
              if (!p.undercover) ok(p.colour === v.pieces[i].colour, () => `${where()}: a face-up piece's colour changed`)
            })
            if (seat === null) undercover += r.pieces.filter((p) => p.undercover).length
          }
        }
      }
      // Not vacuous: the random games do put agents undercover.
      expect(undercover).toBeGreaterThan(0)
    },
    TIMEOUT,
  )
})
