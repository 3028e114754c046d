// Playing again: the host's rematch moves every seat here into a new room; with no seat at a
// finished table, the last game started here is started again.
import { computed } from 'vue'
import type { ClientMessageInput } from '@shared/protocol'
import { RequestError } from '../../net/host-client'
import type { Connection } from './connection'
import { saveSeats } from './saving'
import type { GameState } from './state'
import type { StartRequest } from './types'

export function createRematch(state: GameState, connection: Connection, startGame: (url: string, how: StartRequest) => Promise<void>) {
  const { room, options, held, heldSeats, over, rematchOffer, lastStart } = state
  const { client, request, takeStatus, fileUnder } = connection

  /** Whether rematch() can play again: from a seat at the finished table, or like the last game started here. */
  const canRematch = computed(() => heldSeats.value.length > 0 || lastStart.value !== null)

  /**
   * Plays again in a new room (the host's rematch: every person at the table is asked), every seat
   * kept or (`swap`) moved to the other side; this window's seats all come along. Without a seat at
   * a finished table, starts the same kind of game as the last one started here.
   */
  async function rematch(swap = false): Promise<void> {
    const mine = heldSeats.value
    if (mine.length === 0 || !over.value) {
      const last = lastStart.value
      if (!last) throw new RequestError('offline', 'there is no game to play again')
      await startGame(last.url, last.how)
      return
    }
    const offered = rematchOffer.value !== null
    await moveToRematch(mine, (i) => (i === 0 && !offered ? { type: 'offerRematch', swap } : { type: 'answerRematch', accept: true }))
  }

  /** Answers the rematch on offer for every seat here that has not answered yet. */
  async function answerRematch(accept: boolean): Promise<void> {
    const offer = rematchOffer.value
    if (!offer) throw new RequestError('no-offer', 'there is no rematch on offer')
    const waiting = heldSeats.value.filter((s) => offer.answers[s] === 'waiting')
    if (!accept) {
      for (const seat of waiting) await request(seat, { type: 'answerRematch', accept: false }, 'seats', 8000, (m) => m.rematch?.answers[seat] === 'declined')
      return
    }
    await moveToRematch(waiting, () => ({ type: 'answerRematch', accept: true }))
  }

  /**
   * Sends each of `seats` its message and follows it into the rematch's room: the host moves the
   * connection, which then hears that room (welcome, view). Connections wait under other keys
   * meanwhile, so that a swapped seat's new name never meets one not moved yet.
   */
  async function moveToRematch(seatsHere: readonly string[], messageFor: (i: number) => ClientMessageInput): Promise<void> {
    const from = room.value
    const before = held.value
    const parked = seatsHere.map((seat) => {
      client.refile(seat, `was:${seat}`)
      return `was:${seat}`
    })
    try {
      for (const [i, key] of parked.entries()) {
        const welcome = await request(key, messageFor(i), 'welcome', 8000, (m) => m.room !== from)
        if (room.value === from) {
          // The first seat to arrive: this window is now at the new room.
          held.value = {}
          room.value = welcome.room
          options.value = welcome.options
          // A room of its own: nothing the last room told (a seat taken back, its owner back) is news here.
          state.seatReturn.value = null
          state.ownerBack.value = null
          takeStatus(welcome)
        }
        const seat = fileUnder(key, welcome)
        await request(seat, null, 'view')
      }
    } catch (err) {
      if (room.value === from) {
        // Nothing moved: every connection goes back where it was.
        for (const [i, key] of parked.entries()) client.refile(key, seatsHere[i] as string)
        held.value = before
      } else saveSeats(state)
      throw err
    }
    saveSeats(state)
  }

  return { canRematch, rematch, answerRematch }
}
