// What a host tells about itself at GET /api/info (src/main/net/server.ts), and the links a friend
// opens to join a room.
import { hostInfoSchema, type HostInfo } from '@shared/host-info'
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@shared/protocol'

export type { HostInfo }

/** Asks the host that served this page about itself; null when it does not answer sensibly. */
export async function fetchHostInfo(fetcher: typeof fetch = fetch): Promise<HostInfo | null> {
  try {
    const response = await fetcher('/api/info', { cache: 'no-store', headers: { Accept: 'application/json' } })
    if (!response.ok) return null
    const parsed = hostInfoSchema.safeParse(await response.json())
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** `address:port`, with IPv6 addresses in brackets. */
export function hostPort(address: string, port: number | string): string {
  return address.includes(':') && !address.startsWith('[') ? `[${address}]:${port}` : `${address}:${port}`
}

/** The page a friend opens to join `room` on a host reachable at `address:port`. */
export function joinUrl(address: string, port: number | string, room: string): string {
  return `http://${hostPort(address, port)}/?room=${encodeURIComponent(room)}`
}

/** The room code in a page address's query (`?room=CODE`, from the lobby's link or QR code). */
export function roomFromQuery(search: string): string | null {
  const raw = new URLSearchParams(search).get('room')
  if (!raw) return null
  const code = raw.trim().toUpperCase()
  return code.length === ROOM_CODE_LENGTH && [...code].every((c) => ROOM_CODE_ALPHABET.includes(c)) ? code : null
}

/** Loopback addresses only reach the machine itself, never a friend's. */
export function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '::1' || address === 'localhost'
}
