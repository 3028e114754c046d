// A finished room as others may have it (issue 26, point 3): its replay record, made by the one
// conversion a room file opened as a replay goes through too (src/shared/replay-record.ts
// replayOfRoomRecord). What the host keeps to run a room — every seat's key and guest key (and so its
// recovery code), the computer players' seed, who a computer seat is kept for, the room's reach,
// listing and creator — stays behind: the record only says how the game was set up and played, so
// that the game's rules replay it. The host hands it out only once the room is over (replays.ts); a
// game file of the desktop app becomes one the same way (desktop/game-files.ts).
import { mapInSlices } from './loop-slices'
import { Room } from './room'
import { ROOM_FORMAT_VERSION, type RoomRecord } from './room-record'
import { replayOfRoomRecord, type ReplayRecord } from '../../shared/replay-record'

/** `record`'s replay record, finished at `finishedAt` (ISO 8601). Pure: `record` is left as it was, and no array or object of its own is handed on. */
export function replayRecordOf(record: RoomRecord, finishedAt: string): ReplayRecord {
  // The host caches the record and hands it to every asker while the room lives on: it must share
  // nothing with the room. The cast holds because `record` is of the current room format, every
  // field of which the conversion keeps has the replay record's type (the tests parse the result).
  return structuredClone(replayOfRoomRecord(record, finishedAt)) as ReplayRecord
}

/**
 * replayRecordOf for the host's thread: the moves, up to 20,000, are copied a slice of time at a
 * time (loop-slices.ts), so that handing out a long game's record does not hold the loop.
 */
export async function replayRecordInSlices(record: RoomRecord, finishedAt: string): Promise<ReplayRecord> {
  const head = replayRecordOf({ ...record, moves: [] }, finishedAt)
  return { ...head, moves: await mapInSlices(record.moves, (move) => structuredClone(move)) }
}

/** A key no seat of a real room has, for rebuilding a replay record as a room it never becomes. */
const NO_KEY = 'replay-record-has-no-seat-key'

/**
 * A replay record as a room's save, its seats' keys (and the computer players' seed) from `key`:
 * fresh ones for a room a host will keep (a record file opened on the desktop app), a placeholder
 * for one only looked at (roomOfReplay).
 */
export function roomRecordOfReplay(record: ReplayRecord, key: (what: string) => string): RoomRecord {
  const seats: RoomRecord['seats'] = {}
  for (const [seat, held] of Object.entries(record.seats)) seats[seat] = { name: held.name, token: key(seat), bot: held.bot }
  return {
    format: 'safehouse-room',
    version: ROOM_FORMAT_VERSION,
    code: record.code,
    game: record.game,
    name: record.name,
    options: record.options,
    seed: record.seed,
    botSeed: key('computer'),
    seats,
    started: true,
    moves: record.moves,
    ...(record.holders ? { holders: record.holders } : {}),
    ...(record.result ? { result: record.result } : {}),
    createdAt: record.finishedAt,
    updatedAt: record.finishedAt,
  }
}

/**
 * Rebuilds a replay record the way a room is rebuilt from its save (room.ts): its game, options and
 * seats must be the game's, and every move is checked by the game's schema and replayed by its
 * rules. Throws RoomRecordError (or the game's RuleError) when it does not fit. The room is only
 * looked at (its state, whether it is over), never added to a host. Rebuilt a slice of time at a
 * time (Room.rebuilt): a record may hold 20,000 moves.
 */
export function roomOfReplay(record: ReplayRecord): Promise<Room> {
  return Room.rebuilt(roomRecordOfReplay(record, () => NO_KEY))
}
