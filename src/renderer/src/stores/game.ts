// The table's state: which room of which game, which seats this window holds, and the latest view
// of each. Any game, two to four seats: a window may hold several (hot-seat), one connection each.
// Views are kept as the host sent them; each game's table reads them with its own view type.
import { defineStore } from 'pinia'
import { computed, markRaw, ref, shallowRef } from 'vue'
import type { BaseView, GameAction } from '@engine/core/game-module'
import type { ImportedGame } from '@shared/preload-api'
import {
  GAME_IDS,
  type ClientMessageInput,
  type GameId,
  type HostMessage,
  type Level,
  type RematchOffer,
  type RematchSeat,
  type RoomOptions,
  type RoomResult,
  type SeatReturn,
  type Seats,
  type Teams,
} from '@shared/protocol'
import { resumeAt } from '../desktop/resume-address'
import { DEFAULT_GAME, gameEntry } from '../games'
import { HostClient, RequestError, type Key } from '../net/host-client'
import type { ConnectionStatus } from '../net/seat-connection'
import { clearCurrent, currentSession, dropSession, keepSession, savedGames as keptGames, type Mode, type SavedSession } from './saved-games'

export type { Mode, SavedSession }
export { CONNECT_MS, RequestError } from '../net/host-client'

export interface HeldSeat {
  seat: string
  token: string | null
  view: BaseView | null
  seq: number
  status: ConnectionStatus
  /** The seat's recovery code, shown to its own player in the room menu (never to a teammate's guest). */
  recovery?: string
}

/**
 * A table shown from this window alone, with no host: a step of a finished game's replay, or a
 * tutorial's game (LocalTable gives it a store of its own).
 */
export interface LocalFrame {
  game: GameId
  room: string
  options: RoomOptions
  seats: Seats
  teams: Teams | null
  /** The seat whose view it is; null: the view of someone watching (or everything revealed). */
  seat: string | null
  view: BaseView
  step: number
  /** How the room ended outside the rules, at its last step. */
  result: RoomResult | null
}

/** Plays a local table's seat: resolves once the action is applied, or rejects with a RequestError saying why not. */
export type LocalPlay = (seat: string, action: GameAction) => Promise<void>

/** How a game was started, so that a rematch can start the same kind of game in a new room. */
export interface StartRequest {
  /** Default: Spies & Lies. */
  game?: GameId
  mode: Mode
  /** The name of whoever plays each seat taken here. */
  names: Record<string, string>
  level?: Level
  options?: RoomOptions
  /** The one seat a computer game or a hosted game is played from (default: the game's first). */
  humanSeat?: string
  /** The seats this window takes (default: every seat for hot-seat, else humanSeat). */
  seats?: string[]
  /** The seats the computer plays (default: every other seat in a computer game, none otherwise). */
  bots?: string[]
  /** false: a private room, joined by code only (default: listed in the host's open rooms). */
  listed?: boolean
}

/** How long a request to take back a seat waits for the others' answer. */
const REJOIN_WAIT_MS = 10 * 60_000

export const useGameStore = defineStore('game', () => {
  const hostUrl = ref<string | null>(null)
  const mode = ref<Mode | null>(null)
  const gameId = ref<GameId | null>(null)
  const room = ref<string | null>(null)
  const seats = ref<Seats | null>(null)
  const teams = ref<Teams | null>(null)
  /** The room has started: every seat is held (the lobby moves everyone to the table then). */
  const started = ref(false)
  /** The seat of whoever created the room (they may fill empty seats with the computer). */
  const creator = ref<string | null>(null)
  const options = ref<RoomOptions>({})
  const held = ref<Record<string, HeldSeat>>({})
  const spectatorView = shallowRef<BaseView | null>(null)
  /** Watching a room as a spectator (no seat): the view is spectatorView. */
  const watching = ref(false)
  const watchStatus = ref<ConnectionStatus>('connecting')
  /** How many watch the room. */
  const spectators = ref(0)
  /** A table shown from this window alone (presentFrame): no connection, no end dialog, no chime. */
  const local = ref(false)
  /** Who plays a local table's seat (a tutorial); null: nothing can be sent (a replay). */
  let localPlay: LocalPlay | null = null
  /** How the room ended outside the game's rules (a concession or a forfeit). */
  const result = ref<RoomResult | null>(null)
  /** People asking to take back a seat they left, for this window to answer. */
  const rejoinRequests = ref<Array<{ seat: string; name: string }>>([])
  /** A rematch on offer in this (finished) room. */
  const rematchOffer = ref<RematchOffer | null>(null)
  /** A rematch's lobby: seats kept for people of the last game, and those who declined. */
  const rematchSeats = ref<RematchSeat[]>([])
  /** The last time a seat changed hands other than by its own token (`seatReturned`), for everyone to read. */
  const seatReturn = ref<SeatReturn | null>(null)
  /** This window asks to take back a seat (`rejoin`): the seat, while the others decide. */
  const rejoinWaiting = ref<string | null>(null)
  /** The host's last refusal; `rule` is the engine's reason (e.g. 'bad-order') when it gave one. */
  const lastError = ref<{ code: string; message: string; rule?: string } | null>(null)
  /** The last game started from this window (not joined), for a rematch. */
  const lastStart = ref<{ url: string; how: StartRequest } | null>(null)
  /** One connection per held seat (key: the seat), plus 'lobby' for creating, joining and watching; kept out of reactivity. */
  const client = new HostClient({
    message: onMessage,
    status: (key, status) => {
      if (key === 'lobby') watchStatus.value = status
      const mine = held.value[key]
      if (mine) mine.status = status
    },
  })

  /** Seats held here, in the room's seat order. */
  const heldSeats = computed(() => {
    const order = seats.value ? Object.keys(seats.value) : []
    const mine = Object.keys(held.value)
    return [...order.filter((s) => mine.includes(s)), ...mine.filter((s) => !order.includes(s))]
  })
  /** Seats held here that must decide something now, in seat order (none once the room ended by a concession or forfeit). */
  const seatsToAct = computed(() => (result.value ? [] : heldSeats.value.filter((s) => held.value[s]?.view?.prompt)))
  const connectionStatus = computed<ConnectionStatus>(() => {
    if (watching.value && heldSeats.value.length === 0) return watchStatus.value
    const all = heldSeats.value.map((s) => held.value[s]?.status ?? 'connecting')
    if (all.includes('reconnecting')) return 'reconnecting'
    if (all.length > 0 && all.every((s) => s === 'open')) return 'open'
    return all[0] ?? 'connecting'
  })
  /** This window created the room (it holds the creator's seat). */
  const isCreator = computed(() => creator.value !== null && held.value[creator.value] !== undefined)
  /** The game is over: by its rules (a view's winner) or by a result outside them. */
  const over = computed(() => {
    if (result.value) return true
    const views = [...heldSeats.value.map((s) => held.value[s]?.view), spectatorView.value]
    return views.some((v) => v !== null && v !== undefined && v.winner !== null)
  })

  function save(): void {
    if (!hostUrl.value || !room.value || !mode.value) return
    const tokens: Record<string, string> = {}
    for (const seat of heldSeats.value) {
      const token = held.value[seat]?.token
      if (token) tokens[seat] = token
    }
    keepSession({ hostUrl: hostUrl.value, room: room.value, mode: mode.value, tokens, ...(gameId.value ? { game: gameId.value } : {}) }, DEFAULT_GAME)
  }

  /** The game a reload goes back to. */
  function savedSession(): SavedSession | null {
    return currentSession(DEFAULT_GAME)
  }

  /** Every game this window can go back to, newest first. */
  function savedGames(): SavedSession[] {
    return keptGames(DEFAULT_GAME)
  }

  /** Forgets a kept game (the Start screen's list). */
  function forgetSaved(session: SavedSession): void {
    dropSession(session, DEFAULT_GAME)
  }

  function takeStatus(message: Extract<HostMessage, { type: 'welcome' | 'seats' }>): void {
    seats.value = message.seats
    teams.value = message.teams ?? null
    started.value = message.started === true
    creator.value = message.creator ?? null
    spectators.value = message.spectators ?? 0
    result.value = message.result ?? null
    rejoinRequests.value = message.rejoin ?? []
    rematchOffer.value = message.rematch ?? null
    rematchSeats.value = message.rematchSeats ?? []
  }

  function onMessage(key: Key, message: HostMessage): void {
    // A connection on its way to a rematch's room may still hear the old room: only this room counts.
    if ('room' in message && room.value !== null && message.type !== 'room' && message.room !== room.value) return
    const mine = held.value[key]
    switch (message.type) {
      case 'welcome':
        takeStatus(message)
        gameId.value = message.game
        options.value = message.options
        if (mine) {
          // The host moved this seat's person to another seat (moveSeat, swapSeats): the connection follows.
          if (message.seat !== null && message.seat !== key) moveFiled(key, message.seat)
          const seat = held.value[message.seat ?? key] as HeldSeat
          seat.token = message.token
          if (message.recovery !== undefined) seat.recovery = message.recovery
          else delete seat.recovery
          save()
        }
        break
      case 'seats':
        takeStatus(message)
        break
      case 'seatReturned':
        seatReturn.value = { seat: message.seat, name: message.name, how: message.how, ...(message.by ? { by: message.by } : {}), ...(message.fromComputer ? { fromComputer: true } : {}) }
        break
      case 'view':
        if (mine) {
          mine.view = markRaw(message.view)
          mine.seq = message.seq
        } else if (key === 'lobby') spectatorView.value = markRaw(message.view)
        break
      case 'error':
        lastError.value = { code: message.code, message: message.message, ...(message.rule ? { rule: message.rule } : {}) }
        break
      default:
        break
    }
  }

  function connect(key: Key, token: string | null = null, hello?: ClientMessageInput): void {
    client.connect(hostUrl.value as string, key, token, hello)
  }

  /** Opens the lobby connection and waits until it is open (see HostClient.openLobby). */
  function openLobby(hello?: ClientMessageInput): Promise<void> {
    return client.openLobby(hostUrl.value as string, hello)
  }

  const request: HostClient['request'] = (...args) => client.request(...args)

  function reset(): void {
    client.reset(new RequestError('cancelled', 'another game was opened meanwhile'))
    held.value = {}
    seats.value = null
    teams.value = null
    started.value = false
    creator.value = null
    spectators.value = 0
    result.value = null
    rejoinRequests.value = []
    rematchOffer.value = null
    rematchSeats.value = []
    rejoinWaiting.value = null
    seatReturn.value = null
    gameId.value = null
    room.value = null
    mode.value = null
    spectatorView.value = null
    watching.value = false
    watchStatus.value = 'connecting'
    lastError.value = null
    options.value = {}
  }

  /**
   * Sits down in `seat` (or the first free one) under `name`, through the lobby connection when one
   * is open (the one that created the room: the host then knows this window as the creator).
   */
  async function takeSeat(seat: string | undefined, name: string): Promise<string> {
    if (!client.has('lobby')) connect('lobby')
    const welcome = await request('lobby', { type: 'join', room: room.value as string, name, ...(seat ? { seat } : {}) }, 'welcome')
    if (welcome.seat === null) {
      client.close('lobby')
      throw new RequestError('seat-taken', 'every seat is taken')
    }
    const got = fileUnder('lobby', welcome)
    await request(got, null, 'view')
    save()
    return got
  }

  /**
   * Files the connection under `key` as holding `seat` (token `token`). Called right on its
   * `welcome`, before the view that follows it arrives.
   */
  function fileUnder(key: Key, welcome: { seat: string | null; token: string | null; recovery?: string }): string {
    const { token, recovery } = welcome
    const seat = welcome.seat as string
    client.refile(key, seat, { token })
    held.value = { ...held.value, [seat]: { seat, token, view: null, seq: -1, status: 'open', ...(recovery !== undefined ? { recovery } : {}) } }
    return seat
  }

  /**
   * Files the connection under `key` as holding `seat` now, its view to come. A connection this
   * window has in `seat` (a swap of two seats both played here) takes `key`'s place: its own
   * welcome then finds it filed already.
   */
  function moveFiled(key: Key, seat: string): void {
    const { [key]: entry, [seat]: otherEntry, ...rest } = held.value
    client.refile(key, seat, { swap: true })
    held.value = {
      ...rest,
      [seat]: { ...(entry as HeldSeat), seat, view: null, seq: -1 },
      ...(otherEntry ? { [key]: { ...otherEntry, seat: key, view: null, seq: -1 } } : {}),
    }
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

  function creatorSeat(): string {
    const seat = creator.value
    if (!seat || !held.value[seat]) throw new RequestError('not-creator', 'only whoever created the room may arrange its seats')
    return seat
  }

  /** Opens a new room on the host and sits down: one seat, or several for hot-seat. */
  async function startGame(url: string, how: StartRequest): Promise<void> {
    reset()
    // A plain copy (the request may hold the panels' reactive options, which structuredClone refuses).
    lastStart.value = { url, how: JSON.parse(JSON.stringify(how)) as StartRequest }
    const game = how.game ?? DEFAULT_GAME
    const entry = gameEntry(game)
    if (!entry) throw new RequestError('unknown-game', `this app does not have ${game}`)
    hostUrl.value = url
    mode.value = how.mode
    gameId.value = game
    // The set-up form's choices, as the game's room options (a game may nest them: Confusion's variants).
    const options = entry.roomOptions ? entry.roomOptions(how.options ?? {}) : (how.options ?? {})
    const all = entry.seatsFor(options)
    const human = how.humanSeat ?? all[0] as string
    const mine = how.seats ?? (how.mode === 'hotseat' ? all : [human])
    const bots = how.bots ?? (how.mode === 'computer' ? all.filter((s) => !mine.includes(s)) : [])
    await openLobby()
    const created = await request('lobby', {
      type: 'createRoom',
      game,
      options,
      bots,
      ...(how.level ? { botLevel: how.level } : {}),
      ...(how.listed === false ? { listed: false } : {}),
    }, 'room')
    room.value = created.room
    for (const seat of mine) await takeSeat(seat, how.names[seat] ?? 'Player')
  }

  /** Also plays `seat` from this window (hot-seat within a network game), taken from the lobby. */
  async function addSeat(seat: string, name: string): Promise<void> {
    if (!room.value) throw new RequestError('offline', 'not in a room')
    await takeSeat(seat, name)
  }

  /** The creator: every empty seat to the computer, so the game can start. */
  async function fillWithComputer(level: Level): Promise<void> {
    const seat = creator.value
    if (!seat || !held.value[seat]) throw new RequestError('not-creator', 'only whoever created the room may fill its seats')
    await request(seat, { type: 'fillWithComputer', level }, 'seats')
  }

  /** Joins an existing room (a friend's) in the first free seat, or the one asked for. */
  async function joinGame(url: string, code: string, name: string, seat?: string): Promise<void> {
    reset()
    lastStart.value = null
    hostUrl.value = url
    mode.value = 'network'
    room.value = code.trim().toUpperCase()
    await openLobby()
    await takeSeat(seat, name)
  }

  /**
   * Watches a room as a spectator: no seat, no hand, only what every player can see. The join is
   * sent again after every reconnect, and a reload watches the same room again (issue 22, point 3):
   * the room is kept as the current game, with no token (a spectator has nothing to keep secret).
   */
  async function watchGame(url: string, code: string, name = 'Player'): Promise<void> {
    reset()
    lastStart.value = null
    hostUrl.value = url
    mode.value = 'network'
    room.value = code.trim().toUpperCase()
    await openLobby({ type: 'join', room: room.value, name, seat: null })
    // A failure leaves the connection to the caller (the Start screen drops a failed attempt).
    const welcome = await request('lobby', null, 'welcome')
    if (!spectatorView.value) await request('lobby', null, 'view')
    watching.value = true
    keepSession({ hostUrl: url, room: room.value, mode: 'network', game: welcome.game, tokens: {}, watch: true }, DEFAULT_GAME)
  }

  /**
   * Takes back a seat left in `code` when its token is gone: with its recovery code at once; else by
   * `name`, waiting (up to ten minutes) until a teammate at the table says yes. Then sits down as with a join.
   */
  async function requestRejoin(url: string, code: string, name: string, recovery?: string): Promise<void> {
    reset()
    lastStart.value = null
    hostUrl.value = url
    mode.value = 'network'
    room.value = code.trim().toUpperCase()
    await openLobby()
    let welcome
    if (recovery) welcome = await request('lobby', { type: 'rejoin', room: room.value, name, recovery }, 'welcome')
    else {
      const asked = await request('lobby', { type: 'rejoin', room: room.value, name }, 'rejoinAsked')
      rejoinWaiting.value = asked.seat
      try {
        welcome = await request('lobby', null, 'welcome', REJOIN_WAIT_MS)
      } finally {
        rejoinWaiting.value = null
      }
    }
    const got = fileUnder('lobby', welcome)
    await request(got, null, 'view')
    save()
  }

  /** The first seat this window holds: room-level requests (concede, hand-overs) go from it. */
  function anySeat(): string {
    const seat = heldSeats.value[0]
    if (seat === undefined) throw new RequestError('no-seat', 'this window holds no seat')
    return seat
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

  /** Lets in (or not) whoever asks to take back `seat`. */
  async function answerRejoin(seat: string, accept: boolean): Promise<void> {
    await request(anySeat(), { type: 'answerRejoin', seat, accept }, 'seats', 8000, (m) => !(m.rejoin ?? []).some((r) => r.seat === seat))
  }

  /** Takes back every seat of `session` (its tokens). Returns false when there is none. */
  async function resumeSession(session: SavedSession): Promise<boolean> {
    if (session.watch) {
      await watchGame(session.hostUrl, session.room)
      return true
    }
    reset()
    lastStart.value = null
    hostUrl.value = session.hostUrl
    mode.value = session.mode
    gameId.value = session.game ?? DEFAULT_GAME
    room.value = session.room
    const entries = Object.entries(session.tokens)
    if (entries.length === 0) return false
    for (const [seat, token] of entries) {
      held.value = { ...held.value, [seat]: { seat, token, view: null, seq: -1, status: 'connecting' } }
      connect(seat, token)
      // No time limit: a host that is away (restarting, its player yet to open the network again)
      // is waited for while the connection retries; giving up would forget the seat's token
      // (issue 23, point 3). Only the host's own refusal, or another game opened here, ends this.
      await request(seat, null, 'view', null)
    }
    save()
    return true
  }

  /** Resumes every seat of a kept game (by default the current one, after a reload). Returns false when there is none. */
  async function resumeSaved(which: SavedSession | null = savedSession()): Promise<boolean> {
    const saved = which
    if (!saved) return false
    try {
      // In the desktop app, a saved loopback address means this computer's host, wherever it listens now.
      return await resumeAt(saved, (hostUrl) => resumeSession({ ...saved, hostUrl }))
    } catch (err) {
      // Cancelled: another game was opened meanwhile (and is now the one to keep). Otherwise the host refused the tokens.
      if (!(err instanceof RequestError && err.code === 'cancelled')) {
        reset()
        dropSession(saved, DEFAULT_GAME)
      }
      return false
    }
  }

  /**
   * Sits down at a game opened from a game record file (now on this computer's host at `url`):
   * every seat a person played is taken here, as in hot-seat; a computer seat stays the computer's.
   */
  async function openImported(url: string, imported: ImportedGame): Promise<void> {
    const tokens: Record<string, string> = {}
    for (const [seat, s] of Object.entries(imported.seats)) if (!s.bot) tokens[seat] = s.token
    const how: Mode = Object.keys(tokens).length < 2 ? 'computer' : 'hotseat'
    const game = (GAME_IDS as readonly string[]).includes(imported.game) ? (imported.game as GameId) : DEFAULT_GAME
    if (!(await resumeSession({ hostUrl: url, room: imported.room, mode: how, game, tokens }))) throw new RequestError('unknown-token', 'nobody plays in that game')
  }

  /**
   * Sends `seat`'s action and resolves with the game's seq once it has landed (the host's `acted`
   * for it, and the view it brought); rejects with the host's refusal of it, or 'offline'.
   */
  function sendAndWait(seat: string, action: GameAction): Promise<number> {
    const mine = held.value[seat]
    if (!mine) return Promise.reject(new RequestError('no-seat', 'this window does not hold that seat'))
    lastError.value = null
    if (local.value) return localPlay ? localPlay(seat, action).then(() => mine.seq) : Promise.reject(new RequestError('offline', 'nothing is played here'))
    return client.act(seat, mine.seq, action) ?? Promise.reject(new RequestError('offline', 'the connection is down'))
  }

  /** Sends `seat`'s action without waiting for it to land; false when it could not be sent. */
  function act(seat: string, action: GameAction): boolean {
    const mine = held.value[seat]
    if (!mine) return false
    lastError.value = null
    const landed = local.value ? (localPlay?.(seat, action) ?? null) : client.act(seat, mine.seq, action)
    landed?.catch(() => {})
    return landed !== null
  }

  /** Whether rematch() can play again: from a seat at the finished table, or like the last game started here. */
  const canRematch = computed(() => heldSeats.value.length > 0 || lastStart.value !== null)

  /**
   * Plays again in a new room (the host's rematch: every person at the table is asked), every seat
   * kept or (`swap`) moved to the other side; this window's seats all come along. Without a seat at
   * a finished table, starts the same kind of game as the last one started here.
   */
  async function rematch(swap = false): Promise<void> {
    const mine = heldSeats.value
    if (mine.length === 0 || !over.value) {
      const last = lastStart.value
      if (!last) throw new RequestError('offline', 'there is no game to play again')
      await startGame(last.url, last.how)
      return
    }
    const offered = rematchOffer.value !== null
    await moveToRematch(mine, (i) => (i === 0 && !offered ? { type: 'offerRematch', swap } : { type: 'answerRematch', accept: true }))
  }

  /** Answers the rematch on offer for every seat here that has not answered yet. */
  async function answerRematch(accept: boolean): Promise<void> {
    const offer = rematchOffer.value
    if (!offer) throw new RequestError('no-offer', 'there is no rematch on offer')
    const waiting = heldSeats.value.filter((s) => offer.answers[s] === 'waiting')
    if (!accept) {
      for (const seat of waiting) await request(seat, { type: 'answerRematch', accept: false }, 'seats', 8000, (m) => m.rematch?.answers[seat] === 'declined')
      return
    }
    await moveToRematch(waiting, () => ({ type: 'answerRematch', accept: true }))
  }

  /**
   * Sends each of `seats` its message and follows it into the rematch's room: the host moves the
   * connection, which then hears that room (welcome, view). Connections wait under other keys
   * meanwhile, so that a swapped seat's new name never meets one not moved yet.
   */
  async function moveToRematch(seatsHere: readonly string[], messageFor: (i: number) => ClientMessageInput): Promise<void> {
    const from = room.value
    const before = held.value
    const parked = seatsHere.map((seat) => {
      client.refile(seat, `was:${seat}`)
      return `was:${seat}`
    })
    try {
      for (const [i, key] of parked.entries()) {
        const welcome = await request(key, messageFor(i), 'welcome', 8000, (m) => m.room !== from)
        if (room.value === from) {
          // The first seat to arrive: this window is now at the new room.
          held.value = {}
          room.value = welcome.room
          options.value = welcome.options
          takeStatus(welcome)
        }
        const seat = fileUnder(key, welcome)
        await request(seat, null, 'view')
      }
    } catch (err) {
      if (room.value === from) {
        // Nothing moved: every connection goes back where it was.
        for (const [i, key] of parked.entries()) client.refile(key, seatsHere[i] as string)
        held.value = before
      } else save()
      throw err
    }
    save()
  }

  /** Shows a local table's frame: this store then holds no connection, only the frame's view; `play` takes what its seat sends. */
  function presentFrame(frame: LocalFrame, play: LocalPlay | null = null): void {
    local.value = true
    localPlay = play
    started.value = true
    gameId.value = frame.game
    room.value = frame.room
    options.value = frame.options
    seats.value = frame.seats
    teams.value = frame.teams
    result.value = frame.result
    const view = markRaw(frame.view)
    watching.value = frame.seat === null
    watchStatus.value = 'open'
    spectatorView.value = frame.seat === null ? view : null
    held.value = frame.seat === null ? {} : { [frame.seat]: { seat: frame.seat, token: null, view, seq: frame.step, status: 'open' } }
  }

  /** Closes every connection but keeps the saved session (a cancelled attempt, say). */
  function disconnect(): void {
    reset()
  }

  /**
   * Leaves the table. The host is told (`leave`), so the others see the seat left; the seat stays
   * the player's on the host, and the game stays in the Start screen's list to be taken up again
   * (unless it is over, or `keep` is false: an attempt that failed or was cancelled).
   */
  function forget({ keep = true }: { keep?: boolean } = {}): void {
    for (const seat of heldSeats.value) client.send(seat, { type: 'leave' })
    const current = savedSession()
    if (current && (!keep || over.value)) dropSession(current, DEFAULT_GAME)
    else clearCurrent()
    reset()
  }

  return {
    hostUrl,
    mode,
    gameId,
    room,
    seats,
    teams,
    started,
    creator,
    isCreator,
    over,
    spectators,
    result,
    rejoinRequests,
    rematchSeats,
    rematchOffer,
    rejoinWaiting,
    seatReturn,
    options,
    held,
    spectatorView,
    watching,
    local,
    presentFrame,
    lastError,
    heldSeats,
    seatsToAct,
    connectionStatus,
    lastStart,
    canRematch,
    startGame,
    addSeat,
    fillWithComputer,
    moveSeat,
    swapSeats,
    setComputer,
    rematch,
    answerRematch,
    concede,
    handToComputer,
    endGame,
    answerRejoin,
    requestRejoin,
    joinGame,
    watchGame,
    resumeSaved,
    openImported,
    savedSession,
    savedGames,
    forgetSaved,
    act,
    sendAndWait,
    disconnect,
    forget,
  }
})
