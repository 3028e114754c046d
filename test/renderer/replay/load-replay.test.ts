// Issue 26, point 4: a record file is checked before anything is shown: its size (before it is
// read), JSON, the record's schema; a saved room (the desktop app's game records) opens too, its
// seat keys left behind. Each problem has its code, which the screens word.
import { describe, expect, it } from 'vitest'
import { MAX_REPLAY_BYTES } from '../../../src/shared/replay-record'
import { ReplayLoadError, parseReplayText, readReplayFile, recordFileName } from '../../../src/renderer/src/replay/load-replay'
import { finishedGame } from '../../support/finished-game'

function problem(run: () => unknown): string | null {
  try {
    run()
    return null
  } catch (err) {
    return err instanceof ReplayLoadError ? err.code : `not a ReplayLoadError: ${String(err)}`
  }
}

describe('reading a record', () => {
  const { record } = finishedGame('confusion', 'load-1')

  it('reads a replay record back as it was written', async () => {
    expect(parseReplayText(JSON.stringify(record))).toEqual(record)
    expect(await readReplayFile(new Blob([JSON.stringify(record, null, 2)]))).toEqual(record)
  })

  it('reads a saved room as a replay record, without its seat keys', () => {
    const room = {
      format: 'safehouse-room',
      version: 3,
      code: record.code,
      name: record.name,
      seed: record.seed,
      botSeed: 'secret-bot-seed',
      createdAt: '2026-11-27T17:00:00.000Z',
      updatedAt: '2026-11-27T18:00:00.000Z',
      game: record.game,
      options: record.options,
      seats: { white: { name: 'Ann', token: 'w'.repeat(24), bot: null }, red: { name: null, token: 'r'.repeat(24), bot: 'easy' } },
      started: true,
      moves: record.moves,
    }
    const read = parseReplayText(JSON.stringify(room))
    expect(read).toEqual(record)
    expect(JSON.stringify(read)).not.toMatch(/wwwwwwww|rrrrrrrr|secret-bot-seed/)
  })

  it('names what is wrong', async () => {
    expect(problem(() => parseReplayText('{"format":'))).toBe('not-record')
    expect(problem(() => parseReplayText('[1, 2]'))).toBe('not-record')
    expect(problem(() => parseReplayText(JSON.stringify({ ...record, moves: 'none' })))).toBe('not-record')
    expect(problem(() => parseReplayText(JSON.stringify({ ...record, game: 'chess' })))).toBe('not-record')
    expect(problem(() => parseReplayText(JSON.stringify({ ...record, token: 'x' })))).toBe('not-record')
    const huge = { size: MAX_REPLAY_BYTES + 1, text: () => Promise.reject(new Error('read a file over the bound')) } as unknown as Blob
    await expect(readReplayFile(huge)).rejects.toMatchObject({ code: 'too-large' })
  })

  it('downloads as the room name, made safe for every OS', () => {
    expect(recordFileName({ name: 'Kitchen: "Friday" night?', code: 'ABCDE' })).toBe('Kitchen Friday night.safehouse')
    expect(recordFileName({ name: '...', code: 'ABCDE' })).toBe('Room ABCDE.safehouse')
  })
})
