// A saved room of the previous format opened as a record file in the replay viewer (the browser's
// or the app's page): it gets the movement set it was played with, `pieces: 1`, as the host would
// stamp it (src/shared/room-migration.ts), so its moves replay as they were played (issue 25, point 7).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { GameState, PlayerView } from '../../../src/engine/confusion'
import { parseReplayText } from '../../../src/renderer/src/replay/load-replay'
import { openReplay } from '../../../src/renderer/src/replay/open-replay'

const FIXTURES = join(__dirname, '..', '..', 'fixtures')
const TEXT = readFileSync(join(FIXTURES, 'v2-confusion-room.json'), 'utf8')
const EXPECTED = JSON.parse(readFileSync(join(FIXTURES, 'v2-confusion-room.expected.json'), 'utf8')) as { log: GameState['log'] }

describe('a Confusion room of room format 2 opened as a replay', () => {
  it('names set 1 and replays to the end the previous version reached', async () => {
    const record = parseReplayText(TEXT)
    expect(record.options).toEqual({ pieces: 1 })
    const replay = await openReplay(record)
    const last = replay.frame(replay.cursor.length, { revealed: true, seat: null }).view as PlayerView
    expect(last.rules.pieces).toBe(1)
    expect(last.log).toEqual(EXPECTED.log)
  })

  it('would not replay with its set left out', async () => {
    const record = { ...parseReplayText(TEXT), options: {} }
    await expect(openReplay(record)).rejects.toMatchObject({ code: 'bad-moves' })
  })
})
