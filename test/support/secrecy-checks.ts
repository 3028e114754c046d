// The checks behind the wire-secrecy test: each connection's tape (every raw frame it got) against
// the engine's own view of the state at each seq, rebuilt from the host's saved record.
import { applyAction, createGame, viewFor, type GameState, type Seat } from '../../src/engine/spies-and-lies'
import { recoveryCodeOf } from '../../src/main/host/codes'
import type { RoomRecord } from '../../src/main/host/room-record'
import { movesOf, setupOf } from './sl-record'

export const SEATS: readonly Seat[] = ['red', 'blue']

/** One connection's whole life: who it was for and every frame it got. */
export interface Tape {
  label: string
  seat: Seat | null
  frames: string[]
}

/** A played game: its saved record, every connection's tape, and how many probes (acts meant to be refused) it sent. */
export interface PlayedGame {
  code: string
  record: RoomRecord
  tapes: Tape[]
  probes: number
}

/** Every state of the game: states[s] is the state after s applied actions. */
export function statesOf(record: RoomRecord): GameState[] {
  const states = [createGame(setupOf(record))]
  for (const move of movesOf(record)) states.push(applyAction(states[states.length - 1], move.seat, move.action))
  return states
}

const other = (seat: Seat): Seat => (seat === 'red' ? 'blue' : 'red')

export interface Problem {
  kind: string
  where: string
  detail: string
}

/**
 * Checks one connection's tape. Failed checks are collected (not thrown) so that one run reports
 * every kind of problem, each with an example.
 */
export function checkTape(game: PlayedGame, states: GameState[], tape: Tape, problems: Problem[]): { views: number; refusals: number } {
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
        if (JSON.stringify(Object.keys(frame).sort()) !== JSON.stringify(['actIds', 'creator', 'game', 'listed', 'options', 'recovery', 'room', 'seat', 'seats', 'spectators', 'started', 'token', 'type'].filter((k) => k in frame))) {
          fail('welcome with unexpected fields', i, raw)
        }
        if (JSON.stringify(frame.options) !== JSON.stringify(record.options)) fail('welcome options differ from the room\'s', i)
        if ('listed' in frame && frame.listed !== (record.listed !== false)) fail('welcome saying the room is listed when it is not, or private when it is not', i, raw)
        // A welcome is followed straight away by this connection's first view.
        if (JSON.parse(tape.frames[i + 1] ?? '{}').type !== 'view') fail('welcome without its view', i)
        break
      case 'seats':
        if (frame.room !== code) fail('seats for another room', i)
        if (JSON.stringify(Object.keys(frame).sort()) !== JSON.stringify(['creator', 'listed', 'room', 'seats', 'spectators', 'started', 'type'].filter((k) => k in frame))) fail('seats with unexpected fields', i, raw)
        if ('listed' in frame && frame.listed !== (record.listed !== false)) fail('seats saying the room is listed when it is not, or private when it is not', i, raw)
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
export function summarise(problems: Problem[]): string[] {
  const byKind = new Map<string, Problem[]>()
  for (const p of problems) byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), p])
  return [...byKind].map(([kind, list]) => `${kind}: ${list.length}x, e.g. ${list[0].where} ${list[0].detail}`.trim())
}
