// The top bar's line, for any game's table: the hot-seat hand-over, loading, a game ended outside
// its rules, the end by the rules, the decision of the seat on screen ("Your turn: …", or in
// hot-seat "Red's turn: …"), and otherwise whom the game waits for (or that they are away). The
// game gives its words; the order of the cases, and the room's lines, are everyone's.
import type { Tr } from '../../i18n/tr'
import type { RoomLines } from './absence'

/** A view as the status line reads it. */
export interface StatusView {
  phase: string
  prompt: { type: string } | null
}

/** What the status line says in a game's words. */
export interface StatusWords<S extends string, V extends StatusView> {
  /** The root of the game's keys pass {side}, sideTurn {side, what} and yourTurn {what}. */
  root: string
  /** The line once the game is over by its rules. */
  over(view: V): string
  /** The name of what the seat on screen must decide. */
  what(prompt: NonNullable<V['prompt']>, view: V): string
  /** A seat in "{side}'s turn" (hot-seat). */
  seatName(seat: S): string
  /** The seats the game waits for, in order: the first one away is named instead of `waiting`. */
  awaited(view: V): readonly string[]
  /** The line while others decide and nobody awaited is away ('' for none). */
  waiting(view: V): string
  /** What goes before the lines of a game in play ("Turn 12"), or ''. */
  prefix?(view: V): string
}

export interface StatusState<S extends string, V extends StatusView> {
  /** The hot-seat cover's words for the seat the window is handed to, or null. */
  passTo: string | null
  /** The view on screen, or null while it has not come (or the table cannot show it yet). */
  view: V | null
  seat: S | null
  hotseat: boolean
}

export function statusLine<S extends string, V extends StatusView>(tr: Tr, room: RoomLines, words: StatusWords<S, V>, state: StatusState<S, V>): string {
  if (state.passTo !== null) return tr.t(`${words.root}.pass`, { side: state.passTo })
  const v = state.view
  if (!v) return tr.t('common.loading')
  const ended = room.ended()
  if (ended) return ended
  if (v.phase === 'over') return words.over(v)
  const prefix = words.prefix?.(v) ?? ''
  const withPrefix = (text: string): string => (prefix && text ? `${prefix} · ${text}` : text)
  if (v.prompt && state.seat) {
    const what = words.what(v.prompt, v)
    const side = state.seat
    return withPrefix(state.hotseat ? tr.t(`${words.root}.sideTurn`, { side: words.seatName(side), what }) : tr.t(`${words.root}.yourTurn`, { what }))
  }
  const away = words.awaited(v).map((s) => room.absent(s)).find((line) => line !== null)
  return withPrefix(away ?? words.waiting(v))
}
