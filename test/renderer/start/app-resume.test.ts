// @vitest-environment happy-dom
// Starting up with a saved game: back to the table, unless something else was asked for first.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import App from '../../../src/renderer/src/App.vue'
import { useGameStore, type SavedSession } from '../../../src/renderer/src/stores/game'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { keepSession } from '../../../src/renderer/src/stores/saved-games'
import { DEFAULT_GAME } from '../../../src/shared/room-basics'
import { freshEnv, mountIn } from './helpers'

const SAVED: SavedSession = { hostUrl: 'ws://127.0.0.1:4000/ws', room: 'ABCDE', mode: 'computer', tokens: { red: 'r'.repeat(24) } }

function mountApp() {
  const env = freshEnv()
  const game = useGameStore()
  // A game kept on this computer, for the app to take back.
  keepSession(SAVED, DEFAULT_GAME)
  let finish: (ok: boolean) => void = () => {}
  vi.spyOn(game, 'resumeSaved').mockImplementation(() => new Promise<boolean>((resolve) => (finish = resolve)))
  const w = mountIn(env, App)
  return { w, ui: useUiStore(), finish: (ok: boolean) => finish(ok) }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('starting up with a saved game', () => {
  it('goes back to the table once the game is resumed', async () => {
    const { w, ui, finish } = mountApp()
    await flushPromises()
    finish(true)
    await flushPromises()
    expect(ui.screen).toBe('table')
    w.unmount()
  })

  it('stays where the player went meanwhile', async () => {
    const { w, ui, finish } = mountApp()
    await flushPromises()
    ui.openStart('host')
    finish(true)
    await flushPromises()
    expect(ui.screen).toBe('start')
    w.unmount()
  })
})
