// @vitest-environment happy-dom
// Issue 26, point 1: a replay has an address of its own (#/replay/CODE) to share on the LAN, and
// the Start screen lists the games finished here (newest first, bounded, read back through a schema).
import { beforeEach, describe, expect, it } from 'vitest'
import { replayCodeOfHash, screenOfHash } from '../../../src/renderer/src/navigation'
import { MAX_FINISHED_GAMES, finishedGames, forgetFinished, rememberFinished } from '../../../src/renderer/src/stores/finished-games'
import { keepSession } from '../../../src/renderer/src/stores/saved-games'
import { savedGames } from '../../../src/renderer/src/stores/game/saving'

describe('the replay address', () => {
  it('names the replay screen and its room', () => {
    expect(screenOfHash('#/replay/ABCDE')).toBe('replay')
    expect(replayCodeOfHash('#/replay/abcde')).toBe('ABCDE')
    expect(screenOfHash('#/replay')).toBe('replay')
    expect(replayCodeOfHash('#/replay')).toBeNull()
    expect(replayCodeOfHash('#/replay/AB CD')).toBeNull()
    expect(replayCodeOfHash('#/table')).toBeNull()
    // Other screens take no detail.
    expect(screenOfHash('#/table/ABCDE')).toBeNull()
  })
})

describe('finished games', () => {
  beforeEach(() => localStorage.clear())
  const game = (n: number) => ({ hostUrl: 'ws://127.0.0.1:4000/ws', room: `ROOM${n}`, game: 'confusion' as const, at: `2026-11-27T18:${String(n % 60).padStart(2, '0')}:00.000Z` })

  it('lists each once, newest first, at most a bounded number', () => {
    for (let n = 0; n < MAX_FINISHED_GAMES + 3; n++) rememberFinished(game(n))
    rememberFinished(game(MAX_FINISHED_GAMES + 2))
    const list = finishedGames()
    expect(list).toHaveLength(MAX_FINISHED_GAMES)
    expect(list[0]?.room).toBe(`ROOM${MAX_FINISHED_GAMES + 2}`)
    forgetFinished(list[0] as ReturnType<typeof game>)
    expect(finishedGames()[0]?.room).toBe(`ROOM${MAX_FINISHED_GAMES + 1}`)
  })

  it('takes a game seen finished out of "Games in progress", however it was left (issue 34, point 1)', () => {
    const url = 'ws://127.0.0.1:4000/ws'
    keepSession({ hostUrl: url, room: 'ROOM1', mode: 'network', game: 'confusion', tokens: { white: 't1' } }, 'spies-and-lies')
    keepSession({ hostUrl: url, room: 'ROOM2', mode: 'network', game: 'confusion', tokens: { white: 't2' } }, 'spies-and-lies')
    expect(savedGames().map((s) => s.room)).toEqual(['ROOM2', 'ROOM1'])
    rememberFinished(game(1))
    expect(savedGames().map((s) => s.room)).toEqual(['ROOM2'])
  })

  it('drops what is not a finished game when reading the list back', () => {
    localStorage.setItem('safehouse.finishedGames', JSON.stringify([game(1), { room: 3 }, 'x', { ...game(2), game: 'chess' }]))
    expect(finishedGames()).toEqual([game(1)])
    localStorage.setItem('safehouse.finishedGames', '{not json')
    expect(finishedGames()).toEqual([])
  })
})
