// The rooms a host found on the network has waiting for players, read from its GET /api/info, so
// the Join list can offer them with one click. The answer comes from another machine: it is size-
// and time-limited and parsed with the shared schema; anything wrong means "no rooms listed".
import { request } from 'node:http'
import { isIPv6 } from 'node:net'
import { hostInfoSchema, type ListedRoom } from '../../shared/host-info'

export interface FetchRoomsOptions {
  timeoutMs?: number
  maxBytes?: number
}

const DEFAULTS = { timeoutMs: 2_000, maxBytes: 256 * 1024 }

/** GET http://address:port/api/info; the rooms it lists, or null when it does not answer sensibly. */
export function fetchOpenRooms(address: string, port: number, options: FetchRoomsOptions = {}): Promise<ListedRoom[] | null> {
  const { timeoutMs, maxBytes } = { ...DEFAULTS, ...options }
  const host = isIPv6(address) ? `[${address}]:${port}` : `${address}:${port}`
  return new Promise((resolve) => {
    let done = false
    const finish = (rooms: ListedRoom[] | null): void => {
      if (done) return
      done = true
      resolve(rooms)
    }
    const req = request({ host: address, port, path: '/api/info', method: 'GET', headers: { Host: host, Accept: 'application/json' }, timeout: timeoutMs }, (res) => {
      if (res.statusCode !== 200) {
        res.resume()
        finish(null)
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      res.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > maxBytes) {
          req.destroy()
          finish(null)
          return
        }
        chunks.push(chunk)
      })
      res.on('end', () => {
        try {
          const parsed = hostInfoSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')))
          finish(parsed.success ? parsed.data.rooms : null)
        } catch {
          finish(null)
        }
      })
      res.on('error', () => finish(null))
    })
    req.on('timeout', () => {
      req.destroy()
      finish(null)
    })
    req.on('error', () => finish(null))
    req.end()
  })
}
