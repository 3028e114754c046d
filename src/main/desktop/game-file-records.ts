// Game record files against the desktop's host: which room records may be given out, and how a
// file's record joins the running host (as a game on this computer) or is recognised as one it has.
import type { Host } from '../host/host'
import { Room } from '../host/room'
import type { RoomRecord } from '../host/room-record'
import type { RoomStore } from '../host/store'
import type { ImportedGame } from '../../shared/preload-api'
import { GameFileError, importedGameOf } from './game-files'

/**
 * A room's record as saved, for a game record file; null when there is no such room. A record
 * holds the seed and every move, so both sides' hidden cards: a network game is only given out
 * once it is over (a game on this computer alone may be moved to another one at any time).
 */
export async function exportableRecord(store: RoomStore | null, code: string): Promise<RoomRecord | null> {
  const record = (await store?.load(code).catch(() => null)) ?? null
  if (record && record.reach !== 'local' && !(await Room.rebuilt(record)).over) {
    throw new GameFileError('in-play', 'a network game can be saved to a file once it is over: the file shows both players\' hidden cards')
  }
  return record
}

const over = async (a: RoomRecord): Promise<boolean> => (await Room.rebuilt(a)).over

const sameSeats = (a: RoomRecord, b: RoomRecord): boolean =>
  JSON.stringify(Object.entries(a.seats).map(([s, r]) => [s, r.token])) === JSON.stringify(Object.entries(b.seats).map(([s, r]) => [s, r.token]))

// A replay record opened again comes with fresh seat keys: the same finished game all the same.
const sameGame = async (a: RoomRecord, b: RoomRecord): Promise<boolean> =>
  a.seed === b.seed && JSON.stringify(a.moves) === JSON.stringify(b.moves) && (await over(a))

/**
 * Adds a file's record (already `reach: 'local'`) to the running host, or hands back the game it
 * already has under that code when it is the same one.
 */
export async function importInto(host: Host, store: RoomStore, record: RoomRecord): Promise<ImportedGame> {
  if (host.roomCodes().includes(record.code)) {
    const existing = await store.load(record.code).catch(() => null)
    const same = existing !== null && existing.seed === record.seed && (sameSeats(existing, record) || (await sameGame(existing, record)))
    if (!same) throw new GameFileError('code-taken', `another game with the code ${record.code} is already on this computer`)
    // The same game, still in play with someone on the network: its seats are not the file's to give.
    if (existing.reach !== 'local' && !(await over(existing))) throw new GameFileError('in-use', 'that network game is still being played on this computer')
    return await importedGameOf(existing)
  }
  try {
    await host.addRoom(record)
  } catch (err) {
    throw new GameFileError('code-taken', err instanceof Error ? err.message : String(err))
  }
  return await importedGameOf(record)
}
