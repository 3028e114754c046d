// The game host inside the desktop app. One Host (rooms, seats, autosave in `<userData>/rooms`)
// behind up to two HTTP + WebSocket servers:
// - the local server on 127.0.0.1 (any free port), started with the app: hot-seat and games
//   against the computer, never reachable from the network;
// - the LAN server on 0.0.0.0 (settings.lanPort, else the port it had last time, else any free
//   port), only while the player hosts a network game, advertised by mDNS as `_safehouse._tcp`.
// Two servers over one Host rather than rebinding one: opening and closing the network game never
// drops the local games' connections. Both accept the app's origin (app://safehouse) besides their
// own pages. mDNS discovery starts the first time the hosts are asked for (the Join panel), not
// with the app: it listens on UDP 5353 on every interface, which is what makes the Windows firewall
// and macOS's local network prompts appear, and those should come once the player asked for the
// network (and can read the panel's note), not at first launch. It then runs until the app quits;
// our own advertisement is left out (found-hosts.ts). Game record files go in and out through
// game-file-records.ts.
// Plain Node, no Electron: tests run it with a memory store and fake mDNS.
import { FileFinishedIndex } from '../host/finished-index'
import { playedGames } from '../../engine/registry'
import { Host } from '../host/host'
import { DEFAULT_PACING, type Pacing } from '../host/pacing'
import type { RoomLimitOverrides } from '../host/room-limits'
import type { Reach, RoomRecord } from '../host/room-record'
import { FileRoomStore, MemoryRoomStore, StoreLockedError, type RoomStore } from '../host/store'
import { hostIdFor } from '../net/host-id'
import { lanAddresses } from '../net/lan'
import { advertise, discover, type Advertiser, type AdvertiseOptions, type Discovery, type DiscoveryOptions } from '../net/mdns'
import { listenRemembered, type Listening } from '../net/port-memory'
import { startServer, type RunningServer, type ServerOptions } from '../net/server'
import type { DiscoveredHostInfo, HostingInfo, ImportedGame } from '../../shared/preload-api'
import { FoundHosts } from './found-hosts'
import { exportableRecord, importInto } from './game-file-records'
import { fetchOpenRooms } from './host-rooms'
import type { ListedRoom } from '../../shared/host-info'

export interface DesktopHostDeps {
  /** Opens the room store; default: FileRoomStore(roomsDir). */
  openStore(dir: string): RoomStore
  startServer(options: ServerOptions): Promise<RunningServer>
  advertise(options: AdvertiseOptions): Advertiser
  discover(options: DiscoveryOptions): Discovery
  lanAddresses(): string[]
  /** The rooms a found host has waiting (its /api/info); null when it does not say. */
  fetchRooms(address: string, port: number): Promise<ListedRoom[] | null>
}

export const DEFAULT_DEPS: DesktopHostDeps = {
  openStore: (dir) => new FileRoomStore(dir),
  startServer,
  advertise,
  discover,
  lanAddresses,
  fetchRooms: fetchOpenRooms,
}

export interface DesktopHostOptions {
  roomsDir: string
  /** The built renderer, served to browsers on the LAN (and on the local server). */
  rendererDir: string
  /** Origins allowed besides the servers' own pages: the app's (and the dev server's in development). */
  allowedOrigins: readonly string[]
  /** The name shown in other players' Join lists (asked each time hosting starts). */
  name(): string
  /** The preferred LAN port (asked each time hosting starts); 0: any. */
  lanPort(): number
  /** Where the LAN server listens: 0.0.0.0 (tests use 127.0.0.1). */
  lanAddress?: string
  /** Run mDNS discovery (default true). */
  discovery?: boolean
  warn?(message: string): void
  /** Room quotas and expiry (default: ROOM_LIMITS); local rooms always count apart from network ones. */
  limits?: RoomLimitOverrides
  /** How fast the computer plays (default: DEFAULT_PACING, so players see its moves; null: unpaced, for tests). */
  pacing?: Pacing | null
  /** The data folder is in use by another host (`npm run serve`): games are kept in memory only. */
  onStoreLocked?(err: StoreLockedError): void
  deps?: Partial<DesktopHostDeps>
}

interface Lan {
  server: RunningServer
  advertiser: Advertiser | null
  /** Stops following the host's open rooms (TXT open=). */
  unwatch: () => void
  /** The port friends knew from last time, taken now (else null). */
  moved: number | null
}

export class DesktopHost {
  private readonly deps: DesktopHostDeps
  private host: Host | null = null
  private store: RoomStore | null = null
  private local: RunningServer | null = null
  private lan: Lan | null = null
  private readonly found: FoundHosts
  /** Start, stop, hosting and import run one at a time, in order. */
  private queue: Promise<unknown> = Promise.resolve()
  private started: Promise<void> | null = null
  private closed = false

  constructor(private readonly options: DesktopHostOptions) {
    this.deps = { ...DEFAULT_DEPS, ...options.deps }
    this.found = new FoundHosts({
      discover: (o) => this.deps.discover(o),
      fetchRooms: (address, port) => this.deps.fetchRooms(address, port),
      warn: (message) => this.warn(message),
      advertisedFqdn: () => this.lan?.advertiser?.fqdn,
      closed: () => this.closed,
    })
  }

  private warn(message: string): void {
    ;(this.options.warn ?? console.warn)(message)
  }

  private serialized<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => undefined)
    return run
  }

  /** Opens the host and the local server (127.0.0.1 only: no prompt from any OS). Idempotent. */
  start(): Promise<void> {
    this.started ??= this.serialized(async () => {
      if (this.closed) throw new Error('the app is closing')
      await this.openHost()
      this.local = await this.listen('127.0.0.1', 0, 'local')
    })
    return this.started
  }

  private async openHost(): Promise<void> {
    const warn = (message: string) => this.warn(message)
    const limits = this.options.limits
    const pacing = this.options.pacing === undefined ? DEFAULT_PACING : this.options.pacing
    // Reopening after a fallback to memory keeps that memory: it holds every game of this session.
    if (this.store instanceof MemoryRoomStore) {
      this.host = (await Host.open({ store: this.store, warn, limits, pacing })).host
      return
    }
    const store = this.deps.openStore(this.options.roomsDir)
    // Finished games are listed next to the room files, so the app starts without reading them all.
    const finishedIndex = store instanceof FileRoomStore ? new FileFinishedIndex(store.dir) : undefined
    try {
      this.host = (await Host.open({ store, warn, limits, finishedIndex, pacing })).host
      this.store = store
    } catch (err) {
      if (!(err instanceof StoreLockedError)) throw err
      this.options.onStoreLocked?.(err)
      const memory = new MemoryRoomStore()
      this.host = (await Host.open({ store: memory, warn, limits, pacing })).host
      this.store = memory
    }
  }

  private listen(address: string, port: number, via: Reach): Promise<RunningServer> {
    if (!this.host) throw new Error('the host is not open')
    return this.deps.startServer({
      host: this.host,
      port,
      address,
      via,
      rendererDir: this.options.rendererDir,
      name: this.hostName(),
      allowedOrigins: this.options.allowedOrigins,
    })
  }

  /**
   * The LAN server: on `port`, else on the port it had last time it could not have that one (kept
   * in the data folder, so friends' pages find it again after a restart), else on any free port.
   */
  private async listenForNetwork(address: string, port: number): Promise<Listening<RunningServer>> {
    // Games kept in memory (the data folder is another host's): nothing of this run is written there.
    const dataDir = this.store instanceof FileRoomStore ? this.store.dir : null
    const listening = await listenRemembered({ dataDir, wanted: port, listen: (p) => this.listen(address, p, 'network') })
    if (port > 0 && listening.server.port !== port) this.warn(`port ${port} is not available; using ${listening.server.port}`)
    return listening
  }

  private hostName(): string {
    return this.options.name().trim() || 'Safehouse'
  }

  /** Starts mDNS discovery (once, and never after close) and returns the hosts found so far. */
  discoverHosts(): DiscoveredHostInfo[] {
    if (!this.closed && this.options.discovery !== false) this.found.start()
    return this.hosts()
  }

  /**
   * Hosts found on the network, without this app's own advertisements: the current one, and the
   * ones it stopped (other machines may still list those until their goodbye arrives).
   */
  hosts(): DiscoveredHostInfo[] {
    return this.found.list()
  }

  /** The listener gets the whole list on every change. Returns the unsubscribe function. */
  onHostsChanged(listener: (hosts: DiscoveredHostInfo[]) => void): () => void {
    return this.found.onChanged(listener)
  }

  async localHost(): Promise<{ wsUrl: string }> {
    await this.start()
    if (!this.local) throw new Error('the local host is not running')
    return { wsUrl: `ws://127.0.0.1:${this.local.port}/ws` }
  }

  hosting(): HostingInfo | null {
    if (!this.lan) return null
    const { server, moved } = this.lan
    return { wsUrl: `ws://127.0.0.1:${server.port}/ws`, addresses: this.deps.lanAddresses(), ...(moved !== null ? { movedFrom: moved } : {}) }
  }

  /** Opens the host to the home network and advertises it. Idempotent while hosting. */
  async startHosting(): Promise<HostingInfo> {
    await this.start()
    return this.serialized(async () => {
      if (this.closed) throw new Error('the app is closing')
      if (!this.lan) {
        const { server, moved } = await this.listenForNetwork(this.options.lanAddress ?? '0.0.0.0', this.options.lanPort())
        const advertiser = this.advertise(server.port, await hostIdFor(this.store instanceof FileRoomStore ? this.store.dir : null))
        const host = this.host
        const unwatch = host && advertiser ? host.onOpenRoomsChanged(() => advertiser.setOpen(host.openRooms().length)) : () => {}
        this.lan = { server, advertiser, unwatch, moved }
        this.found.changed()
      }
      return this.hosting() as HostingInfo
    })
  }

  private advertise(port: number, hostId: string): Advertiser | null {
    try {
      return this.deps.advertise({
        port,
        hostId,
        name: this.hostName(),
        games: playedGames(),
        open: this.host?.openRooms().length ?? 0,
        onError: (err) => this.warn(`[mdns] ${err.message}`),
      })
    } catch (err) {
      this.warn(`[mdns] not advertising: ${err instanceof Error ? err.message : String(err)}`)
      return null
    }
  }

  /** Says goodbye on mDNS and closes the LAN server (its connections close; rooms stay). */
  stopHosting(): Promise<void> {
    return this.serialized(() => this.closeLan())
  }

  private async closeLan(): Promise<void> {
    const lan = this.lan
    if (!lan) return
    if (lan.advertiser) this.found.forgetOwn(lan.advertiser.fqdn)
    this.lan = null
    lan.unwatch()
    await lan.advertiser?.stop()
    await lan.server.close()
    this.found.changed()
  }

  /**
   * A room's record as saved, for a game record file; null when there is no such room. A record
   * holds the seed and every move, so both sides' hidden cards: a network game is only given out
   * once it is over (a game on this computer alone may be moved to another one at any time).
   */
  async exportRecord(code: string): Promise<RoomRecord | null> {
    await this.start()
    return exportableRecord(this.store, code)
  }

  /**
   * Adds a checked record (game-files.ts parseGameFile) to this host, as a game on this computer
   * (`reach: 'local'`: its seats are taken here, so the network has no business with it). The
   * host takes it while running: nobody's connection drops.
   */
  async importRecord(file: RoomRecord): Promise<ImportedGame> {
    await this.start()
    const record: RoomRecord = { ...file, reach: 'local' }
    return this.serialized(async () => {
      if (this.closed || !this.host || !this.store) throw new Error('the app is closing')
      return importInto(this.host, this.store, record)
    })
  }

  /** Quitting: mDNS goodbyes, discovery off, servers closed, pending saves flushed. Idempotent. */
  close(): Promise<void> {
    this.closed = true
    return this.serialized(async () => {
      const discovery = this.found.stop()
      await Promise.all([this.closeLan(), discovery])
      await this.local?.close()
      this.local = null
      await this.host?.close()
      this.host = null
    })
  }
}
