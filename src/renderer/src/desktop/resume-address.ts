// Where a saved game is taken back, in the desktop app. The app's own servers listen on ports
// chosen at each launch (the local one on any free port; the network one on the preferred port or
// any free one, and only while hosting), so a session saved with a loopback address names a port
// that is gone after a restart: resuming there would time out, and the store would then forget the
// seats' tokens. A saved loopback address therefore means "this computer's host", wherever it
// listens now:
// - a game on this computer alone (against the computer, hot-seat): the local server;
// - a network game this computer hosted: the network server while the app still hosts it (a
//   reload), or opened again (a restart), so the friend's window, which keeps retrying, gets back in.
// Any other address (a friend's host), and every address in a browser (whose host is the page's,
// and whose saved session belongs to that page's origin), is resumed as saved.
import type { HostingInfo } from '@shared/preload-api'
import { hosting, stopHosting } from '../components/common/hosting'
import { isLoopbackUrl } from '../net/host-url'
import { desktopApi } from '../platform'
import type { SavedSession } from '../stores/game'

export interface ResumeAddress {
  url: string
  /** The network game was opened again for this resume (to be closed if the resume fails). */
  reopened: HostingInfo | null
}

/** The address to resume `saved` at now. */
export async function resumeAddress(saved: Pick<SavedSession, 'hostUrl' | 'mode'>): Promise<ResumeAddress> {
  const api = desktopApi()
  if (!api?.localHost || !isLoopbackUrl(saved.hostUrl)) return { url: saved.hostUrl, reopened: null }
  const { localHost } = api
  const local = async (): Promise<ResumeAddress> => ({ url: (await localHost()).wsUrl, reopened: null })
  if (saved.mode !== 'network') return local()
  const open = await api.hostingStatus?.().catch(() => null)
  if (open) {
    hosting.value ??= open
    return { url: open.wsUrl, reopened: null }
  }
  if (!api.startHosting) return local()
  try {
    const opened = await api.startHosting()
    hosting.value = opened
    return { url: opened.wsUrl, reopened: opened }
  } catch {
    // The network cannot be opened now: the player still gets the seats back (the local server
    // reaches every room of this host); the friend waits until it is hosted again.
    return local()
  }
}

/**
 * Resumes `saved` (with `resume`, the store's) at the address it has now. A network game opened
 * again for a resume that then fails is closed again, unless something else took it over meanwhile
 * (a new network game started from the Start screen).
 */
export async function resumeAt(saved: Pick<SavedSession, 'hostUrl' | 'mode'>, resume: (hostUrl: string) => Promise<boolean>): Promise<boolean> {
  const { url, reopened } = await resumeAddress(saved)
  let resumed = false
  try {
    resumed = await resume(url)
    return resumed
  } finally {
    if (reopened && !resumed && hosting.value === reopened) await stopHosting()
  }
}
