// @vitest-environment happy-dom
// The table and the rules page draw and describe a game's own movement set (issue 25, point 7):
// M04 with its backward move in a set-2 game (every new game), without it in a game saved before
// (set 1), which the rules page says keeps its pieces.
import { afterEach, describe, expect, it } from 'vitest'
import { movementTypes, type PieceSetId, type PlayerView } from '../../../src/engine/confusion'
import ConfusionRules from '../../../src/renderer/src/games/confusion/ConfusionRules.vue'
import ConfusionTable from '../../../src/renderer/src/games/confusion/ConfusionTable.vue'
import MovementReference from '../../../src/renderer/src/games/confusion/rules/MovementReference.vue'
import NotebookPanel from '../../../src/renderer/src/games/confusion/table/NotebookPanel.vue'
import OrdersPanel from '../../../src/renderer/src/games/confusion/table/OrdersPanel.vue'
import { pieceDescription, type Tr } from '../../../src/renderer/src/games/confusion/table/text'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { CONFUSION } from '../all-messages'
import { freshPinia, hold, mountWith, newGame, viewFor } from './helpers'

afterEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
})

function whiteView(pieces: PieceSetId | undefined): PlayerView {
  return viewFor(newGame(pieces === undefined ? {} : { pieces }), 'white')
}

function tr(): Tr {
  const { t, te } = createAppI18n('en', CONFUSION).global
  return { t: (key, named) => t(key, named ?? {}), tn: (key, n, named) => t(key, { n, ...named }, n), te: (key) => te(key) }
}

describe('M04 in words and drawings', () => {
  it('moves right, back and left in set 2, right and left in set 1', () => {
    expect(pieceDescription(tr(), movementTypes(2), 'M04')).toBe('right, back, left, up to 4 squares')
    expect(pieceDescription(tr(), movementTypes(1), 'M04')).toBe('right, left, up to 4 squares')
  })

  it('the reference card shows the set it is given', () => {
    for (const [pieces, arms, directions] of [[1, 2, 'right, left'], [2, 3, 'right, back, left']] as const) {
      const w = mountWith(MovementReference, { props: { pieces } })
      expect(w.get('[data-test="movement-reference"]').attributes('data-pieces')).toBe(String(pieces))
      const row = w.get('tr[data-piece="M04"]')
      expect(row.findAll('line.arm'), String(pieces)).toHaveLength(arms)
      expect(row.findAll('td')[1]?.text()).toBe(directions)
      w.unmount()
    }
  })

  it("the Notebook draws the view's set: M04's column has a backward arm in a new game only", () => {
    freshPinia()
    for (const [pieces, arms] of [[undefined, 3], [2, 3], [1, 2]] as const) {
      const view = whiteView(pieces)
      const w = mountWith(NotebookPanel, { props: { view, seat: 'white', room: null, allowed: false, mine: null, theirs: null, helper: false } })
      const icons = w.findAll('thead th.piece-col')
      const m04 = icons.find((th) => th.find('.visually-hidden').text() === 'M04')
      expect(m04?.findAll('line.arm'), String(pieces)).toHaveLength(arms)
      w.unmount()
    }
  })

  it("standing orders 'as M04' are described by the view's set", () => {
    for (const [pieces, text] of [[1, 'right, left, up to 4 squares'], [2, 'right, back, left, up to 4 squares']] as const) {
      const w = mountWith(OrdersPanel, { props: { view: whiteView(pieces), seat: 'white', sending: false, error: null } })
      const option = w.findAll('option').find((o) => o.attributes('value') === 'M04')
      expect(option?.text(), String(pieces)).toContain(text)
      w.unmount()
    }
  })
})

describe('the rules page', () => {
  it('shows the current set, and no note, away from a table', () => {
    const pinia = freshPinia()
    const w = mountWith(ConfusionRules, { pinia })
    expect(w.get('[data-test="movement-reference"]').attributes('data-pieces')).toBe('2')
    expect(w.get('tr[data-piece="M04"]').findAll('line.arm')).toHaveLength(3)
    expect(w.find('[data-test="older-set"]').exists()).toBe(false)
    w.unmount()
  })

  it("shows the set of the Confusion game at the table: a game saved before set 2 keeps M04 without a backward move, and says so", () => {
    for (const [pieces, arms, note] of [[1, 2, true], [2, 3, false]] as const) {
      const pinia = freshPinia()
      hold({ white: whiteView(pieces) })
      const w = mountWith(ConfusionRules, { pinia })
      expect(w.get('[data-test="movement-reference"]').attributes('data-pieces')).toBe(String(pieces))
      expect(w.get('tr[data-piece="M04"]').findAll('line.arm')).toHaveLength(arms)
      expect(w.find('[data-test="older-set"]').exists()).toBe(note)
      if (note) expect(w.get('[data-test="older-set"]').text()).toContain('M04 moves only right and left')
      w.unmount()
    }
  })

  it('says that only the four crown pieces cannot move backwards, and that older saved games keep their pieces', () => {
    const w = mountWith(ConfusionRules, { pinia: freshPinia() })
    const ruling = w.get('[data-ruling-id="movementSet"]').text()
    expect(ruling).toContain('only those four cannot move backwards')
    expect(ruling).toContain('keep the pieces they were played with')
    expect(ruling).not.toContain('until saved games record')
    w.unmount()
  })

  it('a host older than the piece sets (its views name no set) is played with the first set, without a crash', () => {
    const pinia = freshPinia()
    const view = viewFor(newGame(), 'white')
    const olderRules: Partial<PlayerView['rules']> = { ...view.rules }
    delete olderRules.pieces
    hold({ white: { ...view, rules: olderRules as PlayerView['rules'] } })
    const w = mountWith(ConfusionTable, { pinia, attachTo: document.body })
    expect(w.find('[data-test="board"], svg').exists()).toBe(true)
    w.unmount()
  })
})
