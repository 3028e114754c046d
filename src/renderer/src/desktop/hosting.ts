// The network game this window opened with the desktop app's startHosting(): the Start screen
// sets it, the Lobby reads the addresses to share, and leaving the game stops hosting. After a
// reload, App.vue asks the app whether it is still hosting.
import { shallowRef } from 'vue'
import type { HostingInfo } from '@shared/preload-api'
import { desktopApi } from '../platform'

export type { HostingInfo } from '@shared/preload-api'

export const hosting = shallowRef<HostingInfo | null>(null)

/** Closes this computer's network game to the network (the rooms stay). Never throws. */
export async function stopHosting(): Promise<void> {
  if (!hosting.value) return
  hosting.value = null
  try {
    await desktopApi()?.stopHosting?.()
  } catch {
    // Already stopped.
  }
}

/** After a reload: is the app still hosting? */
export async function restoreHosting(): Promise<void> {
  try {
    hosting.value = (await desktopApi()?.hostingStatus?.()) ?? null
  } catch {
    hosting.value = null
  }
}
