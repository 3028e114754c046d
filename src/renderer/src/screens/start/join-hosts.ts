// The hosts and waiting rooms the Join panel offers, worked out from what this window can see: the
// hosts the desktop app found on the network, the page's own host, and the hosts joined before.
import type { DiscoveredHostInfo } from '@shared/preload-api'
import { GAME_IDS } from '@shared/protocol'
import { gameEntry } from '../../games'
import { wsUrlFromAddress } from '../../net/host-url'
import type { RecentHost } from '../../stores/recent-hosts'
import { hostPort, type HostInfo } from '../../net/host-info'
import type { JoinRequest, OpenRoomOption } from './types'

/** One host to pick in the Join form. */
export interface HostOption {
  key: string
  kind: 'found' | 'this' | 'recent'
  wsUrl: string
  title: string
  detail: string
  label: string
  name?: string
}

/** The page's own host (a browser only: the desktop app has none). */
export interface PageHost {
  wsUrl: string
  /** Its address as shown ("192.168.1.5:7777"). */
  host: string
  /** What its /api/info said, once it answered. */
  info: HostInfo | null
}

/** Hosts found on the network that play a game of ours, each address once. */
export function foundHostOptions(found: readonly DiscoveredHostInfo[]): HostOption[] {
  const out: HostOption[] = []
  for (const host of found) {
    if (!(GAME_IDS as readonly string[]).includes(host.game)) continue
    const label = hostPort(host.address, host.port)
    const wsUrl = wsUrlFromAddress(label)
    if (!wsUrl || out.some((o) => o.wsUrl === wsUrl)) continue
    out.push({ key: `found:${host.id}`, kind: 'found', wsUrl, title: host.name || label, detail: label, label, ...(host.name ? { name: host.name } : {}) })
  }
  return out
}

export function thisHostOption(page: PageHost, title: string): HostOption {
  return {
    key: 'this',
    kind: 'this',
    wsUrl: page.wsUrl,
    title,
    detail: page.info ? `${page.info.name} · ${page.host}` : page.host,
    label: page.host,
  }
}

/** The hosts joined before, but not those already on offer above them. */
export function recentHostOptions(recents: readonly RecentHost[], shown: ReadonlySet<string | null>): HostOption[] {
  return recents
    .filter((h) => !shown.has(h.wsUrl))
    .map((h) => ({ key: `recent:${h.wsUrl}`, kind: 'recent', wsUrl: h.wsUrl, title: h.name ?? h.label, detail: h.label, label: h.label, ...(h.name ? { name: h.name } : {}) }))
}

/** Rooms waiting for players on the hosts in view, games this app has only. */
export function openRoomOptions(page: PageHost | null, found: readonly DiscoveredHostInfo[]): OpenRoomOption[] {
  const out: OpenRoomOption[] = []
  const playable = (game: string) => gameEntry(game) !== null
  if (page?.info) {
    for (const room of page.info.rooms) {
      if (playable(room.game)) out.push({ key: `this:${room.code}`, room, wsUrl: page.wsUrl, label: page.host, hostName: page.info.name, remember: false })
    }
  }
  for (const host of found) {
    const label = hostPort(host.address, host.port)
    const wsUrl = wsUrlFromAddress(label)
    if (!wsUrl) continue
    for (const room of host.rooms ?? []) {
      if (playable(room.game)) out.push({ key: `${host.id}:${room.code}`, room, wsUrl, label, hostName: host.name || label, remember: true })
    }
  }
  return out
}

/** Where a picked host's join goes; the page's own host is not one to remember. */
export function hostTarget(option: HostOption): Omit<JoinRequest, 'code' | 'watch'> {
  return { wsUrl: option.wsUrl, label: option.label, ...(option.name ? { name: option.name } : {}), remember: option.kind !== 'this' }
}

export function openRoomRequest(o: OpenRoomOption): JoinRequest {
  return { wsUrl: o.wsUrl, label: o.label, ...(o.remember ? { name: o.hostName } : {}), code: o.room.code, remember: o.remember, watch: false }
}
