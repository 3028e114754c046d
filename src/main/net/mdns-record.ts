// What a Safehouse service says on the network, and how it is read back: the service type, the
// TXT schema (v=2, game=<first game id>, games=<ids>, open=<rooms waiting>, name=<host name>,
// host=<the data folder's host id>; v=1 hosts play two-player Spies & Lies only), the instance name, and the checks every service from
// the network passes before anyone sees it. Both sides use this one schema, so what advertising
// writes is what discovery accepts.
import { randomBytes } from 'node:crypto'
import { isIPv4 } from 'node:net'
import type { Service } from 'bonjour-service'

export const SERVICE_TYPE = 'safehouse' // advertised as _safehouse._tcp
/** The TXT `v` this code advertises. */
export const TXT_VERSION = '2'
/** The TXT versions discovery lists; services with another version are ignored. */
const KNOWN_VERSIONS: ReadonlySet<string> = new Set(['1', '2'])
/** At most this many game ids in TXT games=. */
export const MAX_GAMES = 16
/** DNS labels (the instance name) and our TXT name are at most this many bytes of UTF-8. */
export const MAX_LABEL_BYTES = 63
/** A TXT character-string is at most 255 bytes; anything longer is not a real record. */
const MAX_TXT_VALUE_BYTES = 255
const MAX_FQDN_BYTES = 255
export const GAME_ID_RE = /^[a-z0-9][a-z0-9-]{0,62}$/
/** TXT host=: a data folder's host id (host-id.ts), 16 lowercase hex digits. */
export const HOST_ID_RE = /^[0-9a-f]{16}$/

export interface DiscoveredHost {
  /** Stable key: the instance name (fqdn). */
  id: string
  /** TXT name. */
  name: string
  /** TXT game (a v2 host: its first game). */
  game: string
  /** TXT games (a v1 host: its one game). */
  games: string[]
  /** TXT open: rooms waiting for players; null when the host does not say (v1). */
  open: number | null
  /** TXT v. */
  version: string
  /** TXT host: the same host (its data folder) at whatever address it listens; absent when not said or malformed. */
  hostId?: string
  /** The answering packet's source address, else the first IPv4 address in its A records. */
  address: string
  port: number
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

// --- text ---------------------------------------------------------------------------------------

const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
// Control characters, plus bidirectional overrides/isolates (they can disguise a name).
const UNSAFE_CHARS = '\\p{Cc}\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069'
const UNSAFE_CHARS_RE = new RegExp(`[${UNSAFE_CHARS}]`, 'gu')
const HAS_UNSAFE_CHAR_RE = new RegExp(`[${UNSAFE_CHARS}]|[\\uD800-\\uDFFF]`, 'u')

/** One line of human-readable text: no control characters, single spaces, trimmed. */
function cleanText(text: string): string {
  return text.replace(LONE_SURROGATE_RE, '\uFFFD').replace(UNSAFE_CHARS_RE, ' ').replace(/\s+/gu, ' ').trim()
}

function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/** The longest prefix of `text` (whole code points) that fits in `maxBytes` of UTF-8. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (utf8Bytes(text) <= maxBytes) return text
  let out = ''
  let bytes = 0
  for (const ch of text) {
    const size = utf8Bytes(ch)
    if (bytes + size > maxBytes) break
    out += ch
    bytes += size
  }
  return out
}

/** A room count for TXT open=: a whole number, at least 0. */
export function openCount(n: number): number {
  return Number.isInteger(n) && n > 0 ? Math.min(n, 999_999) : 0
}

/** The TXT name for a room or host name: one clean line of at most 63 bytes. */
export function txtNameFor(name: string): string {
  return truncateUtf8(cleanText(name), MAX_LABEL_BYTES).trim() || 'Safehouse'
}

/**
 * A unique DNS-SD instance name: `<name> (<4 hex>)`, a single DNS label (no dots or backslashes,
 * no control characters) of at most 63 bytes, so that two hosts with the same room name differ.
 */
export function instanceNameFor(name: string): string {
  const suffix = ` (${randomBytes(2).toString('hex')})`
  const base = cleanText(name).replace(/[.\\]/g, '-')
  return (truncateUtf8(base, MAX_LABEL_BYTES - utf8Bytes(suffix)).trim() || 'Safehouse') + suffix
}

// --- reading a service back ---------------------------------------------------------------------

function txtString(txt: Record<string, unknown>, key: string): string | undefined {
  if (!Object.hasOwn(txt, key)) return undefined
  const value = txt[key]
  return typeof value === 'string' && utf8Bytes(value) <= MAX_TXT_VALUE_BYTES ? value : undefined
}

type Checked = { ok: true; host: DiscoveredHost } | { ok: false; noTxt: boolean }

/** Validates a service from the network and turns it into a DiscoveredHost. */
export function checkService(service: Service, addressOverride?: string): Checked {
  const bad: Checked = { ok: false, noTxt: false }
  const raw: unknown = service
  if (!isRecord(raw)) return bad
  const fqdn = raw['fqdn']
  if (typeof fqdn !== 'string' || fqdn === '' || utf8Bytes(fqdn) > MAX_FQDN_BYTES || HAS_UNSAFE_CHAR_RE.test(fqdn)) return bad
  const port = raw['port']
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) return bad
  const txt = raw['txt']
  if (!isRecord(txt)) return { ok: false, noTxt: true }
  const version = txtString(txt, 'v')
  if (version === undefined || !KNOWN_VERSIONS.has(version)) return bad
  const game = txtString(txt, 'game')
  if (game === undefined || !GAME_ID_RE.test(game)) return bad
  // v2 lists its games (game= is the first); v1 plays just the one.
  const gamesText = version === '1' ? game : txtString(txt, 'games')
  const games = gamesText === undefined ? [] : gamesText.split(',')
  if (games.length === 0 || games.length > MAX_GAMES || !games.every((g) => GAME_ID_RE.test(g))) return bad
  const openText = txtString(txt, 'open')
  const open = version === '1' || openText === undefined || !/^\d{1,6}$/.test(openText) ? null : Number(openText)
  const rawName = txtString(txt, 'name')
  const name = rawName === undefined ? '' : truncateUtf8(cleanText(rawName), MAX_LABEL_BYTES).trim()
  if (name === '') return bad
  const address = addressOverride ?? addressOf(raw)
  if (address === undefined) return bad
  // Older hosts say no host=; a malformed one is dropped (the host is still listed, just not matched).
  const hostId = txtString(txt, 'host')
  const known = hostId !== undefined && HOST_ID_RE.test(hostId) ? { hostId } : {}
  return { ok: true, host: { id: fqdn, name, game, games, open, version, address, port, ...known } }
}

function addressOf(service: Record<string, unknown>): string | undefined {
  const referer = service['referer']
  if (isRecord(referer) && typeof referer['address'] === 'string' && isIPv4(referer['address'])) {
    return referer['address']
  }
  const addresses = service['addresses']
  if (Array.isArray(addresses)) {
    for (const a of addresses as unknown[]) if (typeof a === 'string' && isIPv4(a)) return a
  }
  return undefined
}
