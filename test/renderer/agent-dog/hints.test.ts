// @vitest-environment happy-dom
// A newcomer's hints at the Agent DOG table (issue 27): before a play, the plays on offer that end
// on an agent of the player's own team, or on an undercover one that might be — rule by rule, and
// over seeded games against the game itself: every capture of one's own team is warned of, and no
// warning claims more than the player can see.
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import Table from '../../../src/renderer/src/games/agent-dog/AgentDogTable.vue'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import { viewFor, type GameState, type PlayerView, type Seat } from '../../../src/engine/agent-dog'
import { legalActionsFromView, locOf, teammateOf, undercoverColours } from '../../../src/engine/agent-dog/client'
import { cardChoices, choiceKind, plainChoices } from '../../../src/renderer/src/games/agent-dog/table/chooser'
import { captureHints, goalHints } from '../../../src/renderer/src/games/agent-dog/table/hints'
import { playRandomGame } from '../../support/agent-dog-random-game'
import { runs } from '../../support/runs'
import { T, cardIn, freshPinia, hold, mountTable, position, viewsOf } from './helpers'

afterEach(() => {
  forgetRevealed()
  localStorage.clear()
  document.body.innerHTML = ''
})

/** The plays of `kind` the seat to move may make now, with their landings, and the hints for them. */
function hintsFor(s: GameState, kind: string, readLog = false) {
  const view = viewFor(s, s.turn as Seat)
  const choice = cardChoices(view, legalActionsFromView(view)).find((c) => c.card.kind === kind)
  if (!choice) throw new Error(`no ${kind} in hand`)
  const plain = plainChoices(view, choice.plays)
  return captureHints(view, s.turn as Seat, plain.agents.flatMap((a) => a.moves), readLog ? undercoverColours(view) : undefined)
}

describe('the Agent DOG hints, rule by rule', () => {
  it("warns of a move that ends on the partner's agent", () => {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }, { colour: 'green', at: T(8) }], hands: { red: ['5'] } })
    expect(hintsFor(s, '5').map((h) => [h.kind, h.at])).toEqual([['team', T(8)]])
  })
  it('warns of a move that ends on an undercover agent, whoever it is', () => {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }, { colour: 'blue', at: T(8), undercover: true }], hands: { red: ['5'] } })
    expect(hintsFor(s, '5').map((h) => h.kind)).toEqual(['undercover'])
  })
  it("says nothing of an undercover agent the view shows is an opponent's (issue 35, point 4)", () => {
    // Two players (Red and Green): Red's four agents are all in sight (one on the track, three in the start area),
    // so the undercover one can only be Green's, and capturing it is the point of the game.
    const s = position({ players: 2, turn: 'red', pieces: [{ colour: 'red', at: T(3) }, { colour: 'green', at: T(8), undercover: true }], hands: { red: ['5'] } })
    expect(hintsFor(s, '5', true)).toEqual([])
    expect(hintsFor(s, '5').map((h) => h.kind)).toEqual(['undercover'])
    // With one of Red's agents undercover too, either may be Red's: both are warned of.
    const both = position({ players: 2, turn: 'red', pieces: [{ colour: 'red', at: T(3) }, { colour: 'green', at: T(8), undercover: true }, { colour: 'red', at: T(20), undercover: true }], hands: { red: ['5'] } })
    expect(hintsFor(both, '5', true).map((h) => h.kind)).toEqual(['undercover'])
  })
  it("says nothing of turning into the goal lane an undercover agent that can only be one's own", () => {
    const at = T(3)
    const agent = { from: at, piece: { undercover: true }, moves: [{ goal: true }] }
    expect(goalHints([agent], { seat: 'red', colours: () => ['red'] })).toEqual([])
    expect(goalHints([agent], { seat: 'red', colours: () => ['red', 'green'] })).toEqual([at])
    expect(goalHints([agent], { seat: 'red', colours: () => ['green'] })).toEqual([at])
    expect(goalHints([agent])).toEqual([at])
  })
  it("says nothing of capturing an opponent's agent", () => {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }, { colour: 'blue', at: T(8) }], hands: { red: ['5'] } })
    expect(hintsFor(s, '5')).toEqual([])
  })
})

describe('the Agent DOG hints over seeded games', () => {
  it("every play that would capture one's own team is warned of, and every warning is true to what the player sees", () => {
    let team = 0
    let undercover = 0
    let dropped = 0
    const check = (state: GameState): void => {
      if (state.phase !== 'play' || state.turn === null) return
      const seat = state.turn as Seat
      const view: PlayerView = viewFor(state, seat)
      if (view.prompt?.type !== 'play') return
      for (const choice of cardChoices(view, legalActionsFromView(view))) {
        if (choiceKind(choice) !== 'plain') continue
        const landings = plainChoices(view, choice.plays).agents.flatMap((a) => a.moves)
        const hints = captureHints(view, seat, landings)
        // Read with the log (as the table does), the warnings are fewer, never one too few.
        const read = captureHints(view, seat, landings, undercoverColours(view))
        expect(read.every((h) => hints.some((k) => locOf(k.at) === locOf(h.at)))).toBe(true)
        for (const { to, captures } of landings) {
          if (!captures) continue
          const real = state.pieces.find((p) => p.loc === locOf(to))
          const ownTeam = real !== undefined && (real.colour === seat || real.colour === teammateOf(seat, state.seats.length as 2 | 3 | 4))
          const hint = hints.find((h) => locOf(h.at) === locOf(to))
          if (ownTeam) expect(hint, `a capture of ${real?.colour} on ${locOf(to)} is warned of`).toBeDefined()
          if (ownTeam) expect(read.find((h) => locOf(h.at) === locOf(to)), `read from the log too: ${real?.colour} on ${locOf(to)}`).toBeDefined()
          if (hint?.kind === 'undercover' && !read.some((h) => locOf(h.at) === locOf(to))) dropped++
          if (hint?.kind === 'team') expect(ownTeam && !real?.undercover).toBe(true)
          if (hint?.kind === 'undercover') expect(real?.undercover).toBe(true)
          if (hint?.kind === 'team') team++
          if (hint?.kind === 'undercover') undercover++
        }
      }
    }
    for (let g = 0; g < runs(5); g++) playRandomGame(`capture-hints-${g}`, 4, { onState: check, maxActions: 600 })
    expect(team).toBeGreaterThan(0)
    expect(undercover).toBeGreaterThan(0)
    expect(dropped).toBeGreaterThan(0)
  })
})

describe('the hint on the Agent DOG table', () => {
  async function picked(hints: 'early' | 'off') {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }, { colour: 'green', at: T(8) }], hands: { red: ['5', '6'] } })
    const pinia = freshPinia()
    useSettingsStore().hints = hints
    hold(viewsOf(s, ['red']), { mode: 'computer' })
    const w = mountTable(Table, { pinia, attachTo: document.body })
    await w.get(`button[data-card-id="${cardIn(s, 'red', '5')}"]`).trigger('click')
    await nextTick()
    return w
  }

  it("warns, once the card is picked, of the move onto the partner's agent", async () => {
    const w = await picked('early')
    expect(w.get('[data-test="hint"]').text()).toContain('captures the Green agent')
  })
  it('stays quiet with hints off', async () => {
    const w = await picked('off')
    expect(w.find('[data-test="options"]').exists()).toBe(true)
    expect(w.find('[data-test="hint"]').exists()).toBe(false)
  })
})
