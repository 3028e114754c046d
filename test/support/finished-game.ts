// A finished game of any registered game, played by a seeded random player through the module's
// own legalActions, and its replay record as the host would hand it out (no seat keys).
import type { GameId } from '../../src/shared/protocol'
import type { ReplayRecord } from '../../src/shared/replay-record'
import { nextInt, seedRng } from '../../src/engine/core/rng'
import { gameModule } from '../../src/engine/registry'

export function finishedGame(game: GameId, seed: string, options: Record<string, unknown> = {}, maxMoves = 20_000): { record: ReplayRecord; states: unknown[] } {
  const rules = gameModule(game)
  if (!rules) throw new Error(`no game ${game}`)
  const gameOptions = rules.optionsSchema.parse(options)
  const seats = rules.seatsFor(gameOptions)
  let state = rules.createGame({ ...(gameOptions as object), seed })
  const states = [state]
  const moves: ReplayRecord['moves'] = []
  const rng = seedRng(`player:${seed}`)
  while (rules.winner(state) === null) {
    if (moves.length >= maxMoves) throw new Error(`${game} ${seed}: no end after ${maxMoves} moves`)
    const ready = seats.filter((seat) => rules.legalActions(state, seat).length > 0)
    const seat = ready[nextInt(rng, ready.length)] as string
    const actions = rules.legalActions(state, seat)
    const action = actions[nextInt(rng, actions.length)]
    state = rules.applyAction(state, seat, action)
    states.push(state)
    moves.push({ seat, action: action as ReplayRecord['moves'][number]['action'] })
  }
  return {
    states,
    record: {
      format: 'safehouse-replay',
      version: 1,
      game,
      code: 'ABCDE',
      name: `A game of ${game}`,
      options,
      seed,
      seats: Object.fromEntries(seats.map((seat, i) => [seat, { name: i === 0 ? 'Ann' : null, bot: i === 0 ? null : 'easy' }])),
      moves,
      finishedAt: '2026-11-27T18:00:00.000Z',
    },
  }
}
