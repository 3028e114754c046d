// Hosts this player joined before, newest first, so Join can offer them again. Kept in
// localStorage; what is read back is checked entry by entry (the storage is the user's to edit).
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { wsUrlFromAddress } from '../net/host-url'

export interface RecentHost {
  /** The host's WebSocket URL, as wsUrlFromAddress makes it. */
  wsUrl: string
  /** What the player typed or picked, e.g. "192.168.1.5:7777". */
  label: string
  /** The host's advertised name, when it had one. */
  name?: string
  /** When it was last joined (ms since the epoch). */
  usedAt: number
}

export const RECENT_HOSTS_KEY = 'safehouse.recentHosts'
export const MAX_RECENT_HOSTS = 5
const MAX_TEXT = 100

function validEntry(x: unknown): RecentHost | null {
  if (typeof x !== 'object' || x === null) return null
  const o = x as Record<string, unknown>
  if (typeof o.wsUrl !== 'string' || wsUrlFromAddress(o.wsUrl) !== o.wsUrl) return null
  if (typeof o.label !== 'string' || o.label.trim() === '' || o.label.length > MAX_TEXT) return null
  if (o.name !== undefined && (typeof o.name !== 'string' || o.name.length > MAX_TEXT)) return null
  if (typeof o.usedAt !== 'number' || !Number.isFinite(o.usedAt)) return null
  return { wsUrl: o.wsUrl, label: o.label, ...(typeof o.name === 'string' && o.name ? { name: o.name } : {}), usedAt: o.usedAt }
}

/** The saved list, keeping only well-formed entries, each host once, at most MAX_RECENT_HOSTS. */
export function loadRecentHosts(raw: string | null = localStorage.getItem(RECENT_HOSTS_KEY)): RecentHost[] {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const out: RecentHost[] = []
  for (const item of parsed) {
    const entry = validEntry(item)
    if (entry && !out.some((h) => h.wsUrl === entry.wsUrl)) out.push(entry)
  }
  return out.sort((a, b) => b.usedAt - a.usedAt).slice(0, MAX_RECENT_HOSTS)
}

export const useRecentHostsStore = defineStore('recentHosts', () => {
  const hosts = ref<RecentHost[]>(loadRecentHosts())

  function persist(): void {
    try {
      localStorage.setItem(RECENT_HOSTS_KEY, JSON.stringify(hosts.value))
    } catch {
      // Storage full or disabled: the list still works for this session.
    }
  }

  /** Puts a host first (once), dropping the oldest beyond MAX_RECENT_HOSTS. */
  function remember(host: { wsUrl: string; label: string; name?: string }, now = Date.now()): void {
    const entry = validEntry({ ...host, label: host.label.slice(0, MAX_TEXT), name: host.name?.slice(0, MAX_TEXT), usedAt: now })
    if (!entry) return
    hosts.value = [entry, ...hosts.value.filter((h) => h.wsUrl !== entry.wsUrl)].slice(0, MAX_RECENT_HOSTS)
    persist()
  }

  function forget(wsUrl: string): void {
    hosts.value = hosts.value.filter((h) => h.wsUrl !== wsUrl)
    persist()
  }

  return { hosts, remember, forget }
})
