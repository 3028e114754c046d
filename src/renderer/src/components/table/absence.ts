// What a table's status line says about the room, for any game: a game ended outside its rules
// ("Game over: Red wins", and in the log "Red wins: Blue conceded."), and someone away or gone ("Bob is away: the game waits for them")
// instead of "waiting for Bob to guess" as if Bob were playing.
import { seatNameKey } from '../../i18n/game-faces'
import { isolated } from '../../i18n/isolate'
import type { Tr } from '../../i18n/tr'
import { useGameStore } from '../../stores/game'

export interface RoomLines {
  /** The line for a game ended by a concession or forfeit, else null. */
  ended(): string | null
  /** The event log's last line for a game ended so, in the words of a rules ending ("Red wins: Blue conceded."), else null. */
  endedEntry(): string | null
  /** The line for `seat` when its person is away or has left, else null. */
  absent(seat: string): string | null
}

export function useRoomLines(tr: Tr): RoomLines {
  const game = useGameStore()
  /** Seats in the game's words, joined: "Red 1 + Red 2". */
  function seatWords(seats: readonly string[]): string {
    const id = game.gameId
    return seats.map((s) => (id ? tr.t(seatNameKey(id, s)) : s)).join(' + ')
  }
  return {
    ended() {
      const result = game.result
      if (!result) return null
      return tr.tn('room.result.over', result.winners.length, { side: seatWords(result.winners) })
    },
    endedEntry() {
      const result = game.result
      if (!result) return null
      const key = result.reason === 'conceded' ? 'room.result.lineConceded' : 'room.result.lineForfeit'
      return tr.tn(key, result.winners.length, { side: seatWords(result.winners), seat: seatWords([result.seat]) })
    },
    absent(seat) {
      // The game waits for nobody once it is over.
      if (game.over) return null
      const s = game.seats?.[seat]
      if (!s || s.bot || s.name === null || s.connected) return null
      return tr.t(s.left ? 'room.presence.waitingLeft' : 'room.presence.waitingAway', { name: isolated(s.name) })
    },
  }
}
