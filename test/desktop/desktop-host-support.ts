// What the desktop-host-*.test.ts files share: a DesktopHost in a fresh folder with fake mDNS, and
// clients over real WebSockets, all closed after each test. The state is exported as live bindings
// so that the tests read `dir`, `mdns` and `warnings` as they did when they were one file; each
// file registers setUpHosts/tearDownHosts itself, because a module shared between test files
// (the unit project's isolate: false) would register hooks for the first file only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { APP_ORIGIN } from '../../src/shared/app-origin'
import { DesktopHost, type DesktopHostOptions } from '../../src/main/desktop/desktop-host'
import type { AdvertiseOptions, DiscoveredHost, DiscoveryOptions } from '../../src/main/net/mdns'
import { TestClient } from '../support/client'

export const GAME_ID = 'spies-and-lies'

export const ORIGIN = { Origin: APP_ORIGIN }

export class FakeMdns {
  readonly advertised: AdvertiseOptions[] = []
  readonly goodbyes: string[] = []
  readonly opens: number[] = []
  discoveryStopped = false
  discoveries = 0
  private options: DiscoveryOptions | null = null
  private readonly found = new Map<string, DiscoveredHost>()

  advertise = (options: AdvertiseOptions) => {
    this.advertised.push(options)
    const fqdn = `${options.name} (${this.advertised.length.toString(16).padStart(4, '0')})._safehouse._tcp.local`
    this.up({ id: fqdn, name: options.name, game: options.games[0] as string, games: options.games, open: options.open ?? 0, version: '2', address: '192.168.1.50', port: options.port })
    return {
      instanceName: fqdn.split('._safehouse')[0] as string,
      fqdn,
      setOpen: (open: number) => this.opens.push(open),
      stop: async () => {
        this.goodbyes.push(fqdn)
        this.down(fqdn)
      },
    }
  }

  discover = (options: DiscoveryOptions) => {
    this.discoveries += 1
    this.options = options
    return {
      list: () => [...this.found.values()].map((h) => ({ ...h })),
      stop: async () => {
        this.discoveryStopped = true
        this.options = null
      },
    }
  }

  up(host: DiscoveredHost): void {
    this.found.set(host.id.toLowerCase(), host)
    this.options?.onUp?.(host)
  }

  down(id: string): void {
    const host = this.found.get(id.toLowerCase())
    if (!host) return
    this.found.delete(id.toLowerCase())
    this.options?.onDown?.(host)
  }
}

export let dir: string
export let mdns: FakeMdns
export let warnings: string[]
let hosts: DesktopHost[]
let clients: TestClient[]

export function makeHost(options: Partial<DesktopHostOptions> = {}): DesktopHost {
  const host = new DesktopHost({
    roomsDir: join(dir, 'rooms'),
    rendererDir: join(dir, 'no-renderer'),
    allowedOrigins: [APP_ORIGIN],
    // Tests play the computer unpaced (the app paces it by default).
    pacing: null,
    name: () => 'Ann’s laptop',
    lanPort: () => 0,
    lanAddress: '127.0.0.1',
    warn: (m) => warnings.push(m),
    deps: { advertise: mdns.advertise, discover: mdns.discover, lanAddresses: () => ['192.168.1.50'] },
    ...options,
  })
  hosts.push(host)
  return host
}

export async function connect(url: string, headers: Record<string, string> = ORIGIN): Promise<TestClient> {
  const client = await TestClient.connect(url, headers)
  clients.push(client)
  return client
}

export function setUpHosts(): void {
  dir = mkdtempSync(join(tmpdir(), 'safehouse-desktop-host-'))
  mdns = new FakeMdns()
  hosts = []
  clients = []
  warnings = []
}

export async function tearDownHosts(): Promise<void> {
  for (const c of clients) c.ws.terminate()
  await Promise.all(hosts.map((h) => h.close()))
  rmSync(dir, { recursive: true, force: true })
}
