// How many rooms a host keeps, and for whom (issue 11: one guest on the Wi-Fi opened 500 rooms and
// locked everyone out, the desktop's own player included). Rooms are counted per connection and per
// address; the desktop's local rooms (reach 'local') have limits of their own, so no number of
// network rooms ever refuses the player's own game; and rooms nobody comes back to expire.
// Pure: the host hands in what it holds, these functions say what to refuse and what has expired.
import type { Reach } from './room-record'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface RoomLimits {
  /** Rooms of this reach in play (not over) at most, whoever opened them: beyond it, `host-full`. */
  rooms: number
  /** Rooms waiting for players (not started) one connection opened and still has: `too-many-rooms`. */
  waitingPerConnection: number
  /** The same per address (this machine's own connections are not counted per address). */
  waitingPerAddress: number
  /** Rooms in play (waiting or started) opened from one address. */
  inPlayPerAddress: number
  /** Rooms in play where every seat is the computer's, per connection and per address. */
  botOnlyPerConnection: number
  botOnlyPerAddress: number
  /** A room in play that nobody ever sat down in, with nobody in it, is deleted after this long. */
  unjoinedMs: number
  /** A room in play that people sat down in, with nobody left in it, is deleted after this long. */
  abandonedMs: number
  /** Finished rooms kept on disk: beyond it the oldest finished room is deleted. */
  finished: number
}

/**
 * The limits, one row per reach. Network: what a household needs (a few rooms waiting for friends,
 * a few games left unfinished), and no more. Local: only this computer's player opens these; their
 * cap is a bound on memory, and an unfinished game against the computer is kept for a month.
 */
export const ROOM_LIMITS: Readonly<Record<Reach, RoomLimits>> = {
  network: {
    rooms: 500,
    waitingPerConnection: 2,
    waitingPerAddress: 3,
    inPlayPerAddress: 8,
    botOnlyPerConnection: 1,
    botOnlyPerAddress: 2,
    unjoinedMs: 10 * MINUTE,
    abandonedMs: 6 * HOUR,
    finished: 10_000,
  },
  local: {
    rooms: 200,
    waitingPerConnection: 4,
    waitingPerAddress: Infinity,
    inPlayPerAddress: Infinity,
    botOnlyPerConnection: 2,
    botOnlyPerAddress: Infinity,
    unjoinedMs: 10 * MINUTE,
    abandonedMs: 30 * DAY,
    finished: 10_000,
  },
}

export type RoomLimitOverrides = Partial<Record<Reach, Partial<RoomLimits>>>

export function roomLimits(overrides: RoomLimitOverrides = {}): Record<Reach, RoomLimits> {
  return {
    network: { ...ROOM_LIMITS.network, ...overrides.network },
    local: { ...ROOM_LIMITS.local, ...overrides.local },
  }
}

/** Who opened a room: a connection (by id) and the address it came from (null: this machine, or not known). */
export interface Opener {
  connection: number
  address: string | null
}

/** A room in play (or being opened), as the quotas count it. */
export interface Claim {
  reach: Reach
  /** Null for a room nobody opened in this run of the host (resumed from its file, or imported). */
  opener: Opener | null
  /** Not started: some seat still waits for a player. */
  waiting: boolean
  /** Every seat is the computer's. */
  botOnly: boolean
}

export interface QuotaRefusal {
  code: 'host-full' | 'too-many-rooms'
  message: string
}

/** Why `wanted` may not be opened next to the rooms in `held` (rooms in play and being opened), or null. */
export function quotaRefusal(limits: Record<Reach, RoomLimits>, wanted: Claim & { opener: Opener }, held: Iterable<Claim>): QuotaRefusal | null {
  const limit = limits[wanted.reach]
  const { connection, address } = wanted.opener
  const n = { total: 0, waitingConnection: 0, waitingAddress: 0, inPlayAddress: 0, botOnlyConnection: 0, botOnlyAddress: 0 }
  for (const claim of held) {
    if (claim.reach !== wanted.reach) continue
    n.total += 1
    const sameConnection = claim.opener?.connection === connection
    const sameAddress = address !== null && claim.opener?.address === address
    if (sameAddress) n.inPlayAddress += 1
    if (claim.waiting && sameConnection) n.waitingConnection += 1
    if (claim.waiting && sameAddress) n.waitingAddress += 1
    if (claim.botOnly && sameConnection) n.botOnlyConnection += 1
    if (claim.botOnly && sameAddress) n.botOnlyAddress += 1
  }
  if (n.total >= limit.rooms) {
    return {
      code: 'host-full',
      message: wanted.reach === 'local' ? 'too many unfinished games on this computer; finish one first' : 'this host has too many games in play; try again later',
    }
  }
  const mine = (what: string, max: number) => ({ code: 'too-many-rooms' as const, message: `you already have ${max} ${what} on this host; finish or leave one first` })
  if (wanted.waiting && n.waitingConnection >= limit.waitingPerConnection) return mine('rooms waiting for players', limit.waitingPerConnection)
  if (wanted.waiting && n.waitingAddress >= limit.waitingPerAddress) return mine('rooms waiting for players', limit.waitingPerAddress)
  if (n.inPlayAddress >= limit.inPlayPerAddress) return mine('games in play', limit.inPlayPerAddress)
  if (wanted.botOnly && n.botOnlyConnection >= limit.botOnlyPerConnection) return mine('games between computer players', limit.botOnlyPerConnection)
  if (wanted.botOnly && n.botOnlyAddress >= limit.botOnlyPerAddress) return mine('games between computer players', limit.botOnlyPerAddress)
  return null
}

/** A room in play as expiry sees it. */
export interface Attendance {
  reach: Reach
  /** Someone is in it: a seat holder or a spectator connected. */
  attended: boolean
  /** A person sat down in it at some time (a seat with a name that is not the computer's). */
  joined: boolean
  /** Since when nobody has been in it (ms, the host's clock). */
  emptySince: number
}

export type ExpiryReason = 'unjoined' | 'abandoned'

/** When an unfinished room goes (ms, the host's clock) and why; null while somebody is in it. */
export function expiryOf(limits: Record<Reach, RoomLimits>, room: Attendance): { at: number; reason: ExpiryReason } | null {
  if (room.attended) return null
  const limit = limits[room.reach]
  return room.joined ? { at: room.emptySince + limit.abandonedMs, reason: 'abandoned' } : { at: room.emptySince + limit.unjoinedMs, reason: 'unjoined' }
}
