// The rooms a host shows the LAN as waiting for players: `/api/info` lists them and mDNS open=
// counts them. A local room is not there for the network, and a private one is found only by its
// code, so neither is ever listed.
import type { HostRoom } from './host-access'
import type { OpenRoom } from '../../shared/protocol'

/** Network rooms waiting for players among `rooms` (local and private rooms are never listed). */
export function openRoomsOf(rooms: Iterable<HostRoom>): OpenRoom[] {
  const open: OpenRoom[] = []
  for (const room of rooms) {
    if (room.record.reach === 'local' || room.record.listed === false || room.record.started || room.over) continue
    const free = room.freeSeats()
    if (free.length === 0) continue
    open.push({
      code: room.code,
      game: room.record.game,
      name: room.record.name,
      options: room.record.options,
      free,
      seats: [...room.seatNames],
      ...(room.teams.length > 0 ? { teams: room.teams } : {}),
    })
  }
  return open
}
