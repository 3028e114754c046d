// What the turn panel says, as pure functions over a translator (as text.ts does for the log), so
// the panel and its parts only place the sentences and the tests can read them without a table.
import type { PlayerView, Prompt, Seat, TokenKind } from '@shared/confusion/types'
import { squareName } from './frame'
import { spyAt } from './moves'
import type { PlacementIssue } from './placement'
import { attemptLineText, sideName, type Tr } from './text'

export type AnswerPrompt = Extract<Prompt, { type: 'answer' }>

/** "Your turn — move a spy" ("White's turn — …" in hot-seat), or why nothing is asked. */
export function headingText(tr: Tr, prompt: Prompt | null, seat: Seat, hotseat: boolean, over: boolean): string {
  if (!prompt) return over ? tr.t('confusion.table.prompt.over') : tr.t('confusion.table.prompt.waiting')
  const who = hotseat ? tr.t('confusion.table.prompt.sideTurn', { side: sideName(tr, seat) }) : tr.t('confusion.table.prompt.yourTurn')
  return `${who} — ${tr.t(`confusion.table.prompt.title.${prompt.type}`)}`
}

/** Who the game waits for, and for what; null when it waits for nobody (or the game is over). */
export function waitingText(tr: Tr, view: PlayerView, seat: Seat, over: boolean): string | null {
  if (over) return null
  const who = view.toAct.find((s) => s !== seat) ?? view.turn
  const side = sideName(tr, who)
  if (view.phase === 'place') return tr.t('confusion.table.prompt.waitingFor.place', { side })
  if (view.pending) return tr.t('confusion.table.prompt.waitingFor.answer', { side })
  if (view.toAct.length === 0) return null
  return tr.t(who === view.turn ? 'confusion.table.prompt.waitingFor.move' : 'confusion.table.prompt.waitingFor.decide', { side })
}

/** The enemy's attempt to answer by hand: "White's spy H tries d2 → d6 (4 squares forward)." */
export function answerText(tr: Tr, view: PlayerView, prompt: AnswerPrompt, enemy: Seat): string {
  const label = spyAt(view, prompt.from)?.label ?? '?'
  return tr.t(`confusion.table.answer.text.${prompt.briefcase === 'send' ? 'send' : 'move'}`, {
    side: sideName(tr, enemy),
    label,
    from: squareName(prompt.from),
    to: squareName(prompt.to),
    line: attemptLineText(tr, enemy, prompt.from, prompt.to),
  })
}

/** The tokens the seat still holds, listed ("none" once they are spent). */
export function tokensLeftText(tr: Tr, tokens: readonly TokenKind[]): string {
  const list = tokens.length ? tokens.map((k) => tr.t(`confusion.token.${k}`)).join(', ') : tr.t('confusion.table.free.none')
  return tr.t('confusion.table.free.tokensLeft', { list })
}

/** Why the layout may not be committed yet, or that it is complete. */
export function placementIssueText(tr: Tr, issue: PlacementIssue | null): string {
  if (!issue) return tr.t('confusion.table.place.ok')
  if (issue.code === 'incomplete') return tr.tn('confusion.table.place.problem.incomplete', issue.n)
  if (issue.code === 'maxPerRow') return tr.t('confusion.table.place.problem.maxPerRow', { max: issue.max })
  return tr.t('confusion.table.place.problem.minColumns', { min: issue.min, n: issue.n })
}
