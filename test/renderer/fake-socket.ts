// A stand-in for the browser's WebSocket in the renderer's store tests: it opens at the next
// microtask, keeps what the page sent and lets a test answer as the host.
export class FakeSocket {
  static all: FakeSocket[] = []
  readyState = 0
  sent: Array<Record<string, unknown>> = []
  onopen: (() => void) | null = null
  onmessage: ((e: { data: string }) => void) | null = null
  onclose: ((e: { code: number }) => void) | null = null
  onerror: (() => void) | null = null

  constructor(readonly url: string) {
    FakeSocket.all.push(this)
    queueMicrotask(() => {
      this.readyState = 1
      this.onopen?.()
    })
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>)
  }

  close(): void {
    this.readyState = 3
    this.onclose?.({ code: 1000 })
  }

  receive(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
}
