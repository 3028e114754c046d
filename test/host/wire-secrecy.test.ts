// Non-interference over the wire: every raw frame the host sends to a seat (or a spectator) is
// checked against the engine's own view of the state at that seq, rebuilt afterwards from the
// host's saved record. A seat must never receive the other side's hidden ranks, hand, Intel token
// choice, the seed, the computer players' seed, or anyone's resume token but its own.
// (The tapes are checked in ../support/secrecy-checks; the seq a view carries while a move is being
// saved, in wire-secrecy-seq.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actionsForPrompt, replay, type Action, type Seat } from '../../src/engine/spies-and-lies'
import { movesOf, setupOf } from '../support/sl-record'
import type { RoomRecord } from '../../src/main/host/room-record'
import type { RoomOptions } from '../../src/shared/protocol'
import { TestClient, createRoom } from '../support/client'
import { seededPicker, recordFrames, type Picker } from '../support/honest-play'
import { startTestHost, type TestHost } from '../support/host-server'
import { checkTape, SEATS, statesOf, summarise, type PlayedGame, type Problem, type Tape } from '../support/secrecy-checks'

const GAMES = Number(process.env.SECRECY_GAMES ?? 60)
const PARALLEL = 6
const ACTION_TYPES: readonly Action['type'][] = ['deploy', 'intel', 'deceive', 'guess', 'marshal', 'captain']

let running: TestHost
const opened: TestClient[] = []

beforeAll(async () => {
  running = await startTestHost()
})
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()))
  await running.stop()
})

async function connect(tapes: Tape[], label: string, seat: Seat | null): Promise<TestClient> {
  const c = await TestClient.connect(running.wsUrl)
  opened.push(c)
  tapes.push({ label, seat, frames: recordFrames(c) })
  return c
}

/** An action of another type than the prompt asks for: always refused, never applied. */
function probeAction(prompt: Action['type'] | null, picker: Picker): Action {
  const type = picker.pick(ACTION_TYPES.filter((t) => t !== prompt))
  switch (type) {
    case 'deploy':
      return { type, missions: [1, 2, 3, 4] }
    case 'intel':
      return { type }
    case 'deceive':
      return { type, play: picker.chance(0.5) }
    case 'guess':
      return { type, rank: 5 }
    case 'marshal':
      return { type, choice: 'ten' }
    case 'captain':
      return { type, choice: 'six' }
  }
}

async function playOneGame(index: number): Promise<PlayedGame> {
  const picker = seededPicker(`wire-secrecy/${index}`)
  const tapes: Tape[] = []
  const options: RoomOptions = {}
  const firstSeat = picker.pick<Seat | undefined>([undefined, 'red', 'blue'])
  if (firstSeat) options.firstSeat = firstSeat
  const wall = picker.pick<number | undefined>([undefined, undefined, 1, 2, 3, 6, 12])
  if (wall) options.wall = wall
  if (picker.chance(0.5)) options.deduction = picker.chance(0.5)

  const players: Record<Seat, TestClient> = {
    red: await connect(tapes, 'red#1', 'red'),
    blue: await connect(tapes, 'blue#1', 'blue'),
  }
  const code = await createRoom(players.red, { options })
  // Either order of joining; blue sometimes takes the first free seat without naming it.
  const order: Seat[] = picker.chance(0.5) ? ['red', 'blue'] : ['blue', 'red']
  for (const seat of order) {
    const named = seat === 'red' || order[0] === 'blue' || picker.chance(0.5)
    players[seat].send({ type: 'join', room: code, name: seat === 'red' ? 'Ann' : 'Bob', ...(named ? { seat } : {}) })
    expect((await players[seat].next('welcome')).seat).toBe(seat)
  }

  const room = running.host.room(code)
  if (!room) throw new Error('room vanished')
  const spectatorAt = picker.pick([0, 0, 3, 10, 25])
  const resumeAt = picker.chance(0.6) ? 2 + picker.int(40) : -1
  const resumeSeat = picker.pick(SEATS)
  let spectator: TestClient | null = null
  let resumed = false
  let probes = 0

  const deadline = Date.now() + 30_000
  const sentAt = new Map<TestClient, number>()
  const clients = () => SEATS.map((s) => players[s])
  while (!clients().every((c) => c.view?.phase === 'over')) {
    if (Date.now() > deadline) throw new Error(`game ${index} did not finish in time`)
    if (!spectator && room.seq >= spectatorAt) {
      spectator = await connect(tapes, 'spectator', null)
      spectator.send({ type: 'join', room: code, name: 'Eve', ...(picker.chance(0.5) ? { seat: null } : {}) })
      expect((await spectator.next('welcome')).seat).toBeNull()
    }
    if (!resumed && resumeAt >= 0 && room.seq >= resumeAt && room.seq > 0) {
      resumed = true
      const old = players[resumeSeat]
      const token = room.record.seats[resumeSeat].token
      await old.close()
      const fresh = await connect(tapes, `${resumeSeat}#2`, resumeSeat)
      fresh.send({ type: 'resume', token })
      expect((await fresh.next('welcome')).seat).toBe(resumeSeat)
      await fresh.next('view')
      players[resumeSeat] = fresh
    }
    let acted = false
    for (const c of clients()) {
      if (!c.view || c.view.prompt === null || sentAt.get(c) === c.seq) continue
      if (picker.chance(0.08)) {
        probes += 1
        c.act(probeAction(c.view.prompt.type, picker))
      }
      sentAt.set(c, c.seq)
      c.act(picker.pick(actionsForPrompt(c.view.prompt, c.view.hand)))
      acted = true
    }
    for (const c of clients()) {
      for (let i = c.inbox.length - 1; i >= 0; i--) {
        const m = c.inbox[i]
        if (m.type === 'error' && ['stale-seq', 'illegal-action', 'not-your-turn'].includes(m.code)) c.inbox.splice(i, 1)
      }
      const refused = c.inbox.find((m) => m.type === 'error')
      if (refused) throw new Error(`game ${index}: unexpected refusal ${JSON.stringify(refused)}`)
      if (c.closed) throw new Error(`game ${index}: a player was closed: ${c.closed.code} ${c.closed.reason}`)
    }
    if (!acted) await Promise.race(clients().map((c) => c.settle(1000)))
  }
  if (!spectator) {
    // The game ended before its spectator arrived: it watches the finished game.
    spectator = await connect(tapes, 'spectator', null)
    spectator.send({ type: 'join', room: code, name: 'Eve', seat: null })
    await spectator.next('welcome')
  }
  await spectator.until((v) => v.phase === 'over')
  await room.idle()
  // Let any refusal still on its way arrive on the tapes before the connections go.
  await Promise.all([...clients(), spectator].map((c) => c.settle(30)))
  await Promise.all([...clients(), spectator].map((c) => c.close()))
  return { code, record: JSON.parse(JSON.stringify(room.record)) as RoomRecord, tapes, probes }
}

describe('wire secrecy: what each connection receives', () => {
  it(`${GAMES} random games: every frame to a seat or spectator is exactly the engine's view for it`, async () => {
    const started = Date.now()
    const games: PlayedGame[] = []
    for (let first = 0; first < GAMES; first += PARALLEL) {
      const batch = Array.from({ length: Math.min(PARALLEL, GAMES - first) }, (_, k) => playOneGame(first + k))
      games.push(...(await Promise.all(batch)))
    }
    const played = Date.now() - started

    const problems: Problem[] = []
    let frames = 0
    let views = 0
    let probes = 0
    let refusals = 0
    let resumes = 0
    for (const game of games) {
      const states = statesOf(game.record)
      const final = states[states.length - 1]
      expect(final.phase).toBe('over')
      expect(JSON.stringify(replay(setupOf(game.record), movesOf(game.record)))).toBe(JSON.stringify(final))
      expect(JSON.stringify(final)).toBe(JSON.stringify(running.host.room(game.code)?.state))
      let gameRefusals = 0
      for (const tape of game.tapes) {
        const counted = checkTape(game, states, tape, problems)
        views += counted.views
        gameRefusals += counted.refusals
        frames += tape.frames.length
      }
      // Every refusal answered one of our deliberate probes; no legal move was refused.
      expect(gameRefusals).toBeLessThanOrEqual(game.probes)
      refusals += gameRefusals
      probes += game.probes
      if (game.tapes.some((t) => t.label.endsWith('#2'))) resumes += 1
    }
    console.info(
      `wire-secrecy: ${games.length} games (${resumes} with a resume), ${frames} frames, ${views} views checked, ` +
        `${probes} probes (${refusals} refused, rest stale), played in ${played} ms`,
    )
    expect(games.length).toBe(GAMES)
    expect(refusals).toBeGreaterThan(0)
    // Secrecy proper (hidden ranks, hands, tokens, seeds) ...
    expect(summarise(problems.filter((p) => p.kind.startsWith('SECRET')))).toEqual([])
    // ... and the strongest form: every frame is exactly what the protocol and the engine say.
    expect(summarise(problems)).toEqual([])
  }, 120_000)
})
