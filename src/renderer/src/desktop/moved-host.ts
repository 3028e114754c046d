// The desktop app finds its table's host again when it came back at another address or port
// (issue 34, point 10). A host advertises its data folder's id (mDNS TXT host=); while the table's
// host is reachable, the app notes which id the host at that address has. When it stops answering
// and a host with that id is found elsewhere, the seats are taken back there with their tokens,
// which stay valid: the rooms are the same folder's. A browser page cannot browse mDNS and keeps
// HostMoved.vue's advice only.
import { onBeforeUnmount, ref, watch, type Ref } from 'vue'
import type { DiscoveredHostInfo } from '@shared/preload-api'
import { hostPort } from '../components/common/host-info'
import { isLoopbackUrl, wsUrlFromAddress } from '../net/host-url'
import { desktopApi } from '../platform'
import { useGameStore } from '../stores/game'

function wsUrlOf(host: DiscoveredHostInfo): string | null {
  return wsUrlFromAddress(hostPort(host.address, host.port))
}

/** The host id of the found host listening at `url` (null: none found there, or it says none). */
export function hostIdAt(url: string, found: readonly DiscoveredHostInfo[]): string | null {
  return found.find((h) => h.hostId !== undefined && wsUrlOf(h) === url)?.hostId ?? null
}

/** Where the host `hostId` listens now, when found at another address than `url` (else null). */
export function movedHostUrl(url: string, hostId: string, found: readonly DiscoveredHostInfo[]): string | null {
  for (const h of found) {
    const at = h.hostId === hostId ? wsUrlOf(h) : null
    if (at !== null && at !== url) return at
  }
  return null
}

/**
 * Follows the table's host by its id and takes the seats back where it moved to. Returns the
 * address ("192.168.1.5:7778") the seats were last taken back at, for the page to say so; null
 * until then, and always in a browser.
 */
export function useMovedHost(): Ref<string | null> {
  const movedTo = ref<string | null>(null)
  const api = desktopApi()
  if (!api?.listHosts || !api.onHostsChanged) return movedTo
  const game = useGameStore()
  const found = ref<DiscoveredHostInfo[]>([])
  let hostId: string | null = null
  let moving = false

  // Asking for the list starts discovery in the main process (and, the first time, the system's
  // network prompts), so it is asked for a friend's host on the network only, never for a game on
  // this computer; the feed follows discovery from then on.
  const off = api.onHostsChanged((hosts) => (found.value = hosts))
  onBeforeUnmount(off)
  const listHosts = api.listHosts
  let asked = false
  watch(
    () => game.mode === 'network' && game.hostUrl !== null && !isLoopbackUrl(game.hostUrl),
    (friends) => {
      if (!friends || asked) return
      asked = true
      listHosts().then((hosts) => (found.value = hosts), () => undefined)
    },
    { immediate: true },
  )

  // Another table (another host or room) is another host to follow; a move of ours is the same one.
  watch(
    () => [game.hostUrl, game.room],
    () => {
      if (!moving) hostId = null
    },
  )
  watch(
    () => [found.value, game.hostUrl, game.connectionStatus, game.heldSeats.length] as const,
    ([hosts, url, status, seats]) => {
      if (url === null || seats === 0) return
      hostId = hostIdAt(url, hosts) ?? hostId
      const down = status === 'connecting' || status === 'reconnecting'
      const target = down && hostId !== null && !moving ? movedHostUrl(url, hostId, hosts) : null
      if (target === null) return
      moving = true
      void game
        .moveHost(target)
        .then((moved) => {
          if (moved) movedTo.value = new URL(target).host
        }, () => undefined)
        .finally(() => (moving = false))
    },
    { immediate: true },
  )
  return movedTo
}
