// One connection to the host, and where it is: the room it is in and the seat it holds (or none:
// watching). It hands each validated message to its dispatcher (the host) and turns a refusal into
// the `error` the protocol promises; it knows nothing else of the host.
import type { Room } from './room'
import type { Reach } from './room-record'
import { Refusal } from './refusal'
import type { ClientMessage, HostMessage } from '../../shared/protocol'

export interface Connection {
  /** `own`: a view of the move this connection's seat just made (see Member). */
  send(message: HostMessage, own?: boolean): void
  close(code: number, reason: string): void
}

/** What a session asks of the host. */
export interface Dispatcher {
  /** Answers one validated message; a Refusal thrown is the session's to report. */
  dispatch(session: Session, message: ClientMessage): Promise<void>
  /** The session's connection went away: it leaves its room (its seat shows as dropped). */
  detach(session: Session): void
  warn(message: string): void
}

let sessions = 0

export class Session {
  room: Room<Session> | null = null
  seat: string | null = null
  closed = false
  /** Rooms this connection created and has not sat down in yet: its first seat there is the creator's. */
  readonly created = new Set<string>()
  /** Holds its seat by the key a teammate gave it (`rejoin`), not as the seat's own player. */
  guest = false
  readonly id = ++sessions

  constructor(
    private readonly host: Dispatcher,
    readonly connection: Connection,
    /** Which server it came through: a 'network' session never reaches a 'local' room. */
    readonly via: Reach,
    /** Whom the per-address quotas count it under; null: this machine itself, or not known. */
    readonly address: string | null,
  ) {}

  /** Answers one validated message; never throws. A refused `act` with an id carries it in its error. */
  async handle(message: ClientMessage): Promise<void> {
    const id = message.type === 'act' && message.id !== undefined ? { id: message.id } : {}
    try {
      await this.host.dispatch(this, message)
    } catch (err) {
      if (err instanceof Refusal) {
        this.send({
          type: 'error',
          code: err.code,
          message: err.message,
          ...(this.room ? { seq: this.room.seq } : {}),
          ...(err.rule ? { rule: err.rule } : {}),
          ...id,
        })
        return
      }
      this.host.warn(`internal error on ${message.type}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`)
      this.send({ type: 'error', code: 'server-error', message: 'the host could not do that; nothing changed', ...id })
    }
  }

  send(message: HostMessage, own = false): void {
    if (!this.closed) this.connection.send(message, own)
  }

  /** The connection went away. */
  disconnected(): void {
    if (this.closed) return
    this.closed = true
    this.host.detach(this)
  }
}
