// Game record files: what is saved, and what an opened file must be before the host takes it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GameFileError, importedGameOf, MAX_GAME_FILE_BYTES, parseGameFile, readOpenedFile, serializeGameFile, suggestedFileName } from '../../src/main/desktop/game-files'
import { Host } from '../../src/main/host/host'
import type { RoomRecord } from '../../src/main/host/room-record'
import { MemoryRoomStore } from '../../src/main/host/store'
import { startServer } from '../../src/main/net/server'
import { TestClient, createRoom, joinRoom, playUntil, randomPicker } from '../support/client'

let record: RoomRecord
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'safehouse-game-files-'))
  // A real game with some moves in it.
  const store = new MemoryRoomStore()
  const { host } = await Host.open({ store })
  const server = await startServer({ host, port: 0, address: '127.0.0.1', rendererDir: join(dir, 'none') })
  const ann = await TestClient.connect(`ws://127.0.0.1:${server.port}/ws`)
  const code = await createRoom(ann, { bots: ['blue'] })
  await joinRoom(ann, code, 'Ann')
  await playUntil([ann], randomPicker('files'), () => ann.seq >= 3)
  ann.ws.close()
  await server.close()
  await host.close()
  record = (await store.load(code)) as RoomRecord
  expect(record.moves.length).toBeGreaterThanOrEqual(3)
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('game record files', () => {
  it('round-trip', async () => {
    const text = serializeGameFile(record)
    expect(await parseGameFile(text)).toEqual(record)
    expect(await parseGameFile(Buffer.from(text))).toEqual(record)
  })

  it('tell the page what it needs to take a seat back', async () => {
    const imported = await importedGameOf(record)
    expect(imported).toEqual({
      room: record.code,
      game: 'spies-and-lies',
      name: record.name,
      seats: { red: { name: 'Ann', token: record.seats.red.token, bot: false }, blue: { name: 'Computer', token: record.seats.blue.token, bot: true } },
    })
  })

  it.each([
    ['not JSON', 'hello'],
    ['JSON but not a record', '{"format":"something-else"}'],
    ['an array', '[]'],
    ['a record with an extra field', () => JSON.stringify({ ...record, extra: 1 })],
    ['a record with a bad room code', () => JSON.stringify({ ...record, code: 'abc' })],
    ['a record of a future version', () => JSON.stringify({ ...record, version: 4 })],
    ['a record with a bad token', () => JSON.stringify({ ...record, seats: { ...record.seats, red: { ...record.seats.red, token: 'short' } } })],
    ['a record whose seats share a token', () => JSON.stringify({ ...record, seats: { ...record.seats, blue: { ...record.seats.blue, token: record.seats.red.token } } })],
    ['a record whose moves break the rules', () => JSON.stringify({ ...record, moves: [...record.moves, record.moves[0], record.moves[0]] })],
    ['a record with moves in the wrong order', () => JSON.stringify({ ...record, moves: [...record.moves].reverse() })],
  ])('refuses %s', async (_name, content) => {
    const text = typeof content === 'function' ? content() : content
    await expect(parseGameFile(text)).rejects.toThrow(GameFileError)
  })

  it('refuses a file too large to be a record, without reading it', async () => {
    const big = join(dir, 'big.safehouse')
    writeFileSync(big, Buffer.alloc(MAX_GAME_FILE_BYTES + 1, 32))
    await expect(readOpenedFile(big)).rejects.toThrow(/too large/)
    await expect(parseGameFile(Buffer.alloc(MAX_GAME_FILE_BYTES + 1, 32))).rejects.toThrow(/too large/)
  })

  it('reads a good file, and explains a missing one or a folder', async () => {
    const good = join(dir, 'good.safehouse')
    writeFileSync(good, serializeGameFile(record))
    expect(await readOpenedFile(good)).toEqual(record)
    await expect(readOpenedFile(join(dir, 'missing.safehouse'))).rejects.toThrow(GameFileError)
    await expect(readOpenedFile(dir)).rejects.toThrow(GameFileError)
  })

  it('suggests a safe file name', () => {
    expect(suggestedFileName({ name: 'Friday game', code: 'ABCDE' })).toBe('Friday game.safehouse')
    expect(suggestedFileName({ name: '../../etc/passwd', code: 'ABCDE' })).toBe('etc passwd.safehouse')
    expect(suggestedFileName({ name: 'a<b>c:d"e|f?g*h\u0000', code: 'ABCDE' })).toBe('a b c d e f g h.safehouse')
    expect(suggestedFileName({ name: '   ', code: 'ABCDE' })).toBe('Room ABCDE.safehouse')
    expect(suggestedFileName({ name: 'x'.repeat(200), code: 'ABCDE' })).toHaveLength(60 + '.safehouse'.length)
  })
})
