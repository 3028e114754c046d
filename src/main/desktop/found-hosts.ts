// The other hosts on the home network, for the Join panel: mDNS discovery (started on demand, see
// desktop-host.ts for why), this app's own advertisements left out, each found host's waiting rooms
// fetched when its TXT open= count changes, and listeners told once per burst of discovery events.
import type { DiscoveredHost, Discovery, DiscoveryOptions } from '../net/mdns'
import type { DiscoveredHostInfo } from '../../shared/preload-api'
import type { ListedRoom } from '../../shared/host-info'

export interface FoundHostsDeps {
  discover(options: DiscoveryOptions): Discovery
  /** The rooms a found host has waiting (its /api/info); null when it does not say. */
  fetchRooms(address: string, port: number): Promise<ListedRoom[] | null>
  warn(message: string): void
  /** The instance name (fqdn) this app advertises now, if it does. */
  advertisedFqdn(): string | undefined
  /** The app is closing: late answers are dropped. */
  closed(): boolean
}

function sameList(a: readonly DiscoveredHostInfo[], b: readonly DiscoveredHostInfo[]): boolean {
  return a.length === b.length && a.every((h, i) => JSON.stringify(h) === JSON.stringify(b[i]))
}

export class FoundHosts {
  private discovery: Discovery | null = null
  private started = false
  private readonly listeners = new Set<(hosts: DiscoveredHostInfo[]) => void>()
  private lastHosts: DiscoveredHostInfo[] = []
  private hostsTimer: NodeJS.Timeout | undefined
  /** The rooms each found host had waiting when last asked, and its TXT open= count then. */
  private readonly hostRooms = new Map<string, { open: number; rooms: ListedRoom[] }>()
  /** Every instance name this app advertised (lower-cased fqdn): never listed as a host to join. */
  private readonly ownFqdns = new Set<string>()

  constructor(private readonly deps: FoundHostsDeps) {}

  /** Starts discovery, once. */
  start(): void {
    if (this.started) return
    this.started = true
    try {
      this.discovery = this.deps.discover({
        onUp: () => this.scheduleChanged(),
        onDown: () => this.scheduleChanged(),
        onError: (err) => this.deps.warn(`[mdns] ${err.message}`),
      })
    } catch (err) {
      this.deps.warn(`[mdns] discovery did not start: ${err instanceof Error ? err.message : String(err)}`)
    }
  }

  /** An advertisement this app stopped: other machines may list it until their goodbye arrives. */
  forgetOwn(fqdn: string): void {
    this.ownFqdns.add(fqdn.toLowerCase())
  }

  /**
   * Hosts found on the network, without this app's own advertisements: the current one, and the
   * ones it stopped.
   */
  list(): DiscoveredHostInfo[] {
    const current = this.deps.advertisedFqdn()
    if (current !== undefined) this.forgetOwn(current)
    return (this.discovery?.list() ?? [])
      .filter((h: DiscoveredHost) => !this.ownFqdns.has(h.id.toLowerCase()))
      .map((h) => ({
        id: h.id,
        name: h.name,
        game: h.game,
        games: h.games,
        open: h.open,
        version: h.version,
        address: h.address,
        port: h.port,
        ...(h.hostId !== undefined ? { hostId: h.hostId } : {}),
        rooms: this.hostRooms.get(h.id)?.rooms ?? [],
      }))
  }

  /** The listener gets the whole list on every change. Returns the unsubscribe function. */
  onChanged(listener: (hosts: DiscoveredHostInfo[]) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Tells the listeners if the list changed (and asks hosts whose waiting rooms did). */
  changed(): void {
    const hosts = this.list()
    this.refreshRooms(hosts)
    if (sameList(hosts, this.lastHosts)) return
    this.lastHosts = hosts
    for (const listener of this.listeners) {
      try {
        listener(hosts.map((h) => ({ ...h })))
      } catch (err) {
        this.deps.warn(`hosts listener failed: ${err instanceof Error ? err.message : String(err)}`)
      }
    }
  }

  /** Listeners dropped, no update pending, discovery off. */
  async stop(): Promise<void> {
    this.listeners.clear()
    clearTimeout(this.hostsTimer)
    const discovery = this.discovery
    this.discovery = null
    await discovery?.stop()
  }

  /**
   * Asks each found host whose count of waiting rooms (TXT open=) changed which rooms they are,
   * so the Join list offers them. A host that says nothing (v1) or has none is not asked.
   */
  private refreshRooms(hosts: readonly DiscoveredHostInfo[]): void {
    for (const h of hosts) {
      const known = this.hostRooms.get(h.id)
      if (h.open === null || known?.open === h.open) continue
      this.hostRooms.set(h.id, { open: h.open, rooms: known?.rooms ?? [] })
      if (h.open === 0) {
        this.hostRooms.set(h.id, { open: 0, rooms: [] })
        continue
      }
      void this.deps.fetchRooms(h.address, h.port).then((rooms) => {
        const now = this.hostRooms.get(h.id)
        if (this.deps.closed() || now?.open !== h.open) return
        this.hostRooms.set(h.id, { open: h.open ?? 0, rooms: rooms ?? [] })
        this.changed()
      })
    }
  }

  /** Discovery events come in bursts (and our own advertisement among them): one update per burst. */
  private scheduleChanged(): void {
    if (this.hostsTimer) return
    this.hostsTimer = setTimeout(() => {
      this.hostsTimer = undefined
      this.changed()
    }, 0)
  }
}
