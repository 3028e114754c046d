// A seat's colour and shape belong to its game (games/<id>/entry.ts). The parts every game shares
// (a seat badge in the room panels) import no game: the app provides the registry's looks to the
// whole tree (App.vue), and what is mounted without them shows a plain seat.
import { inject, provide, type InjectionKey } from 'vue'
import type { GameId } from '@shared/room-basics'

/** The colours seats wear (each with a shape, so colour is never the only signal). */
export type SeatColour = 'red' | 'blue' | 'green' | 'yellow' | 'white'

export interface SeatLook {
  colour: SeatColour
  mark: string
}

export type SeatLooks = (game: GameId, seat: string) => SeatLook

/** A seat whose game has no look for it. */
export const PLAIN_SEAT: SeatLook = { colour: 'white', mark: '○' }

/** What the app provides (App.vue; a test that mounts a screen alone gives it as the app does). */
export const SEAT_LOOKS: InjectionKey<SeatLooks> = Symbol('seat-looks')

export function provideSeatLooks(looks: SeatLooks): void {
  provide(SEAT_LOOKS, looks)
}

export function injectSeatLooks(): SeatLooks {
  return inject(SEAT_LOOKS, () => PLAIN_SEAT)
}
