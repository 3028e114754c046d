// A host advertising itself on the LAN: a `_safehouse._tcp` service whose TXT (mdns-record.ts)
// tells its games and how many rooms wait for players. bonjour's own re-announcements back off
// (1 s, 3 s, 9 s, … up to about 36 min, then stop), so a browser that missed them would never list
// this host: we re-send the announcement ourselves every `reannounceMs`. Nothing here throws from
// a network event: errors go to `onError`.
import type { Service, ServiceConfig } from 'bonjour-service'
import { GAME_ID_RE, HOST_ID_RE, MAX_GAMES, SERVICE_TYPE, TXT_VERSION, instanceNameFor, openCount, txtNameFor } from './mdns-record'
import { STOP_STEP_TIMEOUT_MS, makeReporter, openBonjour, withTimeout } from './mdns-socket'

export interface AdvertiseOptions {
  port: number
  /** Room or host name, human readable (TXT name=...). */
  name: string
  /** The games this host plays, e.g. ['spies-and-lies', 'confusion'] (TXT games=...; game= is the first). */
  games: string[]
  /** This data folder's host id (TXT host=...; host-id.ts), so a host back at another port is known again. */
  hostId?: string
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

const DEFAULT_REANNOUNCE_MS = 60_000
/** After this, a service that is not active any more lost its probe (name taken): pick another. */
const PROBE_CHECK_MS = 3_000
const MAX_RENAMES = 3

export function advertise(opts: AdvertiseOptions): Advertiser {
  const { port, games } = opts
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new RangeError(`port must be 1..65535, got ${port}`)
  if (games.length === 0 || games.length > MAX_GAMES) throw new RangeError(`1..${MAX_GAMES} games, got ${games.length}`)
  for (const game of games) if (!GAME_ID_RE.test(game)) throw new TypeError(`not a game id: ${JSON.stringify(game)}`)
  if (opts.hostId !== undefined && !HOST_ID_RE.test(opts.hostId)) throw new TypeError(`not a host id: ${JSON.stringify(opts.hostId)}`)
  const hostTxt = opts.hostId !== undefined ? { host: opts.hostId } : {}
  const reannounceMs = opts.reannounceMs ?? DEFAULT_REANNOUNCE_MS
  if (!(reannounceMs > 0)) throw new RangeError(`reannounceMs must be positive, got ${reannounceMs}`)
  const report = makeReporter(opts.onError)
  let open = openCount(opts.open ?? 0)
  const txt = () => ({ v: TXT_VERSION, game: games[0], games: games.join(','), open: String(open), name: txtNameFor(opts.name), ...hostTxt })

  const { bonjour, mdns } = openBonjour(opts.interfaceAddress, report)

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
