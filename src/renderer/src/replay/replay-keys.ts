// The replay's keys (← → Home End) step the replay wherever the focus is on its screen (issue 35,
// point 5): also on its own radios, slider and buttons, whose arrows would otherwise flip a look
// option or nudge the slider. Only where one types (a text field), the table (its own keys) and a
// dialog keep their keys.

/** Input types that take typed text, whose arrows and Home/End move the caret. */
const TYPED = new Set(['text', 'search', 'number', 'email', 'url', 'tel', 'password', 'date', 'time', 'datetime-local', 'month', 'week'])

/** The element keeps ← → Home End to itself. */
export function keepsItsKeys(target: Element | null): boolean {
  if (!target) return false
  if (target.closest('textarea, [contenteditable="true"], .replay-table, dialog, [role="dialog"], [role="alertdialog"]')) return true
  return target instanceof HTMLInputElement && TYPED.has(target.type)
}

/** The step a replay key goes to (null: not a replay key). */
export function stepFor(key: string, step: number, length: number): number | null {
  const to: Record<string, number> = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: length }
  return key in to ? Math.max(0, Math.min(length, to[key] as number)) : null
}
