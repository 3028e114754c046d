// What a seated window asks of its room: arranging the seats before the start, and what happens to
// an absent seat, a seat asked back, or the whole game (a concession) once it is under way.
import type { Level } from '@shared/protocol'
import { RequestError } from '../../net/host-client'
import type { Connection } from './connection'
import type { GameState } from './state'

export function createRoomRequests(state: GameState, connection: Connection) {
  const { creator, held, heldSeats } = state
  const { request } = connection

  /** The first seat this window holds: room-level requests (concede, hand-overs) go from it. */
  function anySeat(): string {
    const seat = heldSeats.value[0]
    if (seat === undefined) throw new RequestError('no-seat', 'this window holds no seat')
    return seat
  }

  function creatorSeat(): string {
    const seat = creator.value
    if (!seat || !held.value[seat]) throw new RequestError('not-creator', 'only whoever created the room may arrange its seats')
    return seat
  }

  /** Before the start: this window's only seat moves to the free `seat`. */
  async function moveSeat(seat: string): Promise<void> {
    const from = heldSeats.value.length === 1 ? heldSeats.value[0] : undefined
    if (from === undefined) throw new RequestError('no-seat', 'this window holds no seat, or several')
    await request(from, { type: 'moveSeat', seat }, 'welcome')
    await request(seat, null, 'view')
  }

  /** The creator, before the start: whoever holds `a` and whoever holds `b` change places. */
  async function swapSeats(a: string, b: string): Promise<void> {
    await request(creatorSeat(), { type: 'swapSeats', seats: [a, b] }, 'seats')
  }

  /** The creator, before the start: the computer plays the free `seat` at `level`, or (null) leaves it. */
  async function setComputer(seat: string, level: Level | null): Promise<void> {
    await request(creatorSeat(), { type: 'setComputer', seat, level }, 'seats', 8000, (m) => m.seats[seat]?.bot === (level !== null))
  }

  /** The creator: every empty seat to the computer, so the game can start. */
  async function fillWithComputer(level: Level): Promise<void> {
    const seat = creator.value
    if (!seat || !held.value[seat]) throw new RequestError('not-creator', 'only whoever created the room may fill its seats')
    await request(seat, { type: 'fillWithComputer', level }, 'seats')
  }

  /** Gives up for this window's side: the room ends with the other sides winning. */
  async function concede(): Promise<void> {
    await request(anySeat(), { type: 'concede' }, 'seats', 8000, (m) => m.result !== undefined)
  }

  /** The computer takes the absent person's `seat`, at `level`. */
  async function handToComputer(seat: string, level: Level): Promise<void> {
    await request(anySeat(), { type: 'handToComputer', seat, level }, 'seats', 8000, (m) => m.seats[seat]?.bot === true)
  }

  /** Ends the game against the absent opponent in `seat` (they lose by forfeit). */
  async function endGame(seat: string): Promise<void> {
    await request(anySeat(), { type: 'endGame', seat }, 'seats', 8000, (m) => m.result !== undefined)
  }

  /**
   * Lets in (or not) the one whose request `id` is for `seat` (a yes refuses the others asking for it).
   * For a seat held here, the no is its own player's objection, so it goes on that seat's connection.
   */
  async function answerRejoin(seat: string, accept: boolean, id: string): Promise<void> {
    await request(heldSeats.value.includes(seat) ? seat : anySeat(), { type: 'answerRejoin', seat, accept, id }, 'seats', 8000, (m) => !(m.rejoin ?? []).some((r) => r.id === id))
  }

  return { moveSeat, swapSeats, setComputer, fillWithComputer, concede, handToComputer, endGame, answerRejoin }
}
