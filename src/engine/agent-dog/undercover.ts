// UNTERGETAUCHTE FIGUREN [D:137-149]: a piece that ends its movement on a hole goes undercover
// (turned over: nobody sees its colour, its owner included); one that ends on any other field is
// turned back over. Passing over normal fields on the way to another hole reveals nothing.
import { isHole, placeOf } from './places'
import type { GameState, Loc } from './types'

/** Sets the undercover state of a piece whose movement ended on `loc` (track; goal fields: goal.ts). */
export function settleUndercover(s: GameState, id: number, loc: Loc): void {
  const p = s.pieces[id]
  const hidden = isHole(loc)
  if (hidden === p.undercover) return
  s.pieces[id] = { colour: p.colour, loc: p.loc, undercover: hidden }
  s.log.push(hidden ? { type: 'undercover', at: placeOf(loc) } : { type: 'reveal', at: placeOf(loc), colour: p.colour })
}
