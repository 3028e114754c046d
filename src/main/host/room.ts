// One live room: its saved record, the game state rebuilt from it, and who is connected.
import { GAMES, type GameRules } from './games'
import type { RoomRecord } from './room-record'
import type { Seats } from '../../shared/protocol'
import type { GameState, Seat, SetupOptions } from '../engine/spies-and-lies'

export const SEAT_NAMES: readonly Seat[] = ['red', 'blue']

export function setupOf(record: RoomRecord): SetupOptions {
  const { firstSeat, wall } = record.options
  return { seed: record.seed, ...(firstSeat ? { firstSeat } : {}), ...(wall ? { wall } : {}) }
}

export class Room {
  readonly rules: GameRules
  state: GameState
  /** Seats whose holder is connected, or dropped less than the grace period ago. */
  readonly present: Record<Seat, boolean> = { red: false, blue: false }
  /** Work on this room runs one item at a time, in arrival order. */
  private queue: Promise<void> = Promise.resolve()

  /** What is saved. Replaced only by commit(), after the new version is on disk. */
  record: RoomRecord

  constructor(record: RoomRecord) {
    this.record = record
    this.rules = GAMES[record.game]
    // Rebuilding from setup + moves checks every saved move against the rules again.
    let state = this.rules.createGame(setupOf(record))
    for (const move of record.moves) state = this.rules.applyAction(state, move.seat, move.action)
    this.state = state
    for (const seat of SEAT_NAMES) if (record.seats[seat].bot) this.present[seat] = true
  }

  /**
   * Makes a saved record (and the state it leads to) current. Record and state change together,
   * so a view sent at any moment shows exactly the seq it carries.
   */
  commit(record: RoomRecord, state: GameState = this.state): void {
    this.record = record
    this.state = state
  }

  get code(): string {
    return this.record.code
  }

  get seq(): number {
    return this.record.moves.length
  }

  get over(): boolean {
    return this.rules.isOver(this.state)
  }

  seats(): Seats {
    const status = (seat: Seat) => ({
      name: this.record.seats[seat].name,
      connected: this.present[seat],
      bot: this.record.seats[seat].bot !== null,
    })
    return { red: status('red'), blue: status('blue') }
  }

  /** Runs `work` after everything queued before it; a failure does not block what follows. */
  enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work)
    this.queue = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }

  idle(): Promise<void> {
    return this.queue
  }
}
