// A stand-in for the browser's WebSocket in the renderer's store tests: it opens at the next
// microtask (or, with the host away, closes without opening), keeps what the page sent and lets a
// test answer as the host.
export class FakeSocket {
  static all: FakeSocket[] = []
  /** Whether the host answers: when not, every attempt closes without opening. */
  static hostUp = true

  /** A test's fresh start (test files share this module's state in the unit project). */
  static reset(): void {
    FakeSocket.all = []
    FakeSocket.hostUp = true
  }

  readyState = 0
  sent: Array<Record<string, unknown>> = []
  onopen: (() => void) | null = null
  onmessage: ((e: { data: string }) => void) | null = null
  onclose: ((e: { code: number }) => void) | null = null
  onerror: (() => void) | null = null

  constructor(readonly url: string) {
    FakeSocket.all.push(this)
    queueMicrotask(() => {
      if (FakeSocket.hostUp) {
        this.readyState = 1
        this.onopen?.()
      } else {
        this.readyState = 3
        this.onclose?.({ code: 1006 })
      }
    })
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>)
  }

  close(): void {
    this.readyState = 3
    this.onclose?.({ code: 1000 })
  }

  /** The host drops the connection. */
  drop(): void {
    this.readyState = 3
    this.onclose?.({ code: 1006 })
  }

  receive(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
}
