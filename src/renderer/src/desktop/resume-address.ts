// Where a saved game is taken back, in the desktop app. The app's own servers listen on ports
// chosen at each launch (the local one on any free port; the network one on the preferred port or
// any free one, and only while hosting), so a session saved with a loopback address names a port
// that is gone after a restart: resuming there would time out. A saved loopback address therefore
// means "this computer's host", wherever it listens now:
// - a game on this computer alone (against the computer, hot-seat): the local server;
// - a network game this computer hosted: the network server while the app still hosts it (a
//   reload); after a restart the local server, which reaches every room of this host, and the
//   player is offered to open the network again (hosting-offer.ts). A restart never opens the
//   network by itself (issue 23, point 3); the friend's window keeps retrying until it is open.
// Any other address (a friend's host), and every address in a browser (whose host is the page's,
// and whose saved session belongs to that page's origin), is resumed as saved.
import { hosting } from './hosting'
import { isLoopbackUrl } from '../net/host-url'
import { desktopApi } from '../platform'
import type { SavedSession } from '../stores/saved-games'
import { dropHostingOffer, hostingOffer, offerHosting } from './hosting-offer'

export interface ResumeAddress {
  url: string
  /** A network game of this computer's, taken back while the network is closed. */
  localOnly: boolean
}

/** The address to resume `saved` at now. */
export async function resumeAddress(saved: Pick<SavedSession, 'hostUrl' | 'mode'>): Promise<ResumeAddress> {
  const api = desktopApi()
  if (!api?.localHost || !isLoopbackUrl(saved.hostUrl)) return { url: saved.hostUrl, localOnly: false }
  const localUrl = async (): Promise<string> => (await api.localHost?.())?.wsUrl ?? saved.hostUrl
  if (saved.mode !== 'network') return { url: await localUrl(), localOnly: false }
  const open = await api.hostingStatus?.().catch(() => null)
  if (open) {
    hosting.value ??= open
    return { url: open.wsUrl, localOnly: false }
  }
  return { url: await localUrl(), localOnly: true }
}

/**
 * Resumes `saved` (with `resume`, the store's) at the address it has now. A network game of this
 * computer's, back on the local server only, comes with the offer to open the network again.
 */
export async function resumeAt(saved: Pick<SavedSession, 'hostUrl' | 'mode' | 'room'>, resume: (hostUrl: string) => Promise<boolean>): Promise<boolean> {
  const { url, localOnly } = await resumeAddress(saved)
  const resumed = await resume(url)
  if (resumed && localOnly) offerHosting(saved.room)
  else if (hostingOffer.value?.room === saved.room) dropHostingOffer()
  return resumed
}
