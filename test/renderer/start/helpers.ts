// Mounting the Start/Lobby/Settings screens with a real Pinia and the app's i18n, and the seat looks
// the app provides (App.vue).
import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import type { Component } from 'vue'
import { SEAT_LOOKS } from '../../../src/renderer/src/components/common/seat-looks'
import { seatLookOf } from '../../../src/renderer/src/games'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import type { SafehouseApi } from '../../../src/shared/preload-api'

export interface Env {
  pinia: Pinia
  i18n: ReturnType<typeof createAppI18n>
}

/** A fresh Pinia (made active, so stores can be spied on before mounting) and English i18n. */
export function freshEnv(): Env {
  localStorage.clear()
  const pinia = createPinia()
  setActivePinia(pinia)
  return { pinia, i18n: createAppI18n('en') }
}

export function mountIn<C extends Component>(env: Env, component: C, options: ComponentMountingOptions<C> = {}) {
  return mount(component, { attachTo: document.body, ...options, global: { plugins: [env.pinia, env.i18n], provide: { [SEAT_LOOKS]: seatLookOf } } } as ComponentMountingOptions<C>)
}

/** Pretends to run inside the desktop app (window.safehouse), or in a plain browser (null). */
export function setDesktopApi(api: SafehouseApi | null): void {
  Object.defineProperty(window, 'safehouse', { value: api ?? undefined, configurable: true, writable: true })
}

/** GET /api/info as a host would answer it. */
export function hostInfoFetch(info: { name: string; port: number; addresses: string[]; rooms?: unknown[] }) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    if (String(input).endsWith('/api/info')) {
      return new Response(JSON.stringify({ version: 1, ...info }), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }
    return new Response('not found', { status: 404 })
  }
}
