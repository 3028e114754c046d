// A held seat's actions: sent to the host over the seat's connection, or, at a local table, to
// whoever plays it here.
import type { GameAction } from '@engine/core/game-module'
import { RequestError } from '../../net/host-client'
import type { Connection } from './connection'
import type { LocalFrames } from './local-frame'
import type { GameState } from './state'

export function createActions(state: GameState, { client }: Connection, { playLocally }: LocalFrames) {
  const { held, local } = state

  /**
   * Sends `seat`'s action and resolves with the game's seq once it has landed (the host's `acted`
   * for it, and the view it brought); rejects with the host's refusal of it, or 'offline'.
   */
  function sendAndWait(seat: string, action: GameAction): Promise<number> {
    const mine = held.value[seat]
    if (!mine) return Promise.reject(new RequestError('no-seat', 'this window does not hold that seat'))
    if (local.value) {
      const played = playLocally(seat, action)
      return played ? played.then(() => mine.seq) : Promise.reject(new RequestError('offline', 'nothing is played here'))
    }
    return client.act(seat, mine.seq, action) ?? Promise.reject(new RequestError('offline', 'the connection is down'))
  }

  /** Sends `seat`'s action without waiting for it to land; false when it could not be sent. */
  function act(seat: string, action: GameAction): boolean {
    const mine = held.value[seat]
    if (!mine) return false
    const landed = local.value ? playLocally(seat, action) : client.act(seat, mine.seq, action)
    landed?.catch(() => {})
    return landed !== null
  }

  return { sendAndWait, act }
}
