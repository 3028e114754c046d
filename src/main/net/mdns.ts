// LAN discovery over mDNS / DNS-SD (bonjour-service): a host advertises `_safehouse._tcp` with
// tiny TXT records (v=2, game=<first game id>, games=<ids>, open=<rooms waiting>, name=<host
// name>); joining machines browse for it and also list v=1 hosts (two-player Spies & Lies). Everything that arrives from the network is untrusted and validated before anyone sees it,
// and nothing here ever throws from a network event: errors go to the `onError` callbacks.
//
// Notes on bonjour-service 1.4.4 / multicast-dns 7.2.5, read from their sources:
// - multicast-dns binds its socket to the `interface` address when one is given, and on Linux a
//   socket bound to a unicast address receives no multicast at all. So with `interfaceAddress` we
//   also pass `bind: '0.0.0.0'`: the group membership and outgoing multicast still use only that
//   interface, but the socket can receive.
// - multicast-dns emits 'error' (bind failures: EACCES, EADDRINUSE) on an emitter bonjour keeps
//   private and never listens to: unheard, that would crash the process. We reach it through a
//   narrowly checked accessor and listen.
// - bonjour's own re-announcements back off (1 s, 3 s, 9 s, … up to about 36 min, then stop), and
//   its browser never refreshes `lastSeen` of a known service, so a host that vanished without a
//   goodbye would stay listed for the PTR TTL (8 h). We re-send the announcement ourselves every
//   `reannounceMs`, and discovery tracks every sighting itself and drops hosts not heard from for
//   a few refresh periods.
import { randomBytes } from 'node:crypto'
import { isIPv4 } from 'node:net'
import { Bonjour, type Browser, type Service, type ServiceConfig } from 'bonjour-service'

export const SERVICE_TYPE = 'safehouse' // advertised as _safehouse._tcp
/** The TXT `v` this code advertises. */
export const TXT_VERSION = '2'
/** The TXT versions discovery lists; services with another version are ignored. */
const KNOWN_VERSIONS: ReadonlySet<string> = new Set(['1', '2'])
/** At most this many game ids in TXT games=. */
const MAX_GAMES = 16
/** DNS labels (the instance name) and our TXT name are at most this many bytes of UTF-8. */
export const MAX_LABEL_BYTES = 63

export interface AdvertiseOptions {
  port: number
  /** Room or host name, human readable (TXT name=...). */
  name: string
  /** The games this host plays, e.g. ['spies-and-lies', 'confusion'] (TXT games=...; game= is the first). */
  games: string[]
  /** How many rooms wait for players (TXT open=...); change it with Advertiser.setOpen. */
  open?: number
  /** Bind multicast to this interface's IPv4 address (multicast-dns `interface`). */
  interfaceAddress?: string
  /** Periodic re-announce, default 60_000 ms. */
  reannounceMs?: number
  /** Default: console.warn. Never throws. */
  onError?: (err: Error) => void
}

export interface Advertiser {
  /** The DNS-SD instance name, e.g. `Test room (3f9a)`; the discovered `id` is `fqdn`. */
  readonly instanceName: string
  /** `<instanceName>._safehouse._tcp.local`: equal to `DiscoveredHost.id` on the browsing side. */
  readonly fqdn: string
  /** Updates TXT open= and announces the change at once (nothing is sent when it is unchanged). */
  setOpen(open: number): void
  /** Sends goodbye packets, then closes the socket. Idempotent; never rejects. */
  stop(): Promise<void>
}

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
  /** The answering packet's source address, else the first IPv4 address in its A records. */
  address: string
  port: number
}

export interface DiscoveryOptions {
  /** A host appeared, or its details (name, game, port, address) changed: key on `id`. */
  onUp?: (host: DiscoveredHost) => void
  /** A host said goodbye, or has not answered for a while. */
  onDown?: (host: DiscoveredHost) => void
  onError?: (err: Error) => void
  /** Periodic browser.update() + browser.expire(), default 10_000 ms. */
  refreshMs?: number
  interfaceAddress?: string
}

export interface Discovery {
  /** The hosts currently known, sorted by name. Copies: changing them changes nothing here. */
  list(): DiscoveredHost[]
  /** Idempotent; never rejects. No onDown is emitted for the hosts still listed. */
  stop(): Promise<void>
}

const DEFAULT_REANNOUNCE_MS = 60_000
const DEFAULT_REFRESH_MS = 10_000
/** A listed host that answered none of this many refresh queries (plus a grace) is dropped. */
const STALE_REFRESHES = 3
const STALE_GRACE_MS = 2_000
/** How long stop() waits for goodbyes to be sent and for the socket to close. */
const STOP_STEP_TIMEOUT_MS = 1_000
/** After this, a service that is not active any more lost its probe (name taken): pick another. */
const PROBE_CHECK_MS = 3_000
const MAX_RENAMES = 3
/** At most this many hosts are tracked: a flood of fake services cannot grow memory without bound. */
const MAX_HOSTS = 256
/** The same error message is reported at most once per this period. */
const REPEAT_REPORT_MS = 5 * 60_000
/** A TXT character-string is at most 255 bytes; anything longer is not a real record. */
const MAX_TXT_VALUE_BYTES = 255
const MAX_FQDN_BYTES = 255
const GAME_ID_RE = /^[a-z0-9][a-z0-9-]{0,62}$/
const TLD = 'local'

// --- narrow views of bonjour / multicast-dns internals ------------------------------------------

interface RemoteInfoLike {
  address: string
}

/** The multicast-dns instance inside bonjour (private there; its API is public in multicast-dns). */
interface MdnsSocket {
  on(event: 'error' | 'warning', listener: (err: unknown) => void): unknown
  on(event: 'response', listener: (packet: unknown, rinfo: unknown) => void): unknown
  removeListener(event: 'response', listener: (packet: unknown, rinfo: unknown) => void): unknown
  respond(records: unknown[], callback: (err?: unknown) => void): void
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function mdnsOf(bonjour: Bonjour): MdnsSocket | undefined {
  const server: unknown = Reflect.get(bonjour, 'server')
  if (!isRecord(server)) return undefined
  const mdns: unknown = server['mdns']
  if (!isRecord(mdns)) return undefined
  if (typeof mdns['on'] !== 'function' || typeof mdns['removeListener'] !== 'function') return undefined
  if (typeof mdns['respond'] !== 'function') return undefined
  return mdns as unknown as MdnsSocket
}

/** The options bonjour hands to multicast-dns (its own type only knows the service fields). */
interface MulticastOptions {
  interface?: string
  bind?: string
}

function multicastOptions(interfaceAddress: string | undefined): Partial<ServiceConfig> {
  const opts: MulticastOptions = {}
  if (interfaceAddress !== undefined) {
    if (!isIPv4(interfaceAddress)) throw new TypeError(`interfaceAddress must be an IPv4 address, got ${JSON.stringify(interfaceAddress)}`)
    opts.interface = interfaceAddress
    opts.bind = '0.0.0.0'
  }
  return opts as Partial<ServiceConfig>
}

// --- errors ---------------------------------------------------------------------------------------

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err))
}

function defaultOnError(err: Error): void {
  console.warn(`[mdns] ${err.message}`)
}

/** Calls onError, never throws, and drops repeats of the same message for a while. */
function makeReporter(onError: ((err: Error) => void) | undefined): (err: unknown) => void {
  const handler = onError ?? defaultOnError
  const lastReported = new Map<string, number>()
  return (raw) => {
    const err = toError(raw)
    const now = Date.now()
    const last = lastReported.get(err.message)
    if (last !== undefined && now - last < REPEAT_REPORT_MS) return
    if (lastReported.size > 100) lastReported.clear()
    lastReported.set(err.message, now)
    try {
      handler(err)
    } catch {
      // An error handler that throws must not take the network code (or the process) down.
    }
  }
}

/** multicast-dns warnings: socket problems carry an errno `code`; undecodable packets do not (noise). */
function forwardSocketWarnings(mdns: MdnsSocket, report: (err: unknown) => void): void {
  mdns.on('warning', (err) => {
    if (isRecord(err) && typeof err['code'] === 'string') report(err)
  })
}

function withTimeout(start: (done: () => void) => void, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let finished = false
    const done = (): void => {
      if (finished) return
      finished = true
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(done, ms)
    timer.unref()
    try {
      start(done)
    } catch {
      done()
    }
  })
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
function openCount(n: number): number {
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

// --- advertising ------------------------------------------------------------------------------

export function advertise(opts: AdvertiseOptions): Advertiser {
  const { port, games } = opts
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new RangeError(`port must be 1..65535, got ${port}`)
  if (games.length === 0 || games.length > MAX_GAMES) throw new RangeError(`1..${MAX_GAMES} games, got ${games.length}`)
  for (const game of games) if (!GAME_ID_RE.test(game)) throw new TypeError(`not a game id: ${JSON.stringify(game)}`)
  const reannounceMs = opts.reannounceMs ?? DEFAULT_REANNOUNCE_MS
  if (!(reannounceMs > 0)) throw new RangeError(`reannounceMs must be positive, got ${reannounceMs}`)
  const report = makeReporter(opts.onError)
  let open = openCount(opts.open ?? 0)
  const txt = () => ({ v: TXT_VERSION, game: games[0], games: games.join(','), open: String(open), name: txtNameFor(opts.name) })

  // bonjour's default error callback throws; ours reports.
  const bonjour = new Bonjour(multicastOptions(opts.interfaceAddress), report)
  const mdns = mdnsOf(bonjour)
  if (mdns) {
    mdns.on('error', report)
    forwardSocketWarnings(mdns, report)
  } else {
    report(new Error('bonjour-service internals changed: socket errors cannot be caught'))
  }

  let stopped = false
  let stopping: Promise<void> | undefined
  let renames = 0
  let service: Service
  let probeTimer: NodeJS.Timeout | undefined

  const publish = (): void => {
    const config: ServiceConfig = { name: instanceNameFor(opts.name), type: SERVICE_TYPE, protocol: 'tcp', port, txt: txt() }
    service = bonjour.publish(config)
    service.on('error', report)
    // bonjour probes the name first; when it is taken, it deactivates the service (and only logs).
    probeTimer = setTimeout(() => {
      if (stopped || service.activated) return
      if (renames >= MAX_RENAMES) {
        report(new Error(`mDNS: no free instance name after ${MAX_RENAMES} tries; not advertising`))
        return
      }
      renames += 1
      report(new Error(`mDNS: instance name "${service.name}" is taken on the network; trying another`))
      publish()
    }, PROBE_CHECK_MS)
    probeTimer.unref()
  }
  publish()

  // A plain re-send of the announcement (the same records bonjour announced, with the current TXT).
  const announce = (): void => {
    if (stopped || !mdns || !service.published || !service.activated) return
    try {
      mdns.respond(service.records(), (err) => {
        if (err) report(err)
      })
    } catch (err) {
      report(err)
    }
  }
  const reannounce = setInterval(announce, reannounceMs)
  reannounce.unref()

  return {
    get instanceName() {
      return service.name
    },
    get fqdn() {
      return service.fqdn
    },
    setOpen(count: number) {
      const next = openCount(count)
      if (next === open) return
      open = next
      // bonjour answers queries from service.txt (records()), so the next answer carries it too.
      service.txt = txt()
      announce()
    },
    stop() {
      stopping ??= (async () => {
        stopped = true
        clearInterval(reannounce)
        clearTimeout(probeTimer)
        await withTimeout((done) => bonjour.unpublishAll(() => done()), STOP_STEP_TIMEOUT_MS)
        await withTimeout((done) => bonjour.destroy(() => done()), STOP_STEP_TIMEOUT_MS)
      })()
      return stopping
    },
  }
}

// --- discovery --------------------------------------------------------------------------------

function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase())
}

function txtString(txt: Record<string, unknown>, key: string): string | undefined {
  if (!Object.hasOwn(txt, key)) return undefined
  const value = txt[key]
  return typeof value === 'string' && utf8Bytes(value) <= MAX_TXT_VALUE_BYTES ? value : undefined
}

type Checked = { ok: true; host: DiscoveredHost } | { ok: false; noTxt: boolean }

/** Validates a service from the network and turns it into a DiscoveredHost. */
function checkService(service: Service, addressOverride?: string): Checked {
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
  return { ok: true, host: { id: fqdn, name, game, games, open, version, address, port } }
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

function sameHost(a: DiscoveredHost, b: DiscoveredHost): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.game === b.game &&
    a.games.join(',') === b.games.join(',') &&
    a.open === b.open &&
    a.version === b.version &&
    a.address === b.address &&
    a.port === b.port
  )
}

/** Instance names (fqdn, lower-cased) that a response packet shows alive: live PTRs to them, live SRVs. */
function sightedInstances(packet: unknown, typeDomain: string): Set<string> {
  const seen = new Set<string>()
  if (!isRecord(packet)) return seen
  for (const section of [packet['answers'], packet['additionals']]) {
    if (!Array.isArray(section)) continue
    for (const rr of section as unknown[]) {
      if (!isRecord(rr) || typeof rr['ttl'] !== 'number' || rr['ttl'] <= 0 || typeof rr['name'] !== 'string') continue
      if (rr['type'] === 'PTR' && asciiLower(rr['name']) === typeDomain && typeof rr['data'] === 'string') {
        seen.add(asciiLower(rr['data']))
      } else if (rr['type'] === 'SRV') {
        seen.add(asciiLower(rr['name']))
      }
    }
  }
  return seen
}

export function discover(opts: DiscoveryOptions = {}): Discovery {
  const refreshMs = opts.refreshMs ?? DEFAULT_REFRESH_MS
  if (!(refreshMs > 0)) throw new RangeError(`refreshMs must be positive, got ${refreshMs}`)
  const staleMs = STALE_REFRESHES * refreshMs + STALE_GRACE_MS
  const report = makeReporter(opts.onError)
  const typeDomain = `_${SERVICE_TYPE}._tcp.${TLD}`

  const bonjour = new Bonjour(multicastOptions(opts.interfaceAddress), report)
  const mdns = mdnsOf(bonjour)
  if (mdns) {
    mdns.on('error', report)
    forwardSocketWarnings(mdns, report)
  } else {
    report(new Error('bonjour-service internals changed: socket errors cannot be caught'))
  }

  const hosts = new Map<string, { host: DiscoveredHost; lastSeen: number }>() // key: lower-cased fqdn
  let stopped = false
  let stopping: Promise<void> | undefined

  const emit = (callback: ((host: DiscoveredHost) => void) | undefined, host: DiscoveredHost): void => {
    if (!callback || stopped) return
    try {
      callback({ ...host })
    } catch (err) {
      report(err) // a throwing consumer must not break the browser (or crash the process)
    }
  }

  const remove = (key: string): void => {
    const entry = hosts.get(key)
    if (!entry) return
    hosts.delete(key)
    emit(opts.onDown, entry.host)
  }

  const upsert = (service: Service, addressOverride?: string): void => {
    if (stopped) return
    const checked = checkService(service, addressOverride)
    const fqdn: unknown = (service as unknown as Record<string, unknown>)['fqdn']
    if (typeof fqdn !== 'string') return
    const key = asciiLower(fqdn)
    if (!checked.ok) {
      // A packet without TXT tells nothing new: keep what we have. Otherwise it is not ours now.
      if (!checked.noTxt) remove(key)
      return
    }
    const now = Date.now()
    const entry = hosts.get(key)
    if (entry) {
      entry.lastSeen = now
      if (sameHost(entry.host, checked.host)) return
      entry.host = checked.host
    } else {
      if (hosts.size >= MAX_HOSTS) return
      hosts.set(key, { host: checked.host, lastSeen: now })
    }
    emit(opts.onUp, checked.host)
  }

  const browser: Browser = bonjour.find({ type: SERVICE_TYPE, protocol: 'tcp' })
  browser.on('up', (service) => upsert(service))
  browser.on('txt-update', (service) => upsert(service))
  browser.on('srv-update', (service) => upsert(service))
  browser.on('down', (service) => {
    const fqdn: unknown = (service as unknown as Record<string, unknown>)['fqdn']
    if (typeof fqdn === 'string') remove(asciiLower(fqdn))
  })

  // Every sighting (answers to anyone's query, announcements) keeps a host alive. Registered after
  // the browser's own listener, so the browser has already digested the packet.
  const onResponse = (packet: unknown, rinfo: unknown): void => {
    if (stopped) return
    try {
      const sighted = sightedInstances(packet, typeDomain)
      if (sighted.size === 0) return
      const now = Date.now()
      const from = isRecord(rinfo) && typeof rinfo['address'] === 'string' ? (rinfo as unknown as RemoteInfoLike).address : undefined
      for (const service of browser.services) {
        const fqdn: unknown = (service as unknown as Record<string, unknown>)['fqdn']
        if (typeof fqdn !== 'string' || !sighted.has(asciiLower(fqdn))) continue
        service.lastSeen = now // keeps the browser's own expire() from dropping a live host
        const entry = hosts.get(asciiLower(fqdn))
        if (entry) entry.lastSeen = now
        else upsert(service, from !== undefined && isIPv4(from) ? from : undefined) // back after going stale
      }
    } catch (err) {
      report(err)
    }
  }
  mdns?.on('response', onResponse)

  const refresh = setInterval(() => {
    if (stopped) return
    try {
      browser.update()
      browser.expire()
      if (mdns) {
        const cutoff = Date.now() - staleMs
        for (const [key, entry] of [...hosts]) if (entry.lastSeen < cutoff) remove(key)
      }
    } catch (err) {
      report(err)
    }
  }, refreshMs)
  refresh.unref()

  return {
    list() {
      return [...hosts.values()]
        .map((entry) => ({ ...entry.host }))
        .sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    },
    stop() {
      stopping ??= (async () => {
        stopped = true
        clearInterval(refresh)
        hosts.clear()
        try {
          browser.stop()
          browser.removeAllListeners()
          mdns?.removeListener('response', onResponse)
        } catch (err) {
          report(err)
        }
        await withTimeout((done) => bonjour.destroy(() => done()), STOP_STEP_TIMEOUT_MS)
      })()
      return stopping
    },
  }
}
