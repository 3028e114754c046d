/** A host found on the network by mDNS, as the desktop app lists it for "Join". */
export interface DiscoveredHostInfo {
  id: string
  name: string
  game: string
  address: string
  port: number
}

/**
 * Shape of the API the preload script exposes to the renderer as `window.safehouse`. Only what a
 * browser cannot do; everything else goes through the host's WebSocket. The methods are optional
 * until the desktop shell provides them, and the renderer works without them (in a browser).
 */
export interface SafehouseApi {
  readonly version: number
  /** The app's own host on 127.0.0.1, for hot-seat and games against the computer. */
  localHost?(): Promise<{ wsUrl: string }>
  /** Opens the app's host to the home network and advertises it; returns the addresses to share. */
  startHosting?(): Promise<{ wsUrl: string; addresses: string[] }>
  stopHosting?(): Promise<void>
  /** Hosts found on the network; the listener gets the whole list on every change. */
  onHostsChanged?(listener: (hosts: DiscoveredHostInfo[]) => void): () => void
}
