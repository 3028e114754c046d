import type { SafehouseApi } from '../shared/preload-api'

declare global {
  interface Window {
    /** Absent in a plain browser. */
    readonly safehouse?: SafehouseApi
  }
}

export {}
