// Saved rooms on a real disk, for the tests of FileRoomStore and of Host.open over a data folder:
// temporary folders, room records of seeded games, and hosts opened over them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import { newSeed, newToken } from '../../src/main/host/codes'
import { Host } from '../../src/main/host/host'
import type { RoomRecord } from '../../src/main/host/room-record'
import { readJournal } from '../../src/main/host/room-journal'
import { FileRoomStore } from '../../src/main/host/store'
import type { ClientMessage } from '../../src/shared/protocol'
import type { Inbox } from './inbox'
import { playRandomGame } from './random-game'

/** A room of Ann and Bob whose moves are a seeded random game's, cut after `moveCount` moves. */
export function record(code: string, seed: string, moveCount: number | 'all'): RoomRecord {
  const game = playRandomGame(seed, moveCount === 'all' ? {} : { maxActions: moveCount })
  const now = new Date().toISOString()
  return {
    format: 'safehouse-room',
    version: 3,
    code,
    game: 'spies-and-lies',
    name: `Room ${code}`,
    options: {},
    seed,
    botSeed: newSeed(),
    seats: {
      red: { name: 'Ann', token: newToken(), bot: null },
      blue: { name: 'Bob', token: newToken(), bot: null },
    },
    started: true,
    moves: game.moves,
    createdAt: now,
    updatedAt: now,
  }
}

/** One message on a session of its own; the message is typed already, so no schema in between. */
export async function say(host: Host, inbox: Inbox, message: ClientMessage): Promise<void> {
  await host.connect(inbox).handle(message)
}

export interface OpenedHost {
  host: Host
  warnings: string[]
  skipped: Array<{ file: string; reason: string }>
}

export interface SavedRooms {
  /** A fresh folder, removed after the test. */
  tempDir(): string
  /** Host.open over `dir` with a short grace period; closed after the test. */
  open(dir: string): Promise<OpenedHost>
  /** Closes `host` after the test (a host holds its folder's lock until it closes). */
  keep(host: Host): void
}

/** Call at a test file's top level: folders and hosts its tests make are cleaned up after each. */
export function savedRoomsPerTest(): SavedRooms {
  const dirs: string[] = []
  const hosts: Host[] = []
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((h) => h.close()))
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  return {
    tempDir() {
      const dir = mkdtempSync(join(tmpdir(), 'safehouse-store-'))
      dirs.push(dir)
      return dir
    },
    async open(dir) {
      const warnings: string[] = []
      const { host, skipped } = await Host.open({ store: new FileRoomStore(dir), warn: (m) => warnings.push(m), graceMs: 50 })
      hosts.push(host)
      return { host, warnings, skipped }
    },
    keep(host) {
      hosts.push(host)
    },
  }
}

/** A room file's JSON as the host saved it (a snapshot and the moves appended to it: room-journal.ts), unchecked. */
export function roomFileJson(file: string): unknown {
  return readJournal(readFileSync(file, 'utf8')).json
}
