// Browsing the LAN for Safehouse hosts (v2, and v1 ones too). bonjour's browser never refreshes
// `lastSeen` of a known service, so a host that vanished without a goodbye would stay listed for
// the PTR TTL (8 h): discovery tracks every sighting itself and drops hosts not heard from for a
// few refresh periods. Every service from the network is checked (mdns-record.ts) before anyone
// sees it, and nothing here throws from a network event: errors go to `onError`.
import { isIPv4 } from 'node:net'
import type { Browser, Service } from 'bonjour-service'
import { SERVICE_TYPE, checkService, isRecord, type DiscoveredHost } from './mdns-record'
import { STOP_STEP_TIMEOUT_MS, makeReporter, openBonjour, withTimeout } from './mdns-socket'

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

const DEFAULT_REFRESH_MS = 10_000
/** A listed host that answered none of this many refresh queries (plus a grace) is dropped. */
const STALE_REFRESHES = 3
const STALE_GRACE_MS = 2_000
/** At most this many hosts are tracked: a flood of fake services cannot grow memory without bound. */
const MAX_HOSTS = 256
const TLD = 'local'

interface RemoteInfoLike {
  address: string
}

function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase())
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

  const { bonjour, mdns } = openBonjour(opts.interfaceAddress, report)

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
