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
import { legalActionsFromView, locOf, teammateOf } from '../../../src/engine/agent-dog/client'
import { cardChoices, choiceKind, plainChoices } from '../../../src/renderer/src/games/agent-dog/table/chooser'
import { captureHints } from '../../../src/renderer/src/games/agent-dog/table/hints'
import { playRandomGame } from '../../support/agent-dog-random-game'
import { runs } from '../../support/runs'
import { T, cardIn, freshPinia, hold, mountTable, position, viewsOf } from './helpers'

afterEach(() => {
  forgetRevealed()
  localStorage.clear()
  document.body.innerHTML = ''
})

/** The plays of `kind` the seat to move may make now, with their landings, and the hints for them. */
function hintsFor(s: GameState, kind: string) {
  const view = viewFor(s, s.turn as Seat)
  const choice = cardChoices(view, legalActionsFromView(view)).find((c) => c.card.kind === kind)
  if (!choice) throw new Error(`no ${kind} in hand`)
  const plain = plainChoices(view, choice.plays)
  return captureHints(view, s.turn as Seat, plain.agents.flatMap((a) => a.moves))
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
  it("says nothing of capturing an opponent's agent", () => {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }, { colour: 'blue', at: T(8) }], hands: { red: ['5'] } })
    expect(hintsFor(s, '5')).toEqual([])
  })
})

describe('the Agent DOG hints over seeded games', () => {
  it("every play that would capture one's own team is warned of, and every warning is true to what the player sees", () => {
    let team = 0
    let undercover = 0
    const check = (state: GameState): void => {
      if (state.phase !== 'play' || state.turn === null) return
      const seat = state.turn as Seat
      const view: PlayerView = viewFor(state, seat)
      if (view.prompt?.type !== 'play') return
      for (const choice of cardChoices(view, legalActionsFromView(view))) {
        if (choiceKind(choice) !== 'plain') continue
        const landings = plainChoices(view, choice.plays).agents.flatMap((a) => a.moves)
        const hints = captureHints(view, seat, landings)
        for (const { to, captures } of landings) {
          if (!captures) continue
          const real = state.pieces.find((p) => p.loc === locOf(to))
          const ownTeam = real !== undefined && (real.colour === seat || real.colour === teammateOf(seat, state.seats.length as 2 | 3 | 4))
          const hint = hints.find((h) => locOf(h.at) === locOf(to))
          if (ownTeam) expect(hint, `a capture of ${real?.colour} on ${locOf(to)} is warned of`).toBeDefined()
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
