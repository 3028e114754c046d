// What the page can ask of where it runs: the desktop app (through the preload's narrow API) or a
// plain browser that was served by a host.
import type { SafehouseApi } from '@shared/preload-api'
import { wsUrlForPage } from './net/host-url'

export function desktopApi(): SafehouseApi | null {
  return typeof window !== 'undefined' && window.safehouse ? window.safehouse : null
}

/** The host that runs games started here: the desktop app's own, or the one that served the page. */
export async function localHostUrl(): Promise<string> {
  const api = desktopApi()
  if (api?.localHost) return (await api.localHost()).wsUrl
  return wsUrlForPage(window.location)
}
