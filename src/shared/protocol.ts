// Wire protocol v2 (docs/protocol.md): every message either side sends, as zod schemas. The host
// parses every incoming frame with these before anything else looks at it. Messages are the same
// for every game: what is game-specific (options, actions, views) is checked by the game's own
// schemas once the host knows which game a room plays. v2 only adds to v1, so v1 clients of
// two-player Spies & Lies keep working.
import { z } from 'zod'
import type { BaseView } from './base-view'
import { playerNameSchema, roomNameSchema, type NameProblem } from './player-name'
import type { ReplayRecord } from './replay-record'
import type { SeatHolder } from './seat-holders'
import { GAME_IDS, MAX_SEATS, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, levelSchema, roomOptionsSchema, seatNameSchema, type GameId, type Level, type RoomOptions } from './room-basics'

export * from './room-basics'

export const PROTOCOL_VERSION = 2
/** Frames larger than this are refused (`too-large`) or closed with 1009. */
export const MAX_FRAME_BYTES = 64 * 1024
const roomCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`), 'not a room code')
const token = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'not a resume token')
/** A client's name for one of its acts, so that it learns for sure whether that act landed. */
const actId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'not an act id')
/** A seat recovery code's length, without the dash people read in the middle ('K7P2-M9QX'). */
export const RECOVERY_CODE_LENGTH = 8
/** A seat recovery code as typed: case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string()
  .max(24)
  .transform((s) => s.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`), 'not a seat recovery code'))
// Names are cleaned and checked in player-name.ts (NFC, no controls or bidi overrides, not blank).
const playerName = playerNameSchema

/** The room's own options, the same for every game; the rest belongs to the game (split by splitRoomOptions). */
export { roomLevelOptionsSchema } from './room-basics'

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('createRoom'),
    game: z.enum(GAME_IDS),
    options: roomOptionsSchema.default({}),
    bots: z.array(seatNameSchema).max(MAX_SEATS).default([]),
    botLevel: levelSchema.default('easy'),
    name: roomNameSchema.optional(),
    /** false: private, by code only (never in `/api/info`). Absent: listed, as before this field. */
    listed: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('join'),
    room: roomCode,
    name: playerName.default('Player'),
    /** Omitted: the first free seat, else a spectator. null: watch as a spectator. */
    seat: seatNameSchema.nullable().optional(),
  }),
  z.strictObject({ type: z.literal('resume'), token }),
  /**
   * The action is checked by the room's game (its actionSchema), then by its rules. `id`: the
   * sender's own name for this act, echoed in `acted` once it is applied, or in the `error` refusing it.
   */
  z.strictObject({ type: z.literal('act'), seq: z.number().int().min(0), action: z.looseObject({ type: z.string().max(40) }), id: actId.optional() }),
  z.strictObject({ type: z.literal('ping') }),
  z.strictObject({ type: z.literal('leave') }),
  /** The room's creator: every empty seat to the computer, so the game can start. */
  z.strictObject({ type: z.literal('fillWithComputer'), level: levelSchema.default('normal') }),
  /**
   * The room's creator, before the game starts: removes the person in `seat` (the seat reopens and
   * their token stops working), or with `seat: null` every spectator. Answered with `seats`.
   */
  z.strictObject({ type: z.literal('kick'), seat: seatNameSchema.nullable() }),
  /** Give up: the room ends with every other side (team) winning (`result`, reason 'conceded'). */
  z.strictObject({ type: z.literal('concede') }),
  /** Any person in the room, once the person in `seat` is away or left: the computer plays that seat from now on. */
  z.strictObject({ type: z.literal('handToComputer'), seat: seatNameSchema, level: levelSchema.default('normal') }),
  /** Any person in the room, once the opponent in `seat` is away or left: the game ends, that side loses ('forfeit'). */
  z.strictObject({ type: z.literal('endGame'), seat: seatNameSchema }),
  /**
   * Take back your seat when your token is gone. With the seat's `recovery` code: at once (also from
   * the computer, or from another device of yours). Without: by the name you played under, and only
   * a teammate at the table can let you in (an opponent's word never hands over a seat).
   */
  z.strictObject({ type: z.literal('rejoin'), room: roomCode, name: playerName, seat: seatNameSchema.optional(), recovery: recoveryCodeSchema.optional() }),
  /**
   * A teammate of `seat` in the room answers a `rejoin` request for it (listed in `rejoin` of
   * `seats`). `id` (additive to v2, issue 34): which request; needed while several ask for the seat.
   */
  z.strictObject({ type: z.literal('answerRejoin'), seat: seatNameSchema, accept: z.boolean(), id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).optional() }),
  /** A finished room: play again in a new room, every seat kept or (swap) moved to the other side. */
  z.strictObject({ type: z.literal('offerRematch'), swap: z.boolean().default(false) }),
  /** Answer the rematch on offer (`rematch` of `seats`): accepting moves this connection to the new room. */
  z.strictObject({ type: z.literal('answerRematch'), accept: z.boolean() }),
  /**
   * Before the game starts: the person in this connection's seat moves to the free `seat` (and so
   * to its team). Every seat change deals the cards anew. Answered with `welcome` (the new seat, the
   * same token), then `seats` and `view` to everyone.
   */
  z.strictObject({ type: z.literal('moveSeat'), seat: seatNameSchema }),
  /** The room's creator, before the start: whoever holds the two seats (a person who is here, the computer, nobody) change places. */
  z.strictObject({ type: z.literal('swapSeats'), seats: z.tuple([seatNameSchema, seatNameSchema]) }),
  /** The room's creator, before the start: the computer plays the free `seat` at `level`, or (null) leaves its seat free again. */
  z.strictObject({ type: z.literal('setComputer'), seat: seatNameSchema, level: levelSchema.nullable() }),
  /**
   * Additive to v2 (issue 26): the whole record of the finished room `room` (its setup, seed and
   * every move), answered with `replay`. From any connection that may reach the room (as for
   * watching it), seated or not. A room not over yet: `not-finished`, and nothing of it.
   */
  z.strictObject({ type: z.literal('replay'), room: roomCode }),
])

export type ClientMessage = z.infer<typeof clientMessageSchema>
export type ClientMessageInput = z.input<typeof clientMessageSchema>

export interface SeatStatus {
  name: string | null
  connected: boolean
  bot: boolean
  /** A computer seat: its level. */
  level?: Level
  /** The person in it sent `leave` (and has not come back); `connected: false` without it means away. */
  left?: true
  /** A computer seat deciding now (only while the host paces the computer: HostOptions.pacing). */
  thinking?: true
  /** A computer seat keeping the seat warm for this person, who may take it back at any time. */
  keptFor?: string
  /**
   * The person's connection closed moments ago (additive to v2): `connected` stays true for the
   * host's grace period, in case they are back at once (a reload, a blip); then they are away.
   */
  dropped?: true
}
/** Every seat of the room, in its game's turn order (object keys keep it). */
export type Seats = Record<string, SeatStatus>
/** Seats that win together; absent when nobody plays in a team. */
export type Teams = string[][]

export type ErrorCode =
  | 'bad-message'
  | 'too-large'
  | 'rate-limited'
  | 'unknown-room'
  | 'unknown-token'
  | 'unknown-game'
  | 'seat-taken'
  | 'no-seat'
  | 'not-creator'
  | 'stale-seq'
  | 'not-your-turn'
  | 'illegal-action'
  | 'host-full'
  /** This connection or address already has as many rooms as it may open (host/room-limits.ts). */
  | 'too-many-rooms'
  /** `kick` after the game started; `moveSeat`, `swapSeats` or `setComputer` once it started. */
  | 'already-started'
  /** `kick` of a seat nobody sits in, or the computer's; `setComputer` (null) of a seat the computer does not play. */
  | 'no-guest'
  /** Sent to whoever the creator removed (then the connection closes, 4001), and to their address joining that room again (or asking for its replay). */
  | 'removed'
  | 'server-error'
  /** The game is over (an act, a concession or a hand-over after the end). */
  | 'game-over'
  /** `offerRematch` before the game is over. */
  | 'not-over'
  /** `handToComputer` or `endGame` for a seat whose person is here (or nobody's, or the computer's), or an opponent's only for endGame. */
  | 'not-away'
  /** `rejoin`: no seat of that name is away or left, or nobody else in the room could confirm. */
  | 'no-rejoin'
  /** `rejoin`: the others said no (or the seat came back meanwhile). */
  | 'rejoin-refused'
  /** `rejoin` with a seat recovery code that fits no seat of that room. */
  | 'wrong-recovery'
  /** `answerRejoin` from a seat that is not on the asked seat's team. */
  | 'not-teammate'
  /** `answerRematch` or `answerRejoin` with nothing on offer for this seat (or, for a teammate's guest, no rematch seat of its own). */
  | 'no-offer'
  /** To a teammate's guest as the seat's own player takes it back (then the connection closes, 4000). */
  | 'owner-back'
  /** `swapSeats` of a person who is not here (dropped or gone): they keep their seat. */
  | 'not-here'
  /** `replay` of a room waiting for players or in play: only a finished game's record is given. */
  | 'not-finished'
  /** `act` in a game that holds the most moves a room keeps (20,000): it can be conceded or ended, not played on. */
  | 'move-limit'
  /** The host has this room's file but could not load it (damaged, or of a newer Safehouse): its log says why. */
  | 'room-unreadable'
  | NameProblem

/** How a room ended outside its game's rules: a concession, or a forfeit the others called. */
export interface RoomResult {
  reason: 'conceded' | 'forfeit'
  /** Who conceded, or whose absence ended the game. */
  seat: string
  /** Every seat of the other sides (teams). */
  winners: string[]
}

/**
 * One person asking to take back a seat by name (`rejoin`). Several may ask for the same seat, and
 * none replaces another (issue 34, point 7): what tells them apart is shown to the teammate.
 */
export interface RejoinRequest {
  seat: string
  /** The name they asked under (the seat's person's, as the room knows it). */
  name: string
  /** The request's own id, for `answerRejoin` (additive to v2). */
  id: string
  /** When they asked (ISO 8601, the host's clock). */
  at: string
  /** The network address they asked from; absent: the host's own machine. */
  from?: string
}

/** A rematch on offer in a finished room. */
export interface RematchOffer {
  /** The seat that offered it (already in the new room). */
  by: string
  swap: boolean
  /** The new room's code. */
  room: string
  /** Each seat of this room → its seat in the new one. */
  seats: Record<string, string>
  /** People's seats of this room: whether they accepted (computer seats come along by themselves). */
  answers: Record<string, 'accepted' | 'declined' | 'waiting'>
}

/** Who is in the room and whether it has started: sent with `welcome` and every `seats`. */
export interface RoomStatus {
  seats: Seats
  teams?: Teams
  /** The room starts once every seat is held (by people or the computer) and stays started, unless the creator removes a guest before the first move (`kick`). */
  started: boolean
  /** The seat of whoever created the room, once they sat down: they may fill seats with the computer. */
  creator?: string
  /** How many people watch as spectators (absent: nobody). */
  spectators?: number
  /** The room ended outside the game's rules (a concession or a forfeit). */
  result?: RoomResult
  /** People asking to take back a seat they left (`rejoin`), for the others to answer; every request, oldest first. */
  rejoin?: RejoinRequest[]
  /** A rematch on offer (a finished room). */
  rematch?: RematchOffer
  /** A rematch's room before its start: seats kept for people of the last game, and those who declined. */
  rematchSeats?: RematchSeat[]
  /**
   * Additive to v2 (issue 34): who held each seat from which move on, once a seat changed hands
   * while the game played (src/shared/seat-holders.ts), so the log names who made each move.
   */
  holders?: SeatHolder[]
  /**
   * Additive to v2 (issue 34): a network room's choice at `createRoom`, for every window in it:
   * `false` private (joined by code only), `true` listed. Absent: a local room, or an older host.
   */
  listed?: boolean
}

/** A seat of a rematch's room and the person of the last game it was meant for. */
export interface RematchSeat {
  seat: string
  name: string
  /** 'waiting': kept for them until they answer; 'declined': they said no, and the seat is empty. */
  answer: 'waiting' | 'declined'
}

export type HostMessage<View = BaseView> =
  | { type: 'room'; room: string; game: GameId }
  /**
   * `recovery`: your seat's recovery code, only to the seat's own player (never to a teammate's guest).
   * `actIds`: this host echoes an act's `id` (`acted`, or the error refusing it); a host without it
   * (older than the field) refuses acts that carry one, so a client sends them plain there.
   */
  | ({ type: 'welcome'; room: string; game: GameId; seat: string | null; token: string | null; recovery?: string; actIds?: true; options: RoomOptions } & RoomStatus)
  | { type: 'view'; room: string; seq: number; view: View }
  | ({ type: 'seats'; room: string } & RoomStatus)
  /** `id`: the refused act's own id, when it had one. */
  | { type: 'error'; code: ErrorCode; message: string; seq?: number; rule?: string; id?: string }
  /** To the sender only: its act `id` was applied, and the game is now at `seq`. */
  | { type: 'acted'; room: string; id: string; seq: number }
  | { type: 'pong' }
  /**
   * Your `rejoin` waits for a teammate's answer: then `welcome` (with a token of your own), or
   * `rejoin-refused`. `id`: your request's; `others`: how many other people ask for the same seat
   * now (sent again whenever that changes), so the seat's own player learns that someone else asks.
   */
  | { type: 'rejoinAsked'; room: string; seat: string; id?: string; others?: number }
  /** To everyone in the room: `seat` changed hands other than by its own token (see SeatReturn). */
  | ({ type: 'seatReturned'; room: string } & SeatReturn)
  /** To the sender of `replay` only (additive to v2): the finished room's record; no seat key, recovery code or computer seed in it. */
  | { type: 'replay'; record: ReplayRecord }

/** Every host message's type, which a client takes (anything else it ignores); one missing does not compile. */
export const HOST_MESSAGE_TYPES = ['room', 'welcome', 'view', 'seats', 'error', 'acted', 'pong', 'rejoinAsked', 'seatReturned', 'replay'] as const satisfies ReadonlyArray<HostMessage['type']>
const everyHostMessageType: Exclude<HostMessage['type'], (typeof HOST_MESSAGE_TYPES)[number]> extends never ? true : never = true
void everyHostMessageType

/**
 * How a seat's person got it back, told to everyone: 'recovery-code' (the seat's own code),
 * 'teammate' (`by` let them in), or 'token' (the seat's own token, taking it back from the computer).
 */
export interface SeatReturn {
  seat: string
  name: string
  how: 'recovery-code' | 'teammate' | 'token'
  /** The teammate's seat that let them in ('teammate' only). */
  by?: string
  /** The computer was keeping the seat and gives it back. */
  fromComputer?: true
}

/** A room waiting for players, as `/api/info` lists it (never a local or private room). */
export interface OpenRoom {
  code: string
  game: GameId
  name: string
  options: RoomOptions
  /** Seats nobody holds yet, in turn order. */
  free: string[]
  seats: string[]
  teams?: Teams
}

/** Turns zod's issues into one short line for an `error` message. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'message'}: ${i.message}`)
    .join('; ')
}
