// @vitest-environment happy-dom
// The page tells the desktop app when a turn starts (the app decides whether to show it).
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, nextTick } from 'vue'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useTurnNotices } from '../../../src/renderer/src/desktop/turn-notices'
import { gameEntry } from '../../../src/renderer/src/games'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { SPIES_AND_LIES } from '../all-messages'
import { useGameStore, type HeldSeat } from '../../../src/renderer/src/stores/game'
import type { SafehouseApi, TurnNotice } from '../../../src/shared/preload-api'
import type { PlayerView, Prompt, Seat } from '../../../src/shared/spies-and-lies/types'
import { setDesktopApi } from '../start/helpers'

const Probe = defineComponent({
  setup() {
    useTurnNotices(gameEntry)
    return () => null
  },
})

let notices: TurnNotice[]

function seat(s: Seat, seq: number, prompt: Prompt | null): HeldSeat {
  return { seat: s, token: 't', seq, status: 'open', view: { prompt } as unknown as PlayerView }
}

async function show(held: Partial<Record<Seat, HeldSeat>>): Promise<void> {
  useGameStore().held = held as Record<string, HeldSeat>
  await nextTick()
  // The notice waits for the game's own text to be loaded (a dynamic import): load it here too,
  // then let the notice's continuation run.
  await gameEntry('spies-and-lies')?.loadMessages()
  await flushPromises()
}

function mountProbe(language: 'en' | 'fr' = 'en') {
  const pinia = createPinia()
  setActivePinia(pinia)
  useGameStore().$patch({ room: 'ABCDE', gameId: 'spies-and-lies' })
  return mount(Probe, { global: { plugins: [pinia, createAppI18n(language, SPIES_AND_LIES)] } })
}

beforeEach(() => {
  notices = []
  const notifyTurn = vi.fn((n: TurnNotice) => void notices.push(n))
  setDesktopApi({ version: 1, notifyTurn } satisfies SafehouseApi)
})

describe('turn notices', () => {
  it('one notice when a turn starts after a wait, none while it goes on', async () => {
    mountProbe()
    await show({ red: seat('red', 0, { type: 'deploy' }) })
    expect(notices).toEqual([{ title: 'Safehouse: your turn', body: 'Your turn in room ABCDE: deploy four soldiers.' }])
    await show({ red: seat('red', 1, null) })
    await show({ red: seat('red', 2, { type: 'guess', mission: 0 }) })
    // Guess after guess (the enemy's answer came in between, but nothing was awaited from us).
    await show({ red: seat('red', 3, { type: 'guess', mission: 1 }) })
    expect(notices.map((n) => n.body)).toEqual(['Your turn in room ABCDE: deploy four soldiers.', 'Your turn in room ABCDE: identify a soldier.'])
  })

  it('hot-seat: names the side, and says nothing when the turn passes straight to the other seat', async () => {
    mountProbe()
    await show({ red: seat('red', 0, { type: 'deploy' }), blue: seat('blue', 0, { type: 'deploy' }) })
    await show({ red: seat('red', 1, null), blue: seat('blue', 1, { type: 'deploy' }) })
    expect(notices).toEqual([{ title: 'Safehouse: Red to play', body: 'Your turn in room ABCDE: deploy four soldiers.' }])
  })

  it("in the player's language", async () => {
    mountProbe('fr')
    await show({ blue: seat('blue', 0, { type: 'marshal' }) })
    expect(notices[0]?.title).toBe('Safehouse : à vous de jouer')
  })

  it('in a plain browser there is nobody to tell', async () => {
    setDesktopApi(null)
    mountProbe()
    await show({ red: seat('red', 0, { type: 'deploy' }) })
    expect(notices).toEqual([])
  })
})
