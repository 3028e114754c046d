// The desktop host's discovery of other hosts on the network (fake mDNS): when it starts, what it
// lists (never our own advertisement), the rooms a found host has waiting, and its listeners.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DiscoveredHostInfo } from '../../src/shared/preload-api'
import type { DiscoveredHost } from '../../src/main/net/mdns'
import { GAME_ID, makeHost, mdns, setUpHosts, tearDownHosts, warnings } from './desktop-host-support'

const FRIEND: DiscoveredHost = { id: "Bob's laptop (beef)._safehouse._tcp.local", name: "Bob's laptop", game: GAME_ID, games: [GAME_ID], open: null, version: '1', address: '192.168.1.7', port: 7777 }

function tick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 10))
}

beforeEach(setUpHosts)
afterEach(tearDownHosts)

describe('discovery', () => {
  // Listening on UDP 5353 is what brings up the Windows firewall and macOS local network prompts:
  // not at first launch, but when the player opens Join (the app asks for the list then).
  it('starts only when the hosts are first asked for, and only once', async () => {
    const host = makeHost()
    await host.start()
    await host.localHost()
    await host.startHosting()
    await host.stopHosting()
    expect(mdns.discoveries).toBe(0)
    mdns.up(FRIEND)
    expect(host.discoverHosts()).toEqual([{ id: FRIEND.id, name: FRIEND.name, game: GAME_ID, games: [GAME_ID], open: null, version: '1', address: FRIEND.address, port: 7777, rooms: [] }])
    host.discoverHosts()
    expect(mdns.discoveries).toBe(1)
  })

  it('never starts once the app is closing', async () => {
    const host = makeHost()
    await host.start()
    await host.close()
    expect(host.discoverHosts()).toEqual([])
    expect(mdns.discoveries).toBe(0)
  })

  it('lists other hosts, never our own advertisement, and tells listeners on changes', async () => {
    const host = makeHost()
    await host.start()
    host.discoverHosts()
    const seen: DiscoveredHostInfo[][] = []
    host.onHostsChanged((list) => seen.push(list))
    mdns.up(FRIEND)
    expect(host.hosts()).toEqual([{ id: FRIEND.id, name: FRIEND.name, game: GAME_ID, games: [GAME_ID], open: null, version: '1', address: FRIEND.address, port: 7777, rooms: [] }])
    await expect.poll(() => seen.length).toBe(1)
    await host.startHosting() // our own advertisement shows up in discovery…
    expect(host.hosts().map((h) => h.id)).toEqual([FRIEND.id]) // …and is left out
    await tick()
    mdns.down(FRIEND.id)
    expect(host.hosts()).toEqual([])
    await expect.poll(() => seen.length).toBe(2)
    await tick()
    expect(seen.map((l) => l.map((h) => h.name))).toEqual([["Bob's laptop"], []])
  })

  it('lists the rooms a found host has waiting: asked when its open count changes, dropped when it has none', async () => {
    const asked: string[] = []
    const room = { code: 'KJHGF', game: 'spies-and-lies' as const, name: 'Bob’s game', options: {}, free: ['blue'], seats: ['red', 'blue'] }
    const host = makeHost({ deps: { advertise: mdns.advertise, discover: mdns.discover, lanAddresses: () => [], fetchRooms: async (address, port) => (asked.push(`${address}:${port}`), [room]) } })
    await host.start()
    host.discoverHosts()
    const friend: DiscoveredHost = { ...FRIEND, version: '2', open: 1 }
    mdns.up(friend)
    await expect.poll(() => host.hosts()[0]?.rooms).toEqual([room])
    expect(asked).toEqual(['192.168.1.7:7777'])
    // The same count again: not asked again.
    mdns.up({ ...friend, name: 'Bob’s laptop (renamed)' })
    await tick()
    expect(asked).toHaveLength(1)
    mdns.up({ ...friend, open: 0 })
    await expect.poll(() => host.hosts()[0]?.rooms).toEqual([])
    expect(asked).toHaveLength(1)
  })

  it('keeps leaving out an advertisement it stopped, even if the network still lists it', async () => {
    const host = makeHost()
    host.discoverHosts()
    await host.startHosting()
    await host.stopHosting()
    const [own] = mdns.goodbyes
    mdns.up({ ...FRIEND, id: own as string, name: 'Ann’s laptop' }) // a late answer from a cache
    mdns.up(FRIEND)
    expect(host.hosts().map((h) => h.id)).toEqual([FRIEND.id])
  })

  it('a listener that throws does not break the others', async () => {
    const host = makeHost()
    await host.start()
    host.discoverHosts()
    const seen: number[] = []
    host.onHostsChanged(() => {
      throw new Error('boom')
    })
    const off = host.onHostsChanged((l) => seen.push(l.length))
    mdns.up(FRIEND)
    await tick()
    off()
    mdns.down(FRIEND.id)
    await tick()
    expect(seen).toEqual([1])
    expect(warnings.some((w) => w.includes('boom'))).toBe(true)
  })

  it('can be turned off', async () => {
    const host = makeHost({ discovery: false })
    await host.start()
    mdns.up(FRIEND)
    expect(host.discoverHosts()).toEqual([])
    expect(mdns.discoveries).toBe(0)
  })
})
