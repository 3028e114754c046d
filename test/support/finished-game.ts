// A finished game of any registered game, played by a seeded random player through the module's
// own legalActions, and its replay record as the host would hand it out (no seat keys).
import type { GameId } from '../../src/shared/protocol'
import type { ReplayRecord } from '../../src/shared/replay-record'
import { seedRng } from '../../src/engine/core/rng'
import { gameModule } from '../../src/engine/registry'
import { playRandom } from './random-player'

export function finishedGame(game: GameId, seed: string, options: Record<string, unknown> = {}, maxMoves = 20_000): { record: ReplayRecord; states: unknown[] } {
  const rules = gameModule(game)
  if (!rules) throw new Error(`no game ${game}`)
  const gameOptions = rules.optionsSchema.parse(options)
  const seats = rules.seatsFor(gameOptions)
  const run = playRandom(`${game} ${seed}`, rules.createGame({ ...(gameOptions as object), seed }), seedRng(`player:${seed}`), {
    // Every seat with a legal action may move, in seat order, and even a lone one is drawn.
    due: (state) => seats.filter((seat) => rules.legalActions(state, seat).length > 0),
    legal: (state, seat) => rules.legalActions(state, seat),
    apply: (state, seat, action) => rules.applyAction(state, seat, action),
    over: (state) => rules.winner(state) !== null,
    describe: (state) => JSON.stringify((state as { phase?: unknown }).phase),
    drawLoneSeat: true,
  }, { recordStates: true, maxActions: maxMoves })
  if (rules.winner(run.state) === null) throw new Error(`${game} ${seed}: no end after ${maxMoves} moves`)
  const states = run.states ?? []
  const moves: ReplayRecord['moves'] = run.moves.map(({ seat, action }) => ({ seat, action: action as ReplayRecord['moves'][number]['action'] }))
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
