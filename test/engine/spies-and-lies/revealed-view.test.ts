// Revealed views (issue 26): a finished game's replay shows the board as it stood. revealedViewFor
// (and teamRevealedViewFor in a team game) is viewFor's view with every mission's rank and Intel
// token shown and no prompt; a seat's hand stays as viewFor gives it, a spectator has none. Checked
// on hand-made positions and at many steps of seeded random games of both modes.
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  game,
  revealedViewFor,
  teamRevealedViewFor,
  type GameSeat,
  type GameState,
  type MissionView,
  type PlayerView,
  type Seat,
  type TeamSeat,
  type TeamView,
} from '../../../src/engine/spies-and-lies'
import { playRandomGame } from '../../support/random-game'
import { ok } from '../../support/property-checks'
import { runs } from '../../support/runs'
import { deployBoth, newGame, view } from './helpers'
import { playModuleGame } from './team-random-game'
import { TEAM_SEATS, deployTeams, newTeamGame, tview } from './team-helpers'

const TIMEOUT = 120_000
const SIDES: readonly Seat[] = ['red', 'blue']

/** The view with what a revealed view may change blanked: the missions' ranks and Intel tokens, and the prompt. */
function withoutRevealed<V extends PlayerView | TeamView>(v: V): V {
  const blank = (m: MissionView): MissionView => ({ ...m, rank: null, intelToken: null })
  return { ...v, prompt: null, missions: { red: v.missions.red.map(blank), blue: v.missions.blue.map(blank) } }
}

interface Hidden {
  ranks: number
  tokens: number
}

/** Checks one state's views for every viewer; counts what viewFor hid and revealedViewFor shows. */
function checkState(s: GameState, where: () => string, hidden: Hidden): void {
  const viewers: Array<GameSeat | null> = [...(s.teams ? TEAM_SEATS : SIDES), null]
  for (const seat of viewers) {
    const v = game.viewFor(s, seat)
    const r = game.revealedViewFor(s, seat)
    ok(r.prompt === null, () => `${where()}: ${String(seat)}'s revealed view has a prompt`)
    ok(isDeepStrictEqual(withoutRevealed(r), withoutRevealed(v)), () => `${where()}: ${String(seat)}'s revealed view differs from viewFor in more than the missions`)
    for (const side of SIDES) {
      // Every field of a mission is shown as it stands (a view's mission has the state's fields).
      ok(isDeepStrictEqual(r.missions[side], s.missions[side]), () => `${where()}: ${String(seat)}'s revealed ${side} missions are ${JSON.stringify(r.missions[side])}, not ${JSON.stringify(s.missions[side])}`)
      v.missions[side].forEach((m, i) => {
        if (m.rank === null && s.missions[side][i].rank !== null) hidden.ranks++
        if (m.intelToken === null && s.missions[side][i].intelToken !== null) hidden.tokens++
      })
    }
  }
}

describe('revealed views', () => {
  it('two players: every mission\'s rank and Intel token, and no prompt', () => {
    const s = deployBoth(newGame(), [1, 2, 3, 4], [5, 6, 7, 8])
    expect(view(s, 'red').missions.blue.map((m) => m.rank)).toEqual([null, null, null, null])
    for (const seat of ['red', 'blue', null] as const) {
      const r = revealedViewFor(s, seat)
      expect(r.missions.red.map((m) => m.rank)).toEqual([1, 2, 3, 4])
      expect(r.missions.blue.map((m) => m.rank)).toEqual([5, 6, 7, 8])
      expect(r.prompt).toBeNull()
      expect(r.hand).toEqual(view(s, seat).hand)
    }
    expect(view(s, 'red').prompt).not.toBeNull()
    expect(revealedViewFor(s, null).hand).toBeNull()
  })

  it('two against two: every mission, whoever looks; the side\'s hand as teamViewFor gives it', () => {
    const s = deployTeams(newTeamGame(), [1, 2, 3, 4], [5, 6, 7, 8])
    expect(tview(s, 'red1').missions.red.map((m) => m.rank)).toEqual([1, 2, null, null])
    for (const seat of [...TEAM_SEATS, null] as Array<TeamSeat | null>) {
      const r = teamRevealedViewFor(s, seat)
      expect(r.missions.red.map((m) => m.rank)).toEqual([1, 2, 3, 4])
      expect(r.missions.blue.map((m) => m.rank)).toEqual([5, 6, 7, 8])
      expect(r.prompt).toBeNull()
      expect(r.hand).toEqual(tview(s, seat).hand)
      expect(game.revealedViewFor(s, seat)).toEqual(r)
    }
  })

  it('the module refuses a seat of the other mode, as viewFor does', () => {
    expect(() => game.revealedViewFor(newGame(), 'red1')).toThrow(/no seat/)
    expect(() => game.revealedViewFor(newTeamGame(), 'red')).toThrow(/no seat/)
    expect(() => revealedViewFor(newTeamGame(), 'red')).toThrow(/teamViewFor/)
    expect(() => teamRevealedViewFor(newGame(), 'red1')).toThrow(/viewFor/)
  })

  it(
    'two players, at every step of random games: viewFor\'s view but for the missions (all shown, as they stand) and the prompt',
    () => {
      const hidden: Hidden = { ranks: 0, tokens: 0 }
      for (let g = 0; g < runs(40); g++) {
        const seed = `revealed-sl-${g}-zq`
        const { states } = playRandomGame(seed, { recordStates: true, freeze: true }) as { states: GameState[] }
        states.forEach((s, step) => checkState(s, () => `seed ${JSON.stringify(seed)}, after ${step} moves`, hidden))
      }
      // Not vacuous: viewFor hid ranks and tokens that the revealed views showed.
      expect(hidden.ranks).toBeGreaterThan(0)
      expect(hidden.tokens).toBeGreaterThan(0)
    },
    TIMEOUT,
  )

  it(
    'two against two, at every step of random games: the same',
    () => {
      const hidden: Hidden = { ranks: 0, tokens: 0 }
      for (let g = 0; g < runs(30); g++) {
        const seed = `revealed-sl-team-${g}-zq`
        const { states } = playModuleGame(seed, { setup: { teams: true }, recordStates: true, freeze: true })
        states.forEach((s, step) => checkState(s, () => `team game, seed ${JSON.stringify(seed)}, after ${step} moves`, hidden))
      }
      expect(hidden.ranks).toBeGreaterThan(0)
      expect(hidden.tokens).toBeGreaterThan(0)
    },
    TIMEOUT,
  )
})
