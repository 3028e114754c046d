// Rooms near the bound on moves (issue 34, points 6 and 9): a Confusion game up to White's first
// standing orders, then White changing them back and forth, as the play-test's flood did.
import { createGame, applyAction, type Action, type GameState } from '../../src/engine/confusion'
import { newSeed, newToken } from '../../src/main/host/codes'
import type { RoomRecord } from '../../src/main/host/room-record'
import { playRandomGame } from './confusion-random-game'

export function longConfusion(code: string, moves: number, result?: RoomRecord['result']): RoomRecord {
  const seed = 'bound-confusion'
  const game = playRandomGame(seed, { maxActions: 400, recordStates: true })
  const states = game.states as GameState[]
  const start = states.findIndex((state) => state.orders.white !== null && state.phase !== 'over')
  const played = game.moves.slice(0, start)
  const all: RoomRecord['moves'] = [...played]
  let state = createGame({ seed })
  for (const move of played) state = applyAction(state, move.seat, move.action)
  for (let i = all.length; i < moves; i++) {
    const action: Action = { type: 'orders', doubleAgent: i % 2 === 0 ? 'yes' : 'no' }
    all.push({ seat: 'white', action })
  }
  const now = new Date().toISOString()
  return {
    format: 'safehouse-room',
    version: 3,
    code,
    game: 'confusion',
    name: `Room ${code}`,
    options: {},
    seed,
    botSeed: newSeed(),
    seats: { white: { name: 'Ann', token: newToken(), bot: null }, red: { name: 'Bob', token: newToken(), bot: null } },
    started: true,
    moves: all as RoomRecord['moves'],
    ...(result ? { result } : {}),
    createdAt: now,
    updatedAt: now,
  }
}
