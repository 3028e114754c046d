// Who held a seat when a move was made, in words (issue 34, point 2): the seat's player, the
// computer keeping the seat for them, or a guest a teammate let in under their name.
import type { SeatHolder } from '@shared/seat-holders'
import { holderAt } from '@shared/seat-holders'
import type { Tr } from '../../i18n/tr'

/**
 * The name of whoever held `seat` at move `move`, by the room's holder history; null when the
 * history names nobody for it (the seat never changed hands: its holder now is the one).
 */
export function holderNameAt(tr: Tr, holders: readonly SeatHolder[] | null, seat: string, move: number): string | null {
  const holder = holderAt(holders ?? undefined, seat, move)
  if (!holder) return null
  if (holder.as === 'computer') return tr.t('room.holder.computer', { name: holder.name })
  if (holder.as === 'guest') return tr.t(holder.by === undefined ? 'room.holder.guestOf' : 'room.holder.guest', { name: holder.name, by: holder.by ?? '' })
  return holder.name
}
