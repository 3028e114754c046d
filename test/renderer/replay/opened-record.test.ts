// @vitest-environment happy-dom
// Issue 26, point 4 in the desktop app: a game record opened from the menu (or by a double-click)
// whose game has ended opens its replay; one still in play sits down at the table as before.
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import StartScreen from '../../../src/renderer/src/screens/StartScreen.vue'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import type { ImportedGame, SafehouseApi } from '../../../src/shared/preload-api'
import { freshEnv, mountIn, setDesktopApi, type Env } from '../start/helpers'

const URL = 'ws://127.0.0.1:4000/ws'
const GAME: ImportedGame = {
  room: 'QRSTU',
  game: 'confusion',
  name: 'Kitchen',
  seats: { white: { name: 'Ann', token: 'w'.repeat(24), bot: false }, red: { name: null, token: 'r'.repeat(24), bot: true } },
}

let env: Env
beforeEach(() => {
  env = freshEnv()
})
afterEach(() => {
  document.body.innerHTML = ''
  setDesktopApi(null)
})

async function openRecord(imported: ImportedGame) {
  setDesktopApi({ importGame: async () => imported, localHost: async () => ({ wsUrl: URL }) } as unknown as SafehouseApi)
  useSettingsStore().name = 'Ann'
  const game = useGameStore()
  const sit = vi.spyOn(game, 'openImported').mockResolvedValue()
  const w = mountIn(env, StartScreen)
  await flushPromises()
  await w.findAll('button').find((b) => b.text().includes('Open game record'))?.trigger('click')
  await flushPromises()
  return { ui: useUiStore(), sit, w }
}

describe('a game record opened in the desktop app', () => {
  it('opens the replay of a finished game', async () => {
    const { ui, sit, w } = await openRecord({ ...GAME, finished: true })
    expect(sit).not.toHaveBeenCalled()
    expect(ui.screen).toBe('replay')
    expect(ui.replay).toEqual({ kind: 'room', url: URL, code: 'QRSTU' })
    w.unmount()
  })

  it('sits down at a game still in play', async () => {
    const { ui, sit, w } = await openRecord(GAME)
    expect(sit).toHaveBeenCalledWith(URL, GAME)
    expect(ui.screen).toBe('table')
    w.unmount()
  })
})
