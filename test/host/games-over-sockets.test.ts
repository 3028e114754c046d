// A whole game of every registered game, for each of its seat counts, over real sockets: one
// client per seat, each answering only from its own view. The room starts once every seat is
// held, every seat sees the same end, and the host replays the saved moves to the same state.
import { afterEach, describe, expect, it } from 'vitest'
import { gameModule } from '../../src/engine/registry'
import { GAME_IDS } from '../../src/shared/protocol'
import { CONTRACT } from '../support/contract/games'
import { GenericClient, playGeneric } from '../support/generic-play'
import { startTestHost, type TestHost } from '../support/host-server'

let running: TestHost | null = null
const clients: GenericClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

async function seatEveryone(game: string, options: object): Promise<{ code: string; seated: GenericClient[] }> {
  // Clients that answer instantly play far faster than people: lift the rate limit (not under test here).
  running = await startTestHost({ server: { rate: { perSecond: 100_000, capacity: 100_000 } } })
  const module = gameModule(game)
  if (!module) throw new Error(`no ${game}`)
  const seats = module.seatsFor(options)
  const creator = await GenericClient.connect(running.wsUrl)
  clients.push(creator)
  creator.send({ type: 'createRoom', game: game as 'spies-and-lies', options: options as Record<string, unknown>, bots: [] })
  const code = (await creator.next('room')).room
  const seated: GenericClient[] = []
  for (const [i, seat] of seats.entries()) {
    const c = i === 0 ? creator : await GenericClient.connect(running.wsUrl)
    if (i > 0) clients.push(c)
    c.send({ type: 'join', room: code, name: `P${i + 1}`, seat })
    const welcome = await c.next('welcome')
    expect(welcome.seat).toBe(seat)
    expect(welcome.started).toBe(i === seats.length - 1)
    await c.next('view')
    seated.push(c)
  }
  return { code, seated }
}

// Every game's option sets for whole games over sockets come from its contract entry (test/engine/<id>/contract.ts).
describe.each(
  GAME_IDS.flatMap((game) => CONTRACT[game].overSockets.map((options) => ({ game, options, seats: gameModule(game)?.seatsFor(options).length ?? 0 }))),
)('$game with $seats seats ($options)', ({ game, options, seats }) => {
  it('plays to the end over real sockets, every seat from its own view', async () => {
    const { code, seated } = await seatEveryone(game, options)
    expect(seated).toHaveLength(seats)
    const { acts, winner } = await playGeneric(game, seated, `${game}-${seats}`)
    expect(acts).toBeGreaterThan(0)
    expect(winner).not.toBeNull()
    // Every seat ends on the same seq and sees the same winner.
    const room = running?.host.room(code)
    for (const c of seated) while (c.seq !== room?.seq && !c.closed) await c.settle(5_000)
    expect(seated.every((c) => c.seq === room?.seq)).toBe(true)
    expect(new Set(seated.map((c) => JSON.stringify(c.view?.winner))).size).toBe(1)
    expect(room?.over).toBe(true)
  }, 180_000)
})
