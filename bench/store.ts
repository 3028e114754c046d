// The room file (issue 34, point 4): bytes written to save a whole game move by move, as the host
// saves it (one save per move), on the longest of 40 seeded random 4-player Agent DOG games. Before:
// every save wrote the whole record (what the store wrote until the journal: the record's JSON, each
// time), counted from the records themselves. After: the journal store on a real folder, every byte
// handed to the disk counted (test/support/counted-writes.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seatsFor } from '../src/engine/agent-dog'
import type { RoomRecord } from '../src/main/host/room-record'
import { FileRoomStore } from '../src/main/host/store'
import { playRandomGame } from '../test/support/agent-dog-random-game'
import { countedWrites } from '../test/support/counted-writes'
import type { BenchRow, BenchSection } from './harness'

const SEEDS = 40
/** The last 100 moves' bytes may be at most this many times the first 100's. */
const FLAT_GOAL = 1.5

function longestGame(): RoomRecord {
  let longest: RoomRecord | null = null
  for (let i = 0; i < SEEDS; i++) {
    const seed = `bench-store-agent-dog-${i}`
    const moves = playRandomGame(seed, 4).moves
    if (longest && longest.moves.length >= moves.length) continue
    const now = new Date(0).toISOString()
    const seats = Object.fromEntries(seatsFor(4).map((seat, n) => [seat, { name: `Player ${n + 1}`, token: `bench-token-${seat}-0123456789`, bot: null }]))
    longest = { format: 'safehouse-room', version: 3, code: 'BNCHX', game: 'agent-dog', name: 'Bench', options: { players: 4 }, seed, botSeed: 'bench', seats, started: true, moves: moves as RoomRecord['moves'], createdAt: now, updatedAt: now }
  }
  return longest as RoomRecord
}

/** Bytes each save wrote, one per move (the first save, of the room with no moves, left out). */
async function journalBytes(game: RoomRecord): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'safehouse-bench-store-'))
  try {
    const writes = countedWrites()
    const store = new FileRoomStore(dir, writes.open)
    let version: RoomRecord = { ...game, moves: [] }
    await store.save(version)
    const perMove: number[] = []
    for (const move of game.moves) {
      version = { ...version, moves: [...version.moves, move], updatedAt: new Date().toISOString() }
      const before = writes.bytes()
      await store.save(version)
      perMove.push(writes.bytes() - before)
    }
    return perMove
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function wholeRecordBytes(game: RoomRecord): number[] {
  const updatedAt = new Date().toISOString()
  return game.moves.map((_, i) => Buffer.byteLength(JSON.stringify({ ...game, moves: game.moves.slice(0, i + 1), updatedAt })))
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0)

function rows(label: string, perMove: number[], moves: number, goal: boolean): BenchRow[] {
  const first = sum(perMove.slice(0, 100))
  const last = sum(perMove.slice(-100))
  return [
    { section: 'store', metric: `${label}: total bytes written, ${moves}-move game`, value: sum(perMove), unit: 'bytes' },
    { section: 'store', metric: `${label}: bytes per move, first 100 moves`, value: Math.round(first / 100), unit: 'bytes' },
    { section: 'store', metric: `${label}: bytes per move, last 100 moves`, value: Math.round(last / 100), unit: 'bytes' },
    {
      section: 'store',
      metric: `${label}: last 100 moves over first 100`,
      value: Math.round((last / first) * 100) / 100,
      unit: '×',
      ...(goal ? { goal: { op: '<=' as const, target: FLAT_GOAL } } : {}),
    },
  ]
}

export const storeSection: BenchSection = {
  name: 'store',
  description: `bytes written saving the longest of ${SEEDS} 4-player Agent DOG games move by move, before and after the journal`,
  async run() {
    const game = longestGame()
    const moves = game.moves.length
    return [...rows('before (whole record per save)', wholeRecordBytes(game), moves, false), ...rows('journal', await journalBytes(game), moves, true)]
  },
}
