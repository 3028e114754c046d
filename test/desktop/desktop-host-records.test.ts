// Game records on the desktop host: export and import between computers, replays opened again,
// opened games kept off the LAN, a network game saved only once it is over, and a data folder
// another host holds.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { GameFileError, parseGameFile, parseOpenedFile, serializeGameFile } from '../../src/main/desktop/game-files'
import { roomRecordSchema } from '../../src/main/host/room-record'
import { createRoom, joinRoom, playOut, randomPicker, resumeSeat } from '../support/client'
import { finishedGame } from '../support/finished-game'
import { GAME_ID, connect, dir, makeHost, mdns, setUpHosts, tearDownHosts } from './desktop-host-support'

beforeEach(setUpHosts)
afterEach(tearDownHosts)

describe('game records', () => {
  it('exports a room and imports it on another computer, where its seats can be resumed', async () => {
    const a = makeHost()
    const ann = await connect((await a.localHost()).wsUrl)
    const code = await createRoom(ann, { bots: ['blue'] })
    const welcome = await joinRoom(ann, code, 'Ann')
    expect(await a.exportRecord('ZZZZZ')).toBeNull()
    const record = await a.exportRecord(code)
    expect(record?.code).toBe(code)
    const file = join(dir, 'game.safehouse')
    writeFileSync(file, serializeGameFile(record!))

    const b = makeHost({ roomsDir: join(dir, 'other-rooms') })
    const before = await b.localHost()
    const watcher = await connect(before.wsUrl)
    const imported = await b.importRecord(await parseGameFile(Buffer.from(serializeGameFile(record!))))
    expect(imported).toMatchObject({ room: code, game: GAME_ID, seats: { red: { name: 'Ann', token: welcome.token, bot: false }, blue: { bot: true } } })
    // The running host took it: nobody's connection dropped, and it is saved.
    watcher.send({ type: 'ping' })
    await watcher.next('pong')
    expect(watcher.closed).toBeNull()
    expect(await b.localHost()).toEqual(before)
    expect(existsSync(join(dir, 'other-rooms', `${code}.room.json`))).toBe(true)

    const back = await connect(before.wsUrl)
    const resumed = await resumeSeat(back, imported.seats.red.token)
    expect(resumed.welcome).toMatchObject({ room: code, seat: 'red' })

    // The same record again: nothing to do. Another game with that code: refused.
    expect((await b.importRecord(record!)).room).toBe(code)
    const other = { ...record!, seed: `${record!.seed}x` }
    await expect(b.importRecord(other)).rejects.toBeInstanceOf(GameFileError)
  })

  it('opens a finished game’s replay record as many times as asked: the same game, not another with its code (issue 26)', async () => {
    const b = makeHost({ roomsDir: join(dir, 'replays') })
    const { record } = finishedGame('agent-dog', 'opened-twice', { players: 2 })
    const file = JSON.stringify(record)
    const first = await b.importRecord(await parseOpenedFile(file))
    expect(first).toMatchObject({ room: record.code, finished: true })
    const again = await b.importRecord(await parseOpenedFile(file))
    expect(again).toMatchObject({ room: record.code, finished: true })
    // Another game under the same code is still refused.
    const other = finishedGame('agent-dog', 'another-game', { players: 2 }).record
    await expect(b.importRecord(await parseOpenedFile(JSON.stringify(other)))).rejects.toMatchObject({ code: 'code-taken' })
  })

  it('an opened game is a game on this computer, whatever the file says: the LAN cannot reach it', async () => {
    const a = makeHost()
    const opened = await a.startHosting()
    const ann = await connect(opened.wsUrl)
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann')
    const bob = await connect(opened.wsUrl, {})
    await joinRoom(bob, code, 'Bob')
    await playOut([ann, bob], randomPicker('opened-files-are-local'))
    const record = (await a.exportRecord(code))!
    expect(record.reach).toBeUndefined()

    const b = makeHost({ roomsDir: join(dir, 'b') })
    const lan = await b.startHosting()
    await b.importRecord(record)
    expect((await b.exportRecord(code))?.reach).toBe('local')
    const stranger = await connect(lan.wsUrl, {})
    stranger.send({ type: 'join', room: code, name: 'Eve', seat: null })
    expect(await stranger.next('error')).toMatchObject({ code: 'unknown-room' })
  })

  it('refuses to hand out the seats of a network game still in play here', async () => {
    const a = makeHost()
    const opened = await a.startHosting()
    const ann = await connect(opened.wsUrl)
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann')
    // The record as saved in the data folder (Save Game Record refuses a game in play).
    const saved = roomRecordSchema.parse(JSON.parse(readFileSync(join(dir, 'rooms', `${code}.room.json`), 'utf8')))
    await expect(a.importRecord(saved)).rejects.toMatchObject({ code: 'in-use' })
  })

  it('keeps hosting through an import (same port, advertiser kept)', async () => {
    const a = makeHost()
    const ann = await connect((await a.localHost()).wsUrl)
    const record = await a.exportRecord(await createRoom(ann))
    const b = makeHost({ roomsDir: join(dir, 'b') })
    const opened = await b.startHosting()
    await b.importRecord(record!)
    expect(b.hosting()).toEqual(opened)
    expect(mdns.advertised).toHaveLength(1)
    expect(mdns.goodbyes).toHaveLength(0)
    const guest = await connect(opened.wsUrl)
    guest.send({ type: 'ping' })
    await guest.next('pong')
  })
})

describe('saving a network game to a file', () => {
  it('is refused while the game is in play (the file shows both hands), allowed once it is over', async () => {
    const host = makeHost()
    const opened = await host.startHosting()
    const ann = await connect(opened.wsUrl)
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann')
    const bob = await connect(opened.wsUrl, {})
    await joinRoom(bob, code, 'Bob')
    await expect(host.exportRecord(code)).rejects.toThrow(/once it is over/)
    await playOut([ann, bob], randomPicker('export-after-the-end'))
    const record = await host.exportRecord(code)
    expect(record?.code).toBe(code)
    expect(record?.reach).toBeUndefined()
  })
})

describe('the data folder', () => {
  it('when another host holds it, games still work, in memory, and the app is told', async () => {
    const rooms = join(dir, 'rooms')
    const { mkdirSync } = await import('node:fs')
    mkdirSync(rooms, { recursive: true })
    writeFileSync(join(rooms, 'host.lock'), String(process.ppid)) // a live process that is not us
    const locked: string[] = []
    const host = makeHost({ onStoreLocked: (err) => locked.push(err.message) })
    const ann = await connect((await host.localHost()).wsUrl)
    await createRoom(ann)
    expect(locked).toHaveLength(1)
    expect(locked[0]).toContain('another Safehouse host')

    // An import reopens the host: the games kept in memory are still there.
    const other = makeHost({ roomsDir: join(dir, 'other') })
    const bob = await connect((await other.localHost()).wsUrl)
    const record = await other.exportRecord(await createRoom(bob))
    const before = await createRoom(ann)
    await host.importRecord(record!)
    expect(await host.exportRecord(before)).not.toBeNull()
    expect(await host.exportRecord(record!.code)).not.toBeNull()
    expect(locked).toHaveLength(1) // told once
  })
})
