// @vitest-environment happy-dom
// What the Confusion hints advise (issue 35, point 4): against a threatened run, the capture or block
// likeliest to be allowed by the seat's own Notebook; before eliminating a spy of one's own, how
// likely it is to be the Double Agent. Rule by rule on arranged positions, over seeded games against
// the state itself (the advice is the seat's own spy, on the board, a move its view offers, and a
// sure one is allowed), and in words on the table.
import { afterEach, describe, expect, it } from 'vitest'
import { applyAction, chooseAction, createGame, toActOf, type GameState, type Label, type Seat } from '../../../src/engine/confusion'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import ConfusionTable from '../../../src/renderer/src/games/confusion/ConfusionTable.vue'
import { isSure, threatAdvice, threatAnswers } from '../../../src/renderer/src/games/confusion/table/advice'
import { eliminateHint } from '../../../src/renderer/src/games/confusion/table/eliminate-hint'
import { squareKey } from '../../../src/renderer/src/games/confusion/table/frame'
import { confusionHint } from '../../../src/renderer/src/games/confusion/table/hints'
import { actionsOf } from '../../../src/renderer/src/games/confusion/table/moves'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { runs } from '../../support/runs'
import { arrange, freshPinia, hold, mountWith, newGame, viewFor } from './helpers'

afterEach(() => {
  forgetRevealed()
  localStorage.clear()
  document.body.innerHTML = ''
})

/** `state` with White having seen the pieces of `labels` (Reveal 1). */
function learned(state: GameState, labels: readonly Label[]): GameState {
  return { ...state, spies: state.spies.map((s) => (s.owner === 'white' && labels.includes(s.label) ? { ...s, learned: true } : s)) }
}

/**
 * Red's D (M03: forward and back, up to 4) carries the briefcase on e4 and reaches e1 in one move;
 * White's G (M06: the diagonals, up to 3) stands on c2, a capture away (NE 2), and F (M05: straight,
 * up to 2) on c2's other side, g2, a block away (W 2 to e2).
 */
function runToE1(): GameState {
  return arrange(newGame(), { only: true, white: { G: [2, 1], F: [6, 1] }, red: { D: [4, 3], A: [10, 10] }, briefcase: { at: [4, 3], holder: ['red', 'D'] } })
}

describe('the advice against a run, rule by rule', () => {
  it('names the capture of the carrier when the Notebook shows the piece allows it', () => {
    const view = viewFor(learned(runToE1(), ['G']), 'white')
    expect(confusionHint(view, 'white', null)?.kind).toBe('oneMove')
    expect(threatAdvice(view, 'white')).toEqual({ kind: 'capture', label: 'G', move: { type: 'move', from: [2, 1], to: [4, 3] }, chance: 1 })
  })

  it('names a sure block before a capture that may be refused', () => {
    const view = viewFor(learned(runToE1(), ['F']), 'white')
    const advice = threatAdvice(view, 'white')
    expect(advice).toMatchObject({ kind: 'block', label: 'F', move: { from: [6, 1], to: [4, 1] } })
    expect(isSure(advice?.chance ?? 0)).toBe(true)
    // G's capture is still among the answers, less likely.
    const capture = threatAnswers(view, 'white').find((a) => a.kind === 'capture')
    expect(capture?.label).toBe('G')
    expect(capture?.chance).toBeLessThan(1)
  })

  it('weighs an unknown piece by the deduction, the Double Agent counting as a refusal', () => {
    // Nothing learned: G's NE 2 is allowed by 4 of the 13 pieces (M06, M08, M09, M12), each as
    // likely; the Double Agent's answer would be Red's.
    const capture = threatAnswers(viewFor(runToE1(), 'white'), 'white').find((a) => a.kind === 'capture')
    expect(capture?.chance).toBeCloseTo(4 / 13, 9)
  })

  it('leaves out moves that leave the run as it was, and gives none when no move may help', () => {
    // A (M01, one square straight) on a1, learned: nothing it can do reaches the carrier or its line.
    const far = learned(arrange(newGame(), { only: true, white: { A: [0, 0] }, red: { D: [4, 3], A: [10, 10] }, briefcase: { at: [4, 3], holder: ['red', 'D'] } }), ['A'])
    expect(confusionHint(viewFor(far, 'white'), 'white', null)?.kind).toBe('oneMove')
    expect(threatAnswers(viewFor(far, 'white'), 'white')).toEqual([])
    expect(threatAdvice(viewFor(far, 'white'), 'white')).toBeNull()
  })

  it('says nothing while it is not the seat\'s move, nor to the carrier\'s side', () => {
    const state = learned(runToE1(), ['G'])
    expect(threatAnswers(viewFor({ ...state, turn: 'red' }, 'white'), 'white')).toEqual([])
    expect(threatAnswers(viewFor(state, 'red'), 'red')).toEqual([])
  })
})

describe('the elimination hint, rule by rule', () => {
  it('warns of a spy that is as likely as any other to be the Double Agent', () => {
    const view = viewFor(newGame(), 'white')
    const a = view.spies.find((s) => s.owner === 'white' && s.label === 'A')
    const hint = eliminateHint(view, 'white', a?.at ?? [0, 0])
    expect(hint?.label).toBe('A')
    expect(hint?.chance).toBeCloseTo(1 / 13, 9)
  })

  it('is quiet of a spy known to be the Double Agent, and says "cannot" of one known not to be', () => {
    const state = learned(newGame(), ['X', 'A'])
    const at = (label: Label) => state.spies.find((s) => s.owner === 'white' && s.label === label)?.at ?? [0, 0]
    expect(eliminateHint(viewFor(state, 'white'), 'white', at('X'))).toBeNull()
    expect(eliminateHint(viewFor(state, 'white'), 'white', at('A'))).toEqual({ label: 'A', chance: 0 })
    // Nor does it speak of the enemy's spies.
    const red = state.spies.find((s) => s.owner === 'red')?.at ?? [0, 0]
    expect(eliminateHint(viewFor(state, 'white'), 'white', red)).toBeNull()
  })
})

/** Every answer against a run in `view`, checked against the state `s` itself; how many were sure. */
function checkAnswers(s: GameState, seat: Seat): { answers: number; sure: number } {
  const view = viewFor(s, seat)
  let sure = 0
  const answers = threatAnswers(view, seat)
  for (const answer of answers) {
    const spy = view.spies.find((x) => x.owner === seat && x.label === answer.label)
    expect(spy?.at).toEqual(answer.move.from)
    expect(actionsOf(view)).toContainEqual(answer.move)
    expect(answer.chance).toBeGreaterThan(0)
    expect(answer.chance).toBeLessThanOrEqual(1)
    if (answer.kind === 'capture') expect(answer.move.to).toEqual(s.briefcase.at)
    if (!isSure(answer.chance)) continue
    sure++
    const after = applyAction(s, seat, answer.move)
    expect(after.log.slice(s.log.length).find((e) => e.type === 'attempt')).toMatchObject({ yes: true })
  }
  return { answers: answers.length, sure }
}

describe('the advice over seeded games, against the state itself', { timeout: 120_000 }, () => {
  it('names a spy of the seat\'s own, on the board, a move its view offers; a sure one is allowed, a 0% elimination is never the Double Agent', () => {
    let advised = 0
    let sure = 0
    let eliminations = 0
    for (let g = 0; g < runs(10); g++) {
      let s = createGame({ seed: `advice-${g}`, maxTurns: 200 })
      for (let step = 0; s.phase !== 'over'; step++) {
        const seat = toActOf(s)[0] as Seat
        const view = viewFor(s, seat)
        const now = checkAnswers(s, seat)
        advised += now.answers
        if (now.answers > 0) {
          // The same position with every piece of the seat's shown to it (Reveal 1): each answer is then sure, and allowed.
          const shown = { ...s, spies: s.spies.map((x) => (x.owner === seat ? { ...x, learned: true } : x)) }
          const known = checkAnswers(shown, seat)
          expect(known.sure).toBe(known.answers)
          sure += known.sure
        }
        for (const own of view.spies.filter((x) => x.owner === seat && x.at !== null)) {
          if (eliminateHint(view, seat, own.at ?? [0, 0])?.chance !== 0) continue
          eliminations++
          expect(s.spies.find((x) => x.owner === seat && x.label === own.label)?.movement).not.toBe('DA')
        }
        // Both sides heed the advice, so runs are answered and the Notebooks fill up.
        s = applyAction(s, seat, threatAdvice(view, seat)?.move ?? chooseAction(view, 'easy', `advice-${g}-${step}`))
      }
    }
    expect(advised).toBeGreaterThan(runs(10))
    expect(sure).toBeGreaterThan(runs(10))
    expect(eliminations).toBeGreaterThan(runs(10))
  })
})

describe('the advice on the Confusion table', { timeout: 120_000 }, () => {
  function table(state: GameState, hints: 'early' | 'off') {
    const pinia = freshPinia()
    const settings = useSettingsStore()
    settings.hints = hints
    settings.played = { confusion: 0 }
    const store = hold({ white: viewFor(state, 'white') })
    useUiStore().go('table')
    return { w: mountWith(ConfusionTable, { pinia, attachTo: document.body }), ...store }
  }

  it('shows the warning and the likeliest answer, with its chance', () => {
    const sure = table(learned(runToE1(), ['F']), 'early').w
    const texts = sure.findAll('[data-test="hint"]').map((h) => h.text())
    expect(texts[0]).toContain('in one move')
    expect(texts[1]).toContain('block the way with your spy F, from g2 to e2')
    expect(texts[1]).toContain('Your Notebook shows that its piece allows this move')
    sure.unmount()
    const likely = table(runToE1(), 'early').w
    expect(likely.findAll('[data-test="hint"]').map((h) => h.text())[1]).toMatch(/with a chance of \d+%/)
  })

  it('warns in the elimination\'s confirmation when the spy is likely not the Double Agent', async () => {
    const { w } = table(learned(newGame(), ['A']), 'early')
    const start = w.findAll('button').find((b) => b.text().includes('Eliminate one of my spies'))
    await start?.trigger('click')
    const a = newGame().spies.find((s) => s.owner === 'white' && s.label === 'A')?.at ?? [0, 0]
    const rect = w.get(`rect[data-square="${squareKey(a)}"]`)
    await rect.trigger('pointerdown', { button: 0, pointerId: 1 })
    await rect.trigger('pointerup', { pointerId: 1 })
    expect(document.body.textContent).toContain('spy A cannot be your Double Agent')
  })

  it('gives none of it with hints off', () => {
    const { w } = table(learned(runToE1(), ['F']), 'off')
    expect(w.find('[data-test="hint"]').exists()).toBe(false)
  })
})
