// Spies & Lies views of what the game-agnostic host keeps: a room record's setup and moves, and a
// room's state, typed for the tests that replay them with the engine.
import type { Room } from '../../src/main/host/room'
import type { RoomRecord } from '../../src/main/host/room-record'
import type { GameState, Move, SetupOptions } from '../../src/engine/spies-and-lies'

/** The engine setup a two-player Spies & Lies room was created with. */
export function setupOf(record: RoomRecord): SetupOptions {
  const { firstSeat, wall } = record.options as Pick<SetupOptions, 'firstSeat' | 'wall'>
  return { seed: record.seed, ...(firstSeat ? { firstSeat } : {}), ...(wall ? { wall } : {}) }
}

export function movesOf(record: RoomRecord): Move[] {
  return record.moves as Move[]
}

export function stateOf(room: Room): GameState {
  return room.state as GameState
}
