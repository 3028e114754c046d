// Big and hostile record files (issue 34, point 9): a file whose shape no record has (a hundred
// thousand seats, arrays nested a million deep, more moves than a room keeps) is refused from its text,
// before it is parsed or checked; a record naming the seat that conceded among the winners is
// refused; a record near the bound on moves opens whole, its moves checked and replayed a slice at a time.
import { describe, expect, it } from 'vitest'
import { GameFileError, parseOpenedFile, parseReplayFile, serializeGameFile } from '../../src/main/desktop/game-files'
import { shapeProblem } from '../../src/main/desktop/json-shape'
import { replayRecordOf } from '../../src/main/host/replay-record'
import { MAX_REPLAY_MOVES } from '../../src/shared/replay-record'
import { longConfusion } from '../support/long-rooms'
import { record } from '../support/saved-rooms'

const LIMITS = { depth: 4, keys: 3, items: 5 }

async function refusal(content: string): Promise<{ code: string; message: string }> {
  try {
    await parseOpenedFile(content)
  } catch (err) {
    if (err instanceof GameFileError) return { code: err.code, message: err.message }
    throw err
  }
  throw new Error('the file was opened')
}

describe('a record file’s shape, from its text', () => {
  it('counts nesting, keys and items of every container, and nothing inside strings', () => {
    expect(shapeProblem(`{"a":[1,2,[3,{"b":1}]],"c":"x"}`, LIMITS)).toBeNull()
    expect(shapeProblem('[[[[[1]]]]]', LIMITS)).toBe('nested more than 4 deep')
    expect(shapeProblem('{"a":1,"b":2,"c":3,"d":4}', LIMITS)).toBe('an object with more than 3 keys')
    expect(shapeProblem('[1,2,3,4,5,6]', LIMITS)).toBe('an array with more than 5 items')
    expect(shapeProblem('[1,2,3,4,5]', LIMITS)).toBeNull()
    expect(shapeProblem('{"a":"[[[[[[,,,,,,{{{{","b":"\\"[[[[[[,,,,,"}', LIMITS)).toBeNull()
    expect(shapeProblem('[[],[],[],[],[]]', LIMITS)).toBeNull()
  })

  it.each([
    ['100,000 seats', () => JSON.stringify({ ...replayRecordOf(record('SEATS', 'hostile-seats', 'all'), '2026-01-01T00:00:00.000Z'), seats: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`s${i}`, { name: null, bot: null }])) }), /more than 64 keys/],
    ['an array nested 1,000,000 deep', () => `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`, /nested more than 24 deep/],
    ['a game record nested 1,000,000 deep in a move', () => serializeGameFile(record('NESTS', 'hostile-nests', 4)).replace('"moves": [', `"moves": [${'['.repeat(1_000_000)}${']'.repeat(1_000_000)},`), /nested more than 24 deep/],
    ['more moves than a room keeps', () => JSON.stringify({ ...replayRecordOf(record('MVSXX', 'hostile-moves', 'all'), '2026-01-01T00:00:00.000Z'), moves: Array.from({ length: MAX_REPLAY_MOVES + 1 }, () => ({ seat: 'red', action: { type: 'x' } })) }), /more than 20000 items/],
  ])('refuses %s as not a record, before parsing it', async (_name, content, message) => {
    const refused = await refusal(content())
    expect(refused.code).toBe('not-record')
    expect(refused.message).toMatch(message)
  })
})

describe('what a record says', () => {
  it('refuses a record that lists the seat that conceded among the winners, as a replay record or a game record', async () => {
    const conceded = { ...record('CNCDX', 'hostile-concede', 10), result: { reason: 'conceded' as const, seat: 'red', winners: ['red', 'blue'] } }
    const asReplay = JSON.stringify(replayRecordOf(conceded, '2026-01-01T00:00:00.000Z'))
    expect(await refusal(asReplay)).toMatchObject({ code: 'not-record', message: expect.stringMatching(/the seat that conceded is among the winners/) })
    expect(await refusal(JSON.stringify(conceded))).toMatchObject({ code: 'bad-moves', message: expect.stringMatching(/the seat that conceded among the winners/) })
    // The same record naming only the other side opens.
    const fair = { ...conceded, result: { ...conceded.result, winners: ['blue'] } }
    expect((await parseReplayFile(JSON.stringify(fair))).result).toEqual(fair.result)
  })

  it('opens a finished record of 19,990 moves whole, as a replay record and as a game record', async () => {
    const long = longConfusion('NGXYZ', 19_990, { reason: 'conceded', seat: 'white', winners: ['red'] })
    const replay = await parseReplayFile(serializeGameFile(long))
    expect(replay.moves).toHaveLength(19_990)
    expect(replay.moves).toEqual(long.moves)
    expect((await parseReplayFile(JSON.stringify(replay))).moves).toHaveLength(19_990)
    expect((await parseOpenedFile(JSON.stringify(replay))).moves).toHaveLength(19_990)
  }, 120_000)
})
