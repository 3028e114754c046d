// A desktop game record file saved before Confusion's second movement set (room format 2, the
// fixture test/fixtures/v2-confusion-room.json) still opens and replays as it was played: it is
// read as room format 3 with `pieces: 1` (src/shared/room-migration.ts), written back so, and its
// replay record names set 1 too (issue 25, point 7).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine/confusion'
import { importedGameOf, parseGameFile, parseOpenedFile, parseReplayFile, serializeGameFile } from '../../src/main/desktop/game-files'
import { roomOfReplay } from '../../src/main/host/replay-record'
import { Room } from '../../src/main/host/room'

const FIXTURES = join(__dirname, '..', 'fixtures')
const TEXT = readFileSync(join(FIXTURES, 'v2-confusion-room.json'), 'utf8')
const EXPECTED = JSON.parse(readFileSync(join(FIXTURES, 'v2-confusion-room.expected.json'), 'utf8')) as { log: GameState['log']; winner: GameState['winner'] }

describe('a Confusion game record file of room format 2', () => {
  it('opens as room format 3 with set 1, replays to the same end, and is saved again so', async () => {
    const record = await parseGameFile(TEXT)
    expect(record).toMatchObject({ version: 3, game: 'confusion', options: { pieces: 1 } })
    const state = new Room(record).state as GameState
    expect(state.rules.pieces).toBe(1)
    expect(state.log).toEqual(EXPECTED.log)
    expect(state.winner).toEqual(EXPECTED.winner)
    const written = serializeGameFile(record)
    expect(JSON.parse(written)).toMatchObject({ version: 3, options: { pieces: 1 } })
    expect(await parseGameFile(written)).toEqual(record)
    expect(await importedGameOf(record)).toMatchObject({ game: 'confusion', finished: true })
  })

  it('opens in the replay viewer as a replay record naming set 1, which opens in the app again the same', async () => {
    const replay = await parseReplayFile(TEXT)
    expect(replay.options).toEqual({ pieces: 1 })
    expect(((await roomOfReplay(replay)).state as GameState).log).toEqual(EXPECTED.log)
    const opened = await parseOpenedFile(JSON.stringify(replay))
    expect(opened).toMatchObject({ version: 3, options: { pieces: 1 } })
    expect((new Room(opened).state as GameState).log).toEqual(EXPECTED.log)
  })
})
