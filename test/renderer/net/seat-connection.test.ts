// A connection closed by whoever hears it go down (the lobby gives up on a refused address) stays
// closed: the retry it would have scheduled must not open a socket later (in the CI run it did, after
// the test's stand-in WebSocket was gone).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SeatConnection } from '../../../src/renderer/src/net/seat-connection'

class Refused {
  static made = 0
  readyState = 0
  onopen: (() => void) | null = null
  onmessage: ((e: { data: string }) => void) | null = null
  onclose: ((e: { code: number }) => void) | null = null
  constructor() {
    Refused.made += 1
  }
  send(): void {}
  close(): void {
    this.readyState = 3
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('SeatConnection', () => {
  it('does not retry when it is closed while telling that it went down', async () => {
    vi.useFakeTimers()
    Refused.made = 0
    let socket: Refused | null = null
    const connection: SeatConnection = new SeatConnection(
      'ws://host.test',
      { message: () => {}, status: (s) => s === 'reconnecting' && connection.close() },
      { createSocket: () => (socket = new Refused()) as unknown as WebSocket, retryDelays: [10] },
    )
    ;(socket as Refused | null)?.onclose?.({ code: 1006 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(Refused.made).toBe(1)
    expect(connection.status).toBe('closed')
  })

  it('retries after the delay when nobody closes it', async () => {
    vi.useFakeTimers()
    Refused.made = 0
    let socket: Refused | null = null
    const connection = new SeatConnection(
      'ws://host.test',
      { message: () => {}, status: () => {} },
      { createSocket: () => (socket = new Refused()) as unknown as WebSocket, retryDelays: [10] },
    )
    ;(socket as Refused | null)?.onclose?.({ code: 1006 })
    expect(connection.status).toBe('reconnecting')
    await vi.advanceTimersByTimeAsync(10)
    expect(Refused.made).toBe(2)
    connection.close()
  })
})
