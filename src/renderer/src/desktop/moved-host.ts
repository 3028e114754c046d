// The desktop app finds its table's host again when it came back at another address or port
// (issue 34, point 10). A host advertises its data folder's id (mDNS TXT host=); while the table's
// host is reachable, the app notes which id the host at that address has. When it stops answering
// and a host with that id is found elsewhere, the seats are taken back there with their tokens,
// which stay valid: the rooms are the same folder's. A browser page cannot browse mDNS and keeps
// HostMoved.vue's advice only.
import { onBeforeUnmount, ref, watch, type Ref } from 'vue'
import type { DiscoveredHostInfo } from '@shared/preload-api'
import { hostPort } from '../net/host-info'
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

/** The addresses other than `url` where `hostId` is listed. */
export function otherAddresses(url: string, hostId: string, found: readonly DiscoveredHostInfo[]): string[] {
  const out: string[] = []
  for (const h of found) {
    const at = h.hostId === hostId ? wsUrlOf(h) : null
    if (at !== null && at !== url && !out.includes(at)) out.push(at)
  }
  return out
}

/**
 * Where the host `hostId` listens now, when found at another address than `url` and not at one
 * listed while it still answered at `url` (`stale`: a record not yet expired). Else null.
 */
export function movedHostUrl(url: string, hostId: string, found: readonly DiscoveredHostInfo[], stale: ReadonlySet<string> = new Set()): string | null {
  return otherAddresses(url, hostId, found).find((at) => !stale.has(at)) ?? null
}

/** The table's host as followed: its address and room, the id found there, and other addresses listed under that id while it answered there. */
interface Followed {
  url: string
  room: string | null
  hostId: string | null
  stale: Set<string>
}

// Kept for the window, not per component: the table may be shown anew while its seats are taken
// back, and a second follower must neither forget the id nor move again (to a stale entry of the
// old port, say, still listed until its mDNS record expires).
let followed: Followed | null = null
let moving = false
const movedTo = ref<string | null>(null)

/**
 * Follows the table's host by its id and takes the seats back where it moved to. Returns the
 * address ("192.168.1.5:7778") the seats were last taken back at, for the page to say so; null
 * until then, and always in a browser.
 */
export function useMovedHost(): Ref<string | null> {
  const api = desktopApi()
  if (!api?.listHosts || !api.onHostsChanged) return ref(null)
  const game = useGameStore()
  const found = ref<DiscoveredHostInfo[]>([])

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

  watch(
    () => [found.value, game.hostUrl, game.room, game.connectionStatus, game.heldSeats.length] as const,
    ([hosts, url, room, status, seats]) => {
      if (url === null || seats === 0 || moving) return
      // Another table (another host or room) is another host to follow.
      if (followed === null || followed.url !== url || followed.room !== room) {
        if (followed !== null && followed.room !== room) movedTo.value = null
        followed = { url, room, hostId: null, stale: new Set() }
      }
      const current = followed
      current.hostId = hostIdAt(url, hosts) ?? current.hostId
      if (current.hostId === null) return
      // A record gone from the list is no longer stale; one listed while the host answers here is.
      const others = otherAddresses(url, current.hostId, hosts)
      for (const at of current.stale) if (!others.includes(at)) current.stale.delete(at)
      const down = status === 'connecting' || status === 'reconnecting'
      if (!down) for (const at of others) current.stale.add(at)
      const target = down ? movedHostUrl(url, current.hostId, hosts, current.stale) : null
      if (target === null) return
      moving = true
      void game
        .moveHost(target)
        .then((moved) => {
          if (!moved) return
          followed = { ...current, url: target, stale: new Set() }
          movedTo.value = new URL(target).host
        }, () => undefined)
        .finally(() => (moving = false))
    },
    { immediate: true },
  )
  return movedTo
}

/** Forgets the followed host (tests start each table afresh). */
export function forgetMovedHost(): void {
  followed = null
  moving = false
  movedTo.value = null
}
