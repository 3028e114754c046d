// The latency floor for the host benchmark (bench/host.ts): a WebSocket server that, for every
// message, saves a small file durably the way the host saves a room (write a temp file, fdatasync,
// close, rename into place) and only then answers with the message itself. No game, no views.
//
// Usage: node --import tsx bench/durable-echo.ts DIR   (prints `listening ws://127.0.0.1:PORT`)
import { mkdirSync } from 'node:fs'
import { open, rename } from 'node:fs/promises'
import { join } from 'node:path'
import { WebSocketServer, type RawData } from 'ws'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: durable-echo.ts DIR')
  process.exit(2)
}
mkdirSync(dir, { recursive: true })

/** About the size of a saved room in mid-game (2–4 KB): a header and a list of moves. */
const FILLER = JSON.stringify(
  Array.from({ length: 60 }, (_, i) => ({ seat: i % 2 ? 'blue' : 'red', action: { type: 'guess', rank: (i % 10) + 1 } })),
).slice(0, 2900)

async function save(file: string, counter: number, message: string): Promise<void> {
  const temp = `${file}.${process.pid}.${counter}.tmp`
  const handle = await open(temp, 'w', 0o600)
  try {
    await handle.writeFile(`{"message":${message},"moves":${JSON.stringify(FILLER)}}`)
    await handle.datasync()
  } finally {
    await handle.close()
  }
  await rename(temp, file)
}

let connections = 0
let counter = 0
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false, maxPayload: 64 * 1024 })
wss.on('connection', (ws) => {
  const file = join(dir, `client-${connections++}.json`)
  // One message at a time per connection, like the host's per-room queue.
  let queue: Promise<void> = Promise.resolve()
  ws.on('message', (data: RawData) => {
    const text = String(data)
    queue = queue.then(async () => {
      try {
        JSON.parse(text)
        await save(file, counter++, text)
        ws.send(text)
      } catch (err) {
        ws.send(JSON.stringify({ type: 'error', message: err instanceof Error ? err.message : String(err) }))
      }
    })
  })
  ws.on('error', () => ws.terminate())
})
wss.on('listening', () => {
  const address = wss.address()
  if (address === null || typeof address === 'string') throw new Error(`unexpected address ${String(address)}`)
  console.log(`listening ws://127.0.0.1:${address.port}`)
})
process.on('SIGTERM', () => process.exit(0))
