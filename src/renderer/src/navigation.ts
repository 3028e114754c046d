// The app's screens in the browser's history (issue 10, point 9): each screen has its address
// (`#/table`, `#/rules`…; a hash, so that neither the LAN host's file server nor the desktop app's
// app:// scheme is involved) and its own history entry, so the browser's Back and Forward move
// between screens inside the app, and a reload lands on the same screen. A replay's address names
// its room (`#/replay/CODE`), so that it can be shared on the LAN.
export const SCREENS = ['start', 'lobby', 'table', 'rules', 'settings', 'replay', 'tutorial'] as const
export type Screen = (typeof SCREENS)[number]

interface Entry {
  safehouseScreen: Screen
  /** How many of the app's entries lie before this one (0: the first). */
  depth: number
}

export function screenOfHash(hash: string): Screen | null {
  const [name, detail] = hash.replace(/^#\/?/, '').split('/')
  if (name === 'replay') return 'replay'
  return detail === undefined && (SCREENS as readonly string[]).includes(name ?? '') ? (name as Screen) : null
}

/** The room code of a replay's address (`#/replay/CODE`), or null. */
export function replayCodeOfHash(hash: string): string | null {
  const match = /^#\/?replay\/([A-Za-z0-9]{1,12})$/.exec(hash)
  return match ? (match[1] as string).toUpperCase() : null
}

function entryOf(state: unknown): Entry | null {
  if (typeof state !== 'object' || state === null) return null
  const e = state as Partial<Entry>
  return typeof e.safehouseScreen === 'string' && screenOfHash(e.safehouseScreen) !== null && typeof e.depth === 'number' ? (e as Entry) : null
}

function hasHistory(): boolean {
  return typeof window !== 'undefined' && typeof window.history?.pushState === 'function'
}

/** Records `screen` as a new entry (push) or in place of the current one (replace); `detail`: the replay's room. */
export function recordScreen(screen: Screen, how: 'push' | 'replace', detail: string | null = null): void {
  if (!hasHistory()) return
  const here = entryOf(window.history.state)
  const depth = how === 'push' && here ? here.depth + 1 : (here?.depth ?? 0)
  const url = `${window.location.pathname}${window.location.search}#/${screen}${detail ? `/${detail}` : ''}`
  const entry: Entry = { safehouseScreen: screen, depth }
  if (how === 'push' && here) window.history.pushState(entry, '', url)
  else window.history.replaceState(entry, '', url)
}

/** Whether an entry of the app lies before the current one (Back stays in the app). */
export function canGoBack(): boolean {
  return hasHistory() && (entryOf(window.history.state)?.depth ?? 0) > 0
}

export function goBack(): void {
  if (hasHistory()) window.history.back()
}

/** The screen the page's address names (a reload, or a link). */
export function screenInAddress(): Screen | null {
  return typeof window === 'undefined' ? null : screenOfHash(window.location.hash)
}

/** Calls `show` with the screen of every history entry the browser moves to (Back, Forward). */
export function onHistoryMove(show: (screen: Screen) => void): () => void {
  const listener = (event: PopStateEvent) => {
    const screen = entryOf(event.state)?.safehouseScreen ?? screenOfHash(window.location.hash)
    if (screen) show(screen)
  }
  window.addEventListener('popstate', listener)
  return () => window.removeEventListener('popstate', listener)
}
