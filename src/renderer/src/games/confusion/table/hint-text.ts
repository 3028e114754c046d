// The newcomer's hints in words (issue 27, issue 35 point 4), as pure functions over a translator
// so the turn panel and the confirmation only place the sentences and the tests can read them.
import type { PlayerView, Seat, Square } from '@shared/confusion/types'
import { isSure, threatAdvice } from './advice'
import type { EliminateHint } from './eliminate-hint'
import { squareName } from './frame'
import { confusionHint } from './hints'
import type { Tr } from './text'

const H = 'confusion.table.hint'

/** The warning of a threatened run (or of the blocking spy picked), and with a run the answer likeliest to be allowed. */
export function moveHintTexts(tr: Tr, view: PlayerView, seat: Seat, selected: Square | null): string[] {
  const hint = confusionHint(view, seat, selected)
  if (hint === null) return []
  const texts = [tr.t(`${H}.${hint.kind}`, { carrier: hint.carrier, goal: hint.goal })]
  const advice = hint.kind === 'opensRun' ? null : threatAdvice(view, seat)
  if (advice !== null) {
    const words = { label: advice.label, from: squareName(advice.move.from), to: squareName(advice.move.to) }
    const chance = isSure(advice.chance) ? tr.t(`${H}.advice.sure`) : tr.t(`${H}.advice.likely`, { chance: percent(advice.chance) })
    texts.push(`${tr.t(`${H}.advice.${advice.kind}`, words)} ${chance}`)
  }
  return texts
}

/** The warning before eliminating a spy of one's own that is more likely not the Double Agent. */
export function eliminateHintText(tr: Tr, hint: EliminateHint): string {
  return hint.chance === 0 ? tr.t(`${H}.eliminateNever`, { label: hint.label }) : tr.t(`${H}.eliminate`, { label: hint.label, chance: percent(hint.chance) })
}

/** A chance in whole percent, never rounded to a sure 100 or a never 0. */
function percent(chance: number): number {
  return Math.min(99, Math.max(1, Math.round(chance * 100)))
}
