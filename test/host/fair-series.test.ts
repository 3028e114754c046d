// Issue 38, point 3: who begins is worth points (the first mover wins 54.7% of strong Confusion
// games, the day-1 starter 45.2% of Spies & Lies), and the seed's draw only evens that out over many
// games. So a rematch begins with whoever did not begin the game before: the other player (for four
// Agent DOG players, the next seat in turn), seats kept or swapped, over a series of rematches.
// And in four-player Agent DOG the team whose strong player sits just after the other's wins 60.8%
// of hard-against-hard games: a kept-seats rematch has a team of computers at two levels trade
// places, so that advantage changes hands too. Over real sockets, one person and the computer, read
// from each room's saved file.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createRoom, joinRoom, type TestClient } from '../support/client'
import { clientsPerTest } from '../support/clients-per-test'
import { roomFileJson } from '../support/saved-rooms'
import { computersTraded } from '../../src/main/host/fair-series'
import { roomRecordSchema, type SeatRecord } from '../../src/main/host/room-record'

const { client, running } = clientsPerTest()

interface Series {
  game: string
  /** The first room's options: the option that names who begins, fixed so the series is known. */
  options: Record<string, unknown>
  /** The option (firstSeat or dealer) and the seat or side it names. */
  starterKey: string
  /** Ann's seat in the first room; the computer holds every other. */
  seat: string
  bots: string[]
  /** Each rematch in turn: swapped or kept, and who must begin it (the value of starterKey). */
  rematches: Array<{ swap: boolean; begins: string }>
}

const SERIES: Series[] = [
  {
    game: 'confusion',
    options: { firstSeat: 'white' },
    starterKey: 'firstSeat',
    seat: 'white',
    bots: ['red'],
    // Ann (white) began: red does; Ann again; then Ann moves to red with the seats swapped, and white (the computer) begins.
    rematches: [
      { swap: false, begins: 'red' },
      { swap: false, begins: 'white' },
      { swap: true, begins: 'white' },
      { swap: false, begins: 'red' },
    ],
  },
  {
    game: 'spies-and-lies',
    options: { firstSeat: 'red' },
    starterKey: 'firstSeat',
    seat: 'red',
    bots: ['blue'],
    rematches: [
      { swap: false, begins: 'blue' },
      { swap: false, begins: 'red' },
      { swap: true, begins: 'red' },
      { swap: false, begins: 'blue' },
    ],
  },
  {
    game: 'spies-and-lies',
    options: { teams: true, firstSeat: 'blue' },
    starterKey: 'firstSeat',
    seat: 'red1',
    bots: ['red2', 'blue1', 'blue2'],
    rematches: [
      { swap: false, begins: 'red' },
      { swap: false, begins: 'blue' },
      // Blue began; Ann's side (red) moves to blue's seats and begins as blue.
      { swap: true, begins: 'blue' },
    ],
  },
  {
    game: 'agent-dog',
    options: { players: 4, dealer: 'red' },
    starterKey: 'dealer',
    seat: 'red',
    bots: ['blue', 'green', 'yellow'],
    // The first dealer plays first; then the next seat clockwise, round the table.
    rematches: [
      { swap: false, begins: 'blue' },
      { swap: false, begins: 'green' },
      { swap: false, begins: 'yellow' },
      { swap: false, begins: 'red' },
      // Red (Ann) began; blue would, and blue's player moves to red with the teams swapped.
      { swap: true, begins: 'red' },
    ],
  },
  {
    game: 'agent-dog',
    options: { players: 2, dealer: 'green' },
    starterKey: 'dealer',
    seat: 'red',
    bots: ['green'],
    rematches: [
      { swap: false, begins: 'red' },
      { swap: false, begins: 'green' },
    ],
  },
]

function saved(code: string) {
  return roomRecordSchema.parse(roomFileJson(join(running().dataDir, `${code}.room.json`)))
}

/** The room's options as saved in its file. */
function savedOptions(code: string): Record<string, unknown> {
  return saved(code).options
}

/** Who plays each seat in the room's file: a person's name, or the computer's level. */
function savedPlayers(code: string): Record<string, string | null> {
  return Object.fromEntries(Object.entries(saved(code).seats).map(([seat, s]) => [seat, s.bot ?? s.name]))
}

async function concede(ann: TestClient, code: string): Promise<void> {
  ann.send({ type: 'concede' })
  await ann.next('seats', (m) => m.room === code && m.result !== undefined)
}

describe('a rematch begins with whoever did not begin the game before (issue 38)', () => {
  it.each(SERIES)('$game $options: over $rematches.length rematches', async (series) => {
    const ann = await client()
    let code = await createRoom(ann, { game: series.game, options: series.options, bots: series.bots, botLevel: 'easy' })
    expect((await joinRoom(ann, code, 'Ann', series.seat)).started).toBe(true)
    const begun: unknown[] = [savedOptions(code)[series.starterKey]]
    for (const { swap } of series.rematches) {
      await concede(ann, code)
      ann.send({ type: 'offerRematch', swap })
      const welcome = await ann.next('welcome')
      expect(welcome.started).toBe(true)
      code = welcome.room
      begun.push(savedOptions(code)[series.starterKey])
    }
    expect(begun).toEqual([series.options[series.starterKey], ...series.rematches.map((r) => r.begins)])
  })

  it('a first game the seed began: the rematch begins with the other seat', async () => {
    const ann = await client()
    const code = await createRoom(ann, { game: 'confusion', bots: ['red'], botLevel: 'easy' })
    expect((await joinRoom(ann, code, 'Ann', 'white')).started).toBe(true)
    expect(savedOptions(code).firstSeat).toBeUndefined()
    const first = (running().host.room(code)?.state as { rules: { firstSeat: string } }).rules.firstSeat
    await concede(ann, code)
    ann.send({ type: 'offerRematch', swap: false })
    const next = (await ann.next('welcome')).room
    const began = (running().host.room(next)?.state as { rules: { firstSeat: string } }).rules.firstSeat
    expect(began).toBe(first === 'white' ? 'red' : 'white')
  })
})

describe('a kept-seats rematch: a team of computers at two levels trades places (issue 38)', () => {
  it('four-player Agent DOG, Ann and the computer at three levels, over four rematches', async () => {
    const ann = await client()
    let code = await createRoom(ann, { game: 'agent-dog', options: { players: 4 }, bots: ['blue', 'green'], botLevel: 'hard' })
    await joinRoom(ann, code, 'Ann', 'red')
    ann.send({ type: 'setComputer', seat: 'yellow', level: 'easy' })
    await ann.next('seats', (m) => m.room === code && m.started)
    const players = [savedPlayers(code)]
    for (const swap of [false, false, true, false]) {
      await concede(ann, code)
      ann.send({ type: 'offerRematch', swap })
      const welcome = await ann.next('welcome')
      expect(welcome.started).toBe(true)
      code = welcome.room
      players.push(savedPlayers(code))
    }
    expect(players).toEqual([
      { red: 'Ann', blue: 'hard', green: 'hard', yellow: 'easy' },
      // Blue and yellow, both the computer's, trade places: the hard one sat just after Ann, now just after her partner.
      { red: 'Ann', blue: 'easy', green: 'hard', yellow: 'hard' },
      { red: 'Ann', blue: 'hard', green: 'hard', yellow: 'easy' },
      // The sides swapped (red and blue trade, green and yellow): that turns the seating round already.
      { red: 'hard', blue: 'Ann', green: 'easy', yellow: 'hard' },
      // Now red and green are the computer's team at two levels.
      { red: 'easy', blue: 'Ann', green: 'hard', yellow: 'hard' },
    ])
  })

  it('trades one team only, and only one whose seats are all the computer’s at two levels', () => {
    const seat = (bot: SeatRecord['bot'], name: string | null = bot ? 'Computer' : null): SeatRecord => ({ name, token: 'x'.repeat(20), bot })
    const teams = [
      ['red', 'green'],
      ['blue', 'yellow'],
    ]
    const levels = (seats: Record<string, SeatRecord>) => Object.fromEntries(Object.entries(seats).map(([k, s]) => [k, s.bot ?? s.name]))
    const both = { red: seat('hard'), blue: seat('easy'), green: seat('normal'), yellow: seat('hard') }
    expect(levels(computersTraded(both, teams))).toEqual({ red: 'normal', blue: 'easy', green: 'hard', yellow: 'hard' })
    const same = { red: seat('hard'), blue: seat('easy'), green: seat('hard'), yellow: seat(null, 'Ann') }
    expect(levels(computersTraded(same, teams))).toEqual(levels(same))
    expect(levels(computersTraded(both, []))).toEqual(levels(both))
  })
})
