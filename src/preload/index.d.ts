import type { SafehouseApi } from '../shared/preload-api'

declare global {
  interface Window {
    readonly safehouse: SafehouseApi
  }
}

export {}
