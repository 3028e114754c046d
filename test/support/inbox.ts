// An in-process Connection for tests that drive a Host directly (no network): it keeps what the
// host sends and how it was closed.
import type { Host } from '../../src/main/host/host'
import type { Connection, Session } from '../../src/main/host/session'
import type { Reach } from '../../src/main/host/room-record'
import type { ClientMessageInput, HostMessage as AnyHostMessage } from '../../src/shared/protocol'
import { clientMessageSchema } from '../../src/shared/protocol'
import type { PlayerView } from '../../src/engine/spies-and-lies'

export type HostMessage = AnyHostMessage<PlayerView>

export class Inbox implements Connection {
  readonly messages: HostMessage[] = []
  closedWith: { code: number; reason: string } | null = null

  /** `onSend` sees each message as the host sends it, e.g. to look at the disk at that moment. */
  constructor(private readonly onSend: (message: HostMessage) => void = () => {}) {}

  send(message: HostMessage): void {
    this.onSend(message)
    this.messages.push(message)
  }

  close(code: number, reason: string): void {
    this.closedWith = { code, reason }
  }

  /** Removes and returns the messages of `type` received so far. */
  take<T extends HostMessage['type']>(type: T): Array<Extract<HostMessage, { type: T }>> {
    const taken = this.messages.filter((m): m is Extract<HostMessage, { type: T }> => m.type === type)
    for (const m of taken) this.messages.splice(this.messages.indexOf(m), 1)
    return taken
  }

  /** The codes of the errors received so far (removed from the inbox). */
  errors(): string[] {
    return this.take('error').map((e) => e.code)
  }
}

/** A session on `host` with its own inbox; `say` sends a message through the protocol schema, as the gateway does. */
export interface Peer {
  inbox: Inbox
  session: Session
  say(message: ClientMessageInput): Promise<void>
}

export function peer(host: Host, via: Reach = 'network', address: string | null = null): Peer {
  const inbox = new Inbox()
  const session = host.connect(inbox, via, address)
  return { inbox, session, say: (message) => session.handle(clientMessageSchema.parse(message)) }
}

/** createRoom for Spies & Lies; returns the code, or the error code it was refused with. */
export async function open(p: Peer, extra: Partial<Extract<ClientMessageInput, { type: 'createRoom' }>> = {}): Promise<string> {
  await p.say({ type: 'createRoom', game: 'spies-and-lies', ...extra })
  const room = p.inbox.take('room')[0]
  if (room) return room.room
  const error = p.inbox.take('error')[0]
  return error ? `error:${error.code}` : 'no answer'
}
