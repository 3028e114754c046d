// Taking up a kept game again (after a reload, from the Start screen's list, or from a game record
// file), and leaving a table: what stays kept for later and what is forgotten.
import type { ImportedGame } from '@shared/preload-api'
import { GAME_IDS, type GameId } from '@shared/protocol'
import { DEFAULT_GAME } from '@shared/room-basics'
import { RequestError } from '../../net/host-client'
import { clearCurrent, dropSession, type Mode, type SavedSession } from '../saved-games'
import type { Connection } from './connection'
import { gameStorePorts } from './ports'
import { saveSeats, savedSession } from './saving'
import type { GameState } from './state'

export function createSessions(state: GameState, connection: Connection, watchGame: (url: string, code: string) => Promise<void>) {
  const { hostUrl, mode, gameId, room, held, heldSeats, over, lastStart } = state
  const { client, connect, request, reset } = connection

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
    saveSeats(state)
    return true
  }

  /** Resumes every seat of a kept game (by default the current one, after a reload). Returns false when there is none. */
  async function resumeSaved(which: SavedSession | null = savedSession()): Promise<boolean> {
    const saved = which
    if (!saved) return false
    try {
      // In the desktop app, a saved loopback address means this computer's host, wherever it listens now.
      return await gameStorePorts().resumeAt(saved, (hostUrl) => resumeSession({ ...saved, hostUrl }))
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
   * Takes this window's seats back at `url`, where the same host (the same data folder, so the
   * same rooms and tokens) listens now (issue 34, point 10). The game kept under the old address
   * is forgotten once the seats are back. Returns false when there was no seat to take back.
   */
  async function moveHost(url: string): Promise<boolean> {
    const old = hostUrl.value
    const code = room.value
    if (old === null || code === null || mode.value === null) return false
    const tokens: Record<string, string> = {}
    for (const seat of heldSeats.value) {
      const token = held.value[seat]?.token
      if (token) tokens[seat] = token
    }
    const moved = await resumeSession({ hostUrl: url, room: code, mode: mode.value, tokens, ...(gameId.value ? { game: gameId.value } : {}) })
    if (moved) dropSession({ hostUrl: old, room: code }, DEFAULT_GAME)
    return moved
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

  return { resumeSaved, openImported, moveHost, disconnect, forget }
}
