// @vitest-environment happy-dom
// The one click that opens a network game to the network again after the desktop app restarted:
// shown until answered; Resume hosting opens it, Not now leaves it closed, and it goes with the game.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hosting } from '../../../src/renderer/src/desktop/hosting'
import HostingOffer from '../../../src/renderer/src/components/common/HostingOffer.vue'
import { hostingOffer, offerHosting } from '../../../src/renderer/src/desktop/hosting-offer'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import type { SafehouseApi } from '../../../src/shared/preload-api'
import { freshEnv, mountIn, setDesktopApi } from '../start/helpers'

const OPENED = { wsUrl: 'ws://127.0.0.1:7777/ws', addresses: ['192.168.1.50'] }

function setup() {
  const env = freshEnv()
  const startHosting = vi.fn(async () => OPENED)
  setDesktopApi({ version: 1, startHosting } as unknown as SafehouseApi)
  const game = useGameStore()
  game.room = 'ABCDE'
  offerHosting('ABCDE')
  const w = mountIn(env, HostingOffer)
  return { w, game, startHosting }
}

afterEach(() => {
  setDesktopApi(null)
  hostingOffer.value = null
  hosting.value = null
  document.body.innerHTML = ''
})

describe('the offer to host again', () => {
  it('asks, and Resume hosting opens the network', async () => {
    const { w, startHosting } = setup()
    expect(w.get('[data-testid="hosting-offer"]').text()).toContain('Your network game ABCDE is back on this computer')
    await w.get('button.primary').trigger('click')
    await flushPromises()
    expect(startHosting).toHaveBeenCalledOnce()
    expect(hosting.value).toEqual(OPENED)
    expect(w.find('[data-testid="hosting-offer"]').exists()).toBe(false)
    w.unmount()
  })

  it('Not now leaves the network closed', async () => {
    const { w, startHosting } = setup()
    const notNow = w.findAll('button').find((b) => b.text() === 'Not now')
    await notNow?.trigger('click')
    expect(startHosting).not.toHaveBeenCalled()
    expect(hostingOffer.value).toBeNull()
    w.unmount()
  })

  it('goes away when the game is left', async () => {
    const { w, game } = setup()
    game.room = null
    await flushPromises()
    expect(hostingOffer.value).toBeNull()
    w.unmount()
  })
})
