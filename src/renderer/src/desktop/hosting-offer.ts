// After the desktop app restarted, a network game this computer hosted is taken back at once on
// the local server (127.0.0.1), but the network stays closed: listening on every interface and
// advertising on mDNS is for the player to ask, not for a restart to do (issue 23, point 3; on a
// café's Wi-Fi it would offer the game to strangers). The offer is that one click.
import { shallowRef } from 'vue'
import { hosting } from './hosting'
import { desktopApi } from '../platform'

export interface HostingOffer {
  /** The room resumed on this computer only. */
  room: string
  /** Opening the network failed; the reason, to show. */
  failed?: string
}

export const hostingOffer = shallowRef<HostingOffer | null>(null)

/** Offers to open `room`'s host to the network again (replacing any earlier offer). */
export function offerHosting(room: string): void {
  hostingOffer.value = { room }
}

/** The player said yes: opens the network (friends' windows, which keep retrying, get back in). */
export async function acceptHostingOffer(): Promise<void> {
  const offer = hostingOffer.value
  const startHosting = desktopApi()?.startHosting
  if (!offer || !startHosting) return
  try {
    const opened = await startHosting()
    hosting.value = opened
    if (hostingOffer.value === offer) hostingOffer.value = null
  } catch (err) {
    if (hostingOffer.value === offer) hostingOffer.value = { ...offer, failed: err instanceof Error ? err.message : String(err) }
  }
}

/** Not now (or the game was left): the network stays closed. */
export function dropHostingOffer(): void {
  hostingOffer.value = null
}
