// @vitest-environment happy-dom
// Issue 35, point 3: a newcomer moved an undercover agent "into the goal": it was Green's and won the
// game for Green, with no warning, and the end said only "All four of Green's agents are home". In
// early games the table warns before a play that turns an undercover agent into the player's goal
// lane, and a finished game names the play that decided it.
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { applyAction, viewFor, type GameState, type Seat } from '../../../src/engine/agent-dog'
import { legalActionsFromView } from '../../../src/engine/agent-dog/client'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import Table from '../../../src/renderer/src/games/agent-dog/AgentDogTable.vue'
import { cardChoices, plainChoices } from '../../../src/renderer/src/games/agent-dog/table/chooser'
import { decidingPlay } from '../../../src/renderer/src/games/agent-dog/table/deciding'
import { fieldType } from '../../../src/renderer/src/games/agent-dog/table/geometry'
import { goalHints } from '../../../src/renderer/src/games/agent-dog/table/hints'
import type { Tr } from '../../../src/renderer/src/games/agent-dog/table/text'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { AGENT_DOG } from '../all-messages'
import { T, cardIn, freshPinia, hold, mountTable, position, viewsOf } from './helpers'

afterEach(() => {
  forgetRevealed()
  localStorage.clear()
  document.body.innerHTML = ''
})

/** A hole a few fields before Red's start field (0), where an undercover agent may turn into Red's lane with a 5. */
const HOLE = [59, 60, 61, 62, 63].find((t) => fieldType(t) === 'hole') as number

function undercoverBeforeGoal(colour: Seat, others: Parameters<typeof position>[0]['pieces'] = []): GameState {
  return position({ players: 4, turn: 'red', pieces: [{ colour, at: T(HOLE), undercover: true }, ...others], hands: { red: ['5'] } })
}

function plainOf(s: GameState) {
  const view = viewFor(s, 'red')
  const choice = cardChoices(view, legalActionsFromView(view)).find((c) => c.card.kind === '5')
  if (!choice) throw new Error('no 5')
  return plainChoices(view, choice.plays)
}

describe('the warning before an undercover agent goes into the goal lane', () => {
  it('is there a hole to test from', () => {
    expect(HOLE).toBeGreaterThan(0)
  })

  it('warns of the undercover agent a play on offer turns into the goal lane, whoever it is', () => {
    for (const colour of ['green', 'blue', 'red'] as const) {
      const plain = plainOf(undercoverBeforeGoal(colour))
      expect(plain.agents.some((a) => a.piece.undercover && a.moves.some((m) => m.goal)), colour).toBe(true)
      expect(goalHints(plain.agents), colour).toEqual([T(HOLE)])
    }
  })

  it('says nothing of the player’s own face-up agent going home', () => {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(62) }], hands: { red: ['5'] } })
    expect(goalHints(plainOf(s).agents)).toEqual([])
  })

  it('is on the table once the card is picked, in early games only', async () => {
    for (const hints of ['early', 'off'] as const) {
      const s = undercoverBeforeGoal('green')
      const pinia = freshPinia()
      useSettingsStore().hints = hints
      hold(viewsOf(s, ['red']), { mode: 'computer' })
      const w = mountTable(Table, { pinia, attachTo: document.body })
      await w.get(`button[data-card-id="${cardIn(s, 'red', '5')}"]`).trigger('click')
      await nextTick()
      const hint = w.find('[data-test="hint"]')
      if (hints === 'early') expect(hint.text()).toContain('can win the game for them')
      else expect(hint.exists()).toBe(false)
      w.unmount()
    }
  })
})

/** The table's translator over the app's English. */
function translator(): Tr {
  const { t, te } = createAppI18n('en', AGENT_DOG).global as unknown as { t: (key: string, named: object, n?: number) => string; te: (key: string) => boolean }
  return { t: (key, named) => t(key, named ?? {}), tn: (key, n, named) => t(key, { n, ...named }, n), te: (key) => te(key) }
}

describe('the deciding play', () => {
  it("names the last play and where the undercover agent turned out to go (Green's goal, by Red's play)", () => {
    // Green has three agents home and the fourth is the undercover one Red moves into Red's lane:
    // turned over there, it goes into Green's goal, and the Red and Green team needs Red's four too,
    // so take two players: Green alone wins with its four home.
    const s = position({
      players: 2,
      turn: 'red',
      pieces: [
        { colour: 'green', at: T(HOLE), undercover: true },
        { colour: 'green', at: { goal: 'green', index: 2 } },
        { colour: 'green', at: { goal: 'green', index: 3 } },
        { colour: 'green', at: { goal: 'green', index: 4 } },
      ],
      hands: { red: ['5'] },
    })
    const move = plainOf(s).agents.flatMap((a) => a.moves).find((m) => m.goal)
    if (!move) throw new Error('no move into the goal')
    const after = applyAction(s, 'red', move.action)
    expect(after.phase).toBe('over')
    const text = decidingPlay(translator(), viewFor(after, 'red').log)
    expect(text).toMatch(/^The deciding play: Red plays 5 .* into the goal\. The undercover agent moved into Red's goal 1 is Green: it goes to Green's goal 1\.$/)
  })

  it('is none before the end', () => {
    const s = undercoverBeforeGoal('green')
    expect(decidingPlay(translator(), viewFor(s, 'red').log)).toBeNull()
  })
})
