// @vitest-environment happy-dom
// A seat badge is shared by every game (the room panels, the lobby, the Start screen) and imports
// none: its colour and shape come from the app, which provides each game's own (issue 37, point 2).
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import App from '../../src/renderer/src/App.vue'
import SeatBadge from '../../src/renderer/src/components/common/SeatBadge.vue'
import { provideSeatLooks } from '../../src/renderer/src/components/common/seat-looks'
import { seatLookOf } from '../../src/renderer/src/games'
import { createAppI18n } from '../../src/renderer/src/i18n'
import type { GameId } from '../../src/shared/room-basics'
import { useSettingsStore } from '../../src/renderer/src/stores/settings'
import { freshEnv } from './start/helpers'

afterEach(() => {
  document.body.innerHTML = ''
})

function badge(props: { seat: string; game: GameId; name?: string }, provided: boolean) {
  setActivePinia(createPinia())
  const Holder = defineComponent({
    setup() {
      if (provided) provideSeatLooks(seatLookOf)
      return () => h(SeatBadge, props)
    },
  })
  return mount(Holder, { global: { plugins: [createAppI18n('en')] } })
}

describe('the seat badge', () => {
  it('wears the colour and shape its game gives the seat, and names the seat in the game’s words', () => {
    const green = badge({ seat: 'green', game: 'agent-dog' }, true)
    expect(green.get('.seat-badge').classes()).toContain('seat-green')
    expect(green.get('.shape').text()).toBe('▲')
    expect(green.get('.name').text()).toBe('Green')
    const blue = badge({ seat: 'blue2', game: 'spies-and-lies', name: 'Ann' }, true)
    expect(blue.get('.seat-badge').classes()).toContain('seat-blue')
    expect(blue.get('.shape').text()).toBe('●')
    expect(blue.get('.seat-word').text()).toBe('Blue 2')
  })

  it('shows a plain seat, still named, where no looks are provided', () => {
    const w = badge({ seat: 'green', game: 'agent-dog' }, false)
    expect(w.get('.seat-badge').classes()).toContain('seat-white')
    expect(w.get('.shape').text()).toBe('○')
    expect(w.get('.name').text()).toBe('Green')
  })

  it('is given the games’ looks by the app: the Start screen’s computer game shows Red against Blue', async () => {
    // Mounted with only what main.ts gives the app (mountIn would provide the looks itself).
    const env = freshEnv()
    useSettingsStore().name = 'Ann'
    const w = mount(App, { attachTo: document.body, global: { plugins: [env.pinia, env.i18n] } })
    await flushPromises()
    await w.get('button[data-mode="computer"]').trigger('click')
    await flushPromises()
    const looks = w.findAll('.intro .seat-badge').map((b) => [b.classes().find((c) => c.startsWith('seat-') && c !== 'seat-badge'), b.get('.shape').text()])
    expect(looks).toEqual([
      ['seat-red', '◆'],
      ['seat-blue', '●'],
    ])
    w.unmount()
  })
})
