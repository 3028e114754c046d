// The network game this window opened with the desktop app's startHosting(): the Start screen
// sets it, the Lobby reads the addresses to share and stops hosting on Leave.
import { shallowRef } from 'vue'

export interface HostingInfo {
  wsUrl: string
  addresses: string[]
}

export const hosting = shallowRef<HostingInfo | null>(null)
