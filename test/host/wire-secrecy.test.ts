// Non-interference over the wire: every raw frame the host sends to a seat (or a spectator) is
// checked against the engine's own view of the state at that seq, rebuilt afterwards from the
// host's saved record. A seat must never receive the other side's hidden ranks, hand, Intel token
// choice, the seed, the computer players' seed, or anyone's resume token but its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  actionsForPrompt,
  applyAction,
  createGame,
  replay,
  viewFor,
  type Action,
  type GameState,
  type Seat,
} from '../../src/engine/spies-and-lies'
import { movesOf, setupOf } from '../support/sl-record'
import { recoveryCodeOf } from '../../src/main/host/codes'
import type { RoomRecord } from '../../src/main/host/room-record'
import type { RoomOptions } from '../../src/shared/protocol'
import { TestClient, createRoom } from '../support/client'
import { GatedStore } from '../support/gated-store'
import { seededPicker, recordFrames, type Picker } from '../support/honest-play'
import { startTestHost, type TestHost } from '../support/host-server'

const GAMES = Number(process.env.SECRECY_GAMES ?? 60)
const PARALLEL = 6
const SEATS: readonly Seat[] = ['red', 'blue']
const ACTION_TYPES: readonly Action['type'][] = ['deploy', 'intel', 'deceive', 'guess', 'marshal', 'captain']

/** One connection's whole life: who it was for and every frame it got. */
interface Tape {
  label: string
  seat: Seat | null
  frames: string[]
}

interface PlayedGame {
  code: string
  record: RoomRecord
  tapes: Tape[]
  probes: number
}

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

/** Every state of the game: states[s] is the state after s applied actions. */
function statesOf(record: RoomRecord): GameState[] {
  const states = [createGame(setupOf(record))]
  for (const move of movesOf(record)) states.push(applyAction(states[states.length - 1], move.seat, move.action))
  return states
}

const other = (seat: Seat): Seat => (seat === 'red' ? 'blue' : 'red')

interface Problem {
  kind: string
  where: string
  detail: string
}

/**
 * Checks one connection's tape. Failed checks are collected (not thrown) so that one run reports
 * every kind of problem, each with an example.
 */
function checkTape(game: PlayedGame, states: GameState[], tape: Tape, problems: Problem[]): { views: number; refusals: number } {
  const { code, record } = game
  const where = (i: number) => `room ${code}, ${tape.label}, frame ${i}`
  const fail = (kind: string, i: number, detail = '') => problems.push({ kind, where: where(i), detail })
  const ownToken = tape.seat ? record.seats[tape.seat].token : null
  const foreignTokens = SEATS.filter((s) => s !== tape.seat).map((s) => record.seats[s].token)
  // A seat's recovery code opens it as its token does: only its own player may ever see it.
  const foreignCodes = SEATS.filter((s) => s !== tape.seat).map((s) => recoveryCodeOf(record.seats[s].token))
  const hiddenFrom: Seat[] = tape.seat ? [other(tape.seat)] : [...SEATS]
  const viewSeqs: number[] = []
  let refusals = 0

  tape.frames.forEach((raw, i) => {
    // Secrets that must never be on this connection's wire, whatever the frame.
    if (raw.includes(record.seed)) fail('SECRET: the seed on the wire', i)
    if (raw.includes(record.botSeed)) fail('SECRET: the bot seed on the wire', i)
    for (const token of foreignTokens) if (raw.includes(token)) fail("SECRET: another seat's resume token on the wire", i)
    for (const code of foreignCodes) if (raw.includes(code)) fail("SECRET: another seat's recovery code on the wire", i)

    const frame = JSON.parse(raw) as Record<string, unknown>
    if (ownToken !== null && raw.includes(ownToken) && frame.type !== 'welcome') fail('own token outside a welcome', i, raw)
    switch (frame.type) {
      case 'view': {
        const seq = frame.seq as number
        if (!(Number.isInteger(seq) && seq >= 0 && seq < states.length)) {
          fail('view seq out of range', i, String(seq))
          break
        }
        const state = states[seq]
        const view = frame.view as ReturnType<typeof viewFor>
        // The named promises first, checked against every state the frame could stand for ...
        const candidates = [states[seq], states[seq - 1]].filter((s): s is GameState => s !== undefined)
        for (const side of hiddenFrom) {
          for (let k = 0; k < 4; k++) {
            const shown = view.missions[side][k]?.rank ?? null
            if (shown !== null && candidates.every((s) => !s.missions[side][k].revealed)) {
              fail(`SECRET: hidden ${side} rank shown`, i, `mission ${k} rank ${shown}`)
            }
          }
          const tokensHidden = candidates.every((s) => s.phase === 'intel' && !(s.intelConfirmed.red && s.intelConfirmed.blue))
          if (tokensHidden && view.missions[side].some((m) => m.intelToken !== null)) {
            fail(`SECRET: ${side}'s Intel tokens shown before both confirmed`, i)
          }
        }
        const ownHand = tape.seat ? candidates.map((s) => JSON.stringify(viewFor(s, tape.seat).hand)) : ['null']
        if (!ownHand.includes(JSON.stringify(view.hand))) fail('SECRET: a hand that is not the viewer\'s own', i, JSON.stringify(view.hand))
        // ... then the whole thing: the frame is exactly the engine's view at that seq, nothing more.
        const expected = JSON.stringify({ type: 'view', room: code, seq, view: viewFor(state, tape.seat) })
        if (raw !== expected) {
          const previous = seq > 0 ? JSON.stringify({ type: 'view', room: code, seq, view: viewFor(states[seq - 1], tape.seat) }) : null
          const afterWelcome = JSON.parse(tape.frames[i - 1] ?? '{}').type === 'welcome'
          if (raw === previous) {
            fail(`view labelled seq N+1 but showing state N (${afterWelcome ? 'right after a welcome' : 'broadcast'})`, i)
          } else fail('view differs from viewFor(state at its seq)', i, raw.slice(0, 300))
        }
        viewSeqs.push(seq)
        break
      }
      case 'welcome':
        if (frame.room !== code) fail('welcome for another room', i)
        if (frame.seat !== tape.seat) fail('welcome for the wrong seat', i)
        if (frame.token !== ownToken) fail('welcome with a token that is not the seat\'s own', i)
        if ((frame.recovery ?? null) !== (ownToken === null ? null : recoveryCodeOf(ownToken))) fail('welcome with a recovery code that is not the seat\'s own', i)
        if (JSON.stringify(Object.keys(frame).sort()) !== JSON.stringify(['actIds', 'creator', 'game', 'options', 'recovery', 'room', 'seat', 'seats', 'spectators', 'started', 'token', 'type'].filter((k) => k in frame))) {
          fail('welcome with unexpected fields', i, raw)
        }
        if (JSON.stringify(frame.options) !== JSON.stringify(record.options)) fail('welcome options differ from the room\'s', i)
        // A welcome is followed straight away by this connection's first view.
        if (JSON.parse(tape.frames[i + 1] ?? '{}').type !== 'view') fail('welcome without its view', i)
        break
      case 'seats':
        if (frame.room !== code) fail('seats for another room', i)
        if (JSON.stringify(Object.keys(frame).sort()) !== JSON.stringify(['creator', 'room', 'seats', 'spectators', 'started', 'type'].filter((k) => k in frame))) fail('seats with unexpected fields', i, raw)
        break
      case 'room':
        if (tape.label !== 'red#1' || raw !== JSON.stringify({ type: 'room', room: code, game: 'spies-and-lies' })) fail('unexpected room frame', i, raw)
        break
      case 'error': {
        if (tape.seat === null) fail('a spectator got an error', i, raw)
        if (!['stale-seq', 'illegal-action', 'not-your-turn'].includes(frame.code as string)) fail('unexpected error code', i, raw)
        if (Object.keys(frame).some((key) => !['type', 'code', 'message', 'seq', 'rule'].includes(key))) fail('error with unexpected fields', i, raw)
        if (frame.code !== 'stale-seq') refusals += 1
        break
      }
      default:
        fail('unexpected frame type', i, raw.slice(0, 200))
    }
  })

  // One view right after the welcome, then exactly one per applied action, in order.
  for (let k = 1; k < viewSeqs.length; k++) {
    if (viewSeqs[k] !== viewSeqs[k - 1] + 1) {
      fail('views not exactly one per applied action', -1, `seqs ${viewSeqs.slice(Math.max(0, k - 2), k + 2).join(',')}`)
      break
    }
  }
  const replaced = tape.label === `${tape.seat}#1` && game.tapes.some((t) => t.label === `${tape.seat}#2`)
  if (!replaced && viewSeqs[viewSeqs.length - 1] !== record.moves.length) fail('did not see the last move', -1)
  return { views: viewSeqs.length, refusals }
}

/** Groups problems by kind, with a count and the first example of each. */
function summarise(problems: Problem[]): string[] {
  const byKind = new Map<string, Problem[]>()
  for (const p of problems) byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), p])
  return [...byKind].map(([kind, list]) => `${kind}: ${list.length}x, e.g. ${list[0].where} ${list[0].detail}`.trim())
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

describe('wire secrecy: the seq a view carries', () => {
  // Found by the random games above. applyMove pushes the move onto record.moves before it awaits
  // the save, and room.seq is record.moves.length, while room.state only changes after the save.
  // A welcome sent in that window (join or resume) carries seq N+1 with the view of state N; the
  // real view of N+1 then follows with the same seq. A client acting on the welcome's view uses
  // seq N+1, which the host takes as current, for a state it has not been shown.
  it('a welcome sent while a move is being saved carries the view of its own seq', async () => {
    const store = new GatedStore()
    const local = await startTestHost({ host: { store } })
    const clients: TestClient[] = []
    try {
      const join = async () => {
        const c = await TestClient.connect(local.wsUrl)
        clients.push(c)
        return c
      }
      const red = await join()
      const blue = await join()
      const code = await createRoom(red)
      red.send({ type: 'join', room: code, name: 'Ann', seat: 'red' })
      blue.send({ type: 'join', room: code, name: 'Bob', seat: 'blue' })
      await red.until((v) => v.prompt?.type === 'deploy')
      await blue.until((v) => v.prompt?.type === 'deploy')

      store.hold()
      red.act(actionsForPrompt(red.view?.prompt ?? null, red.view?.hand ?? null)[0])
      expect(await store.held(), 'the deploy is being saved').toBe(true)

      const eve = await join()
      const tape = recordFrames(eve)
      eve.send({ type: 'join', room: code, name: 'Eve', seat: null })
      await eve.next('welcome')
      await eve.next('view')
      store.release()
      await eve.until((_v, seq) => seq === 1)
      await eve.settle(50)

      const record = local.host.room(code)?.record as RoomRecord
      const views = tape.map((raw) => JSON.parse(raw) as { type: string; seq: number; view: unknown }).filter((m) => m.type === 'view')
      const described = views.map((m) => {
        const truth = JSON.stringify(viewFor(replay(setupOf(record), movesOf(record).slice(0, m.seq)), null))
        return { seq: m.seq, matchesItsSeq: JSON.stringify(m.view) === truth }
      })
      // Expected: one view per seq, each the view of that seq, e.g. [{0,true},{1,true}] (or [{1,true}]).
      expect(described.every((d) => d.matchesItsSeq), JSON.stringify(described)).toBe(true)
      expect(new Set(described.map((d) => d.seq)).size, JSON.stringify(described)).toBe(described.length)
    } finally {
      store.release()
      await Promise.all(clients.map((c) => c.close()))
      await local.stop()
    }
  })
})

describe('wire secrecy: a seq the host never reached', () => {
  // The same window, when the save then fails: the move is undone (seq back to N), but a seat
  // welcomed meanwhile holds a view labelled N+1. Its acts are refused as stale ("the game is at
  // seq N, not N+1") and no view with seq N ever comes: that client is stuck until someone else moves.
  it('a seat resumed while a save is failing is never left with a seq ahead of the game', async () => {
    const store = new GatedStore()
    const local = await startTestHost({ host: { store } })
    const clients: TestClient[] = []
    try {
      const join = async () => {
        const c = await TestClient.connect(local.wsUrl)
        clients.push(c)
        return c
      }
      const red = await join()
      const blue = await join()
      const code = await createRoom(red)
      red.send({ type: 'join', room: code, name: 'Ann', seat: 'red' })
      blue.send({ type: 'join', room: code, name: 'Bob', seat: 'blue' })
      const token = (await blue.next('welcome')).token as string
      await red.until((v) => v.prompt?.type === 'deploy')
      await blue.until((v) => v.prompt?.type === 'deploy')

      store.hold()
      store.failHeld = true
      red.act(actionsForPrompt(red.view?.prompt ?? null, red.view?.hand ?? null)[0])
      expect(await store.held(), 'the deploy is being saved').toBe(true)
      const blue2 = await join()
      blue2.send({ type: 'resume', token })
      await blue2.next('welcome')
      await blue2.next('view')
      store.release()
      expect((await red.next('error')).code).toBe('server-error')
      store.failHeld = false

      const room = local.host.room(code)
      expect(room?.seq).toBe(0)
      // Blue answers the prompt it was shown, with the seq it was given.
      blue2.act(actionsForPrompt(blue2.view?.prompt ?? null, blue2.view?.hand ?? null)[0])
      await blue2.settle(200)
      const refused = blue2.inbox.find((m) => m.type === 'error')
      // The move is accepted (not refused as stale) and blue is shown the seq the host reached.
      expect({ blueSeq: blue2.seq, hostSeq: room?.seq, refused: refused ?? null }).toEqual({ blueSeq: 1, hostSeq: 1, refused: null })
    } finally {
      store.failHeld = false
      store.release()
      await Promise.all(clients.map((c) => c.close()))
      await local.stop()
    }
  })
})
