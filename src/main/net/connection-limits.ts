// How many TCP connections the host keeps open: in all, and per address. Every open connection
// holds a file descriptor, and a guest who opens hundreds of idle ones would otherwise leave the
// host none to save a move with. Counted when the connection is accepted, before any HTTP, so idle
// sockets that never send a request count too. This machine's own connections are not limited.
import type { Socket } from 'node:net'
import { addressKey, isOwnAddress } from './address'

export interface ConnectionLimitOptions {
  /** Connections from other machines, all addresses together. */
  total?: number
  /** Connections from one address (an IPv6 /64 counts as one). */
  perAddress?: number
}

export const CONNECTION_DEFAULTS = { total: 128, perAddress: 32 }

export class ConnectionLimits {
  private readonly byAddress = new Map<string, number>()
  private open = 0
  private readonly options: Required<ConnectionLimitOptions>
  /** Connections refused so far. */
  refused = 0

  constructor(options: ConnectionLimitOptions = {}) {
    this.options = { ...CONNECTION_DEFAULTS, ...options }
  }

  /** Counts `socket` in, or destroys it when its address or the host is at its limit. */
  admit(socket: Socket): boolean {
    const remote = socket.remoteAddress
    if (remote === undefined) {
      // Already gone (reset before it was handed over).
      socket.destroy()
      return false
    }
    if (isOwnAddress(remote)) return true
    const key = addressKey(remote)
    const mine = this.byAddress.get(key) ?? 0
    if (mine >= this.options.perAddress || this.open >= this.options.total) {
      this.refused += 1
      socket.destroy()
      return false
    }
    this.byAddress.set(key, mine + 1)
    this.open += 1
    socket.once('close', () => {
      this.open -= 1
      const left = (this.byAddress.get(key) ?? 1) - 1
      if (left > 0) this.byAddress.set(key, left)
      else this.byAddress.delete(key)
    })
    return true
  }

  /** Connections from other machines open now. */
  count(): number {
    return this.open
  }
}
