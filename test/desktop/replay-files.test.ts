// Opening a file for the replay viewer (issue 26, point 3): a game record file of the desktop app
// (a full room record) or a replay record (what the host hands out for a finished room) becomes one
// ReplayRecord; anything else, too large, unfinished or against the rules is refused with the
// GameFileError codes the page already words.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GameFileError, importedGameOf, parseReplayFile, readOpenedFile, serializeGameFile } from '../../src/main/desktop/game-files'
import { newSeed, newToken } from '../../src/main/host/codes'
import { replayRecordOf } from '../../src/main/host/replay-record'
import type { RoomRecord } from '../../src/main/host/room-record'
import { MAX_REPLAY_BYTES, type ReplayRecord } from '../../src/shared/replay-record'
import { playRandomGame } from '../support/random-game'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'safehouse-replay-files-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A two-player room played to the end by the rules (or stopped `short` moves before it). */
function room(short = 0): RoomRecord {
  const seed = 'replay-files/1'
  const played = playRandomGame(seed, {})
  return {
    format: 'safehouse-room',
    version: 3,
    code: 'KJHGF',
    game: 'spies-and-lies',
    name: 'Ann’s game',
    options: {},
    seed,
    botSeed: newSeed(),
    seats: { red: { name: 'Ann', token: newToken(), bot: null }, blue: { name: 'Computer', token: newToken(), bot: 'normal' } },
    creator: 'red',
    started: true,
    reach: 'local',
    moves: played.moves.slice(0, played.moves.length - short),
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:30:00.000Z',
  }
}

function replay(): ReplayRecord {
  return replayRecordOf(room(), '2026-01-01T10:30:00.000Z')
}

async function codeOf(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn()
  } catch (err) {
    if (err instanceof GameFileError) return err.code
    throw err
  }
  return 'opened'
}

describe('files for the replay viewer', () => {
  it('open a finished game record (a full room record) as its replay record, without its keys', async () => {
    const full = room()
    const opened = await parseReplayFile(serializeGameFile(full))
    expect(opened).toEqual(replayRecordOf(full, full.updatedAt))
    expect(JSON.stringify(opened)).not.toContain(full.seats.red.token)
    expect(JSON.stringify(opened)).not.toContain(full.botSeed)
  })

  it('open a replay record as it is, from text or bytes', async () => {
    const record = replay()
    const text = JSON.stringify(record)
    expect(await parseReplayFile(text)).toEqual(record)
    expect(await parseReplayFile(Buffer.from(text))).toEqual(record)
  })

  it('open a game ended by a concession before the rules ended it', async () => {
    const full = { ...room(10), result: { reason: 'conceded' as const, seat: 'red', winners: ['blue'] } }
    expect((await parseReplayFile(serializeGameFile(full))).result).toEqual(full.result)
    const record = replayRecordOf(full, full.updatedAt)
    expect(await parseReplayFile(JSON.stringify(record))).toEqual(record)
  })

  it.each([
    ['not JSON', () => 'hello', 'not-record'],
    ['JSON of something else', () => '{"format":"something-else"}', 'not-record'],
    ['a replay record with a seat key in it', () => JSON.stringify({ ...replay(), seats: { red: { name: 'Ann', bot: null, token: newToken() }, blue: { name: 'Computer', bot: 'normal' } } }), 'not-record'],
    ['a replay record with an extra field', () => JSON.stringify({ ...replay(), botSeed: newSeed() }), 'not-record'],
    ['a replay record of a future version', () => JSON.stringify({ ...replay(), version: 2 }), 'not-record'],
    ['a replay record of an unknown game', () => JSON.stringify({ ...replay(), game: 'chess' }), 'not-record'],
    ['a replay record whose moves break the rules', () => JSON.stringify({ ...replay(), moves: [...replay().moves].reverse() }), 'bad-moves'],
    ['a replay record whose seats are not the game’s', () => JSON.stringify({ ...replay(), seats: { red: { name: 'Ann', bot: null }, green: { name: 'Bob', bot: null } } }), 'bad-moves'],
    ['a replay record of a game still in play', () => JSON.stringify({ ...replay(), moves: replay().moves.slice(0, 10) }), 'in-play'],
    ['a game record of a game still in play', () => serializeGameFile(room(10)), 'in-play'],
    ['a game record whose moves break the rules', () => serializeGameFile({ ...room(), moves: [...room().moves].reverse() }), 'bad-moves'],
  ])('refuse %s', async (_name, content, code) => {
    expect(await codeOf(() => parseReplayFile(content()))).toBe(code)
  })

  it('refuse a file too large to be a record, without reading it', async () => {
    const big = join(dir, 'big.safehouse')
    writeFileSync(big, Buffer.alloc(MAX_REPLAY_BYTES + 1, 32))
    await expect(readOpenedFile(big)).rejects.toMatchObject({ code: 'too-large' })
    expect(await codeOf(() => parseReplayFile(Buffer.alloc(MAX_REPLAY_BYTES + 1, 32)))).toBe('too-large')
  })

  it('open in the desktop app as a room of its host, either kind: a replay record gets fresh seat keys, and the page is told the game ended', async () => {
    const full = room()
    const gameFile = join(dir, 'game.safehouse')
    writeFileSync(gameFile, serializeGameFile(full))
    expect(await readOpenedFile(gameFile)).toEqual(full)
    expect((await importedGameOf(full)).finished).toBe(true)
    const replayFile = join(dir, 'game.replay.json')
    writeFileSync(replayFile, JSON.stringify(replay()))
    const opened = await readOpenedFile(replayFile)
    expect(replayRecordOf(opened, replay().finishedAt)).toEqual(replay())
    const keys = Object.values(opened.seats).map((s) => s.token)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.every((k) => /^[A-Za-z0-9_-]{24}$/.test(k))).toBe(true)
    expect((await importedGameOf(opened)).finished).toBe(true)
    await expect(readOpenedFile(join(dir, 'missing.safehouse'))).rejects.toMatchObject({ code: 'unreadable' })
    await expect(readOpenedFile(dir)).rejects.toMatchObject({ code: 'unreadable' })
  })
})
