// @vitest-environment happy-dom
// Issue 10, point 9: the browser's Back left the app. Every screen now has its address and its
// history entry: Back and Forward move between screens, a reload lands on the same screen, and a
// table with no game behind it gives way to the Start screen.
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import App from '../../../src/renderer/src/App.vue'
import { screenOfHash } from '../../../src/renderer/src/navigation'
import { useGameStore, type SavedSession } from '../../../src/renderer/src/stores/game'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { keepSession } from '../../../src/renderer/src/stores/saved-games'
import { DEFAULT_GAME } from '../../../src/shared/room-basics'
import { freshEnv, mountIn } from './helpers'

const SAVED: SavedSession = { hostUrl: 'ws://127.0.0.1:4000/ws', room: 'ABCDE', mode: 'computer', tokens: { red: 'r'.repeat(24) } }

/** What the browser does on Back or Forward: the entry changes, then popstate. */
function browserMoves(state: unknown, hash: string): void {
  window.history.replaceState(state, '', `/${hash}`)
  window.dispatchEvent(new PopStateEvent('popstate', { state }))
}

// Each test starts from a page with no entry of the app's (another test file may have left one).
beforeEach(() => window.history.replaceState(null, '', '/'))
afterEach(() => {
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

describe('screens in the address and the history', () => {
  it('names every screen in the address, one history entry each', async () => {
    const env = freshEnv()
    const w = mountIn(env, App)
    await flushPromises()
    const ui = useUiStore()
    expect(window.location.hash).toBe('#/start')
    const before = window.history.length
    ui.go('rules')
    expect(window.location.hash).toBe('#/rules')
    expect(window.history.length).toBe(before + 1)
    expect(window.history.state).toMatchObject({ safehouseScreen: 'rules', depth: 1 })
    w.unmount()
  })

  it('follows the browser’s Back and Forward between screens, inside the app', async () => {
    const env = freshEnv()
    const w = mountIn(env, App)
    await flushPromises()
    const ui = useUiStore()
    ui.go('settings')
    const settings = window.history.state as unknown
    browserMoves({ safehouseScreen: 'start', depth: 0 }, '#/start')
    expect(ui.screen).toBe('start')
    browserMoves(settings, '#/settings')
    expect(ui.screen).toBe('settings')
    w.unmount()
  })

  it('a table left since is not shown again: Back to it lands on the Start screen', async () => {
    const env = freshEnv()
    const w = mountIn(env, App)
    await flushPromises()
    const ui = useUiStore()
    browserMoves({ safehouseScreen: 'table', depth: 1 }, '#/table')
    expect(ui.screen).toBe('start')
    expect(window.location.hash).toBe('#/start')
    w.unmount()
  })

  it('Back from Rules goes back through the history when the app put an entry there', async () => {
    const env = freshEnv()
    const w = mountIn(env, App)
    await flushPromises()
    const ui = useUiStore()
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    ui.go('rules')
    ui.back()
    expect(ui.screen).toBe('start')
    expect(back).toHaveBeenCalledTimes(1)
    w.unmount()
  })
})

describe('a reload', () => {
  it('lands on Rules when the address names it', async () => {
    window.history.replaceState(null, '', '/#/rules')
    const env = freshEnv()
    const w = mountIn(env, App)
    await flushPromises()
    expect(useUiStore().screen).toBe('rules')
    w.unmount()
  })

  it('at the table comes back to the table once the saved game is resumed, in place of the entry', async () => {
    window.history.replaceState(null, '', '/#/table')
    const env = freshEnv()
    const game = useGameStore()
    keepSession(SAVED, DEFAULT_GAME)
    vi.spyOn(game, 'resumeSaved').mockImplementation(async () => {
      game.mode = 'computer'
      return true
    })
    const w = mountIn(env, App)
    await flushPromises()
    expect(useUiStore().screen).toBe('table')
    expect(window.location.hash).toBe('#/table')
    w.unmount()
  })

  it('in a network game’s lobby comes back to the lobby while the room waits for players', async () => {
    window.history.replaceState(null, '', '/#/lobby')
    const env = freshEnv()
    const game = useGameStore()
    keepSession({ ...SAVED, mode: 'network' }, DEFAULT_GAME)
    vi.spyOn(game, 'resumeSaved').mockImplementation(async () => {
      game.mode = 'network'
      game.room = 'ABCDE'
      return true
    })
    const w = mountIn(env, App)
    await flushPromises()
    expect(useUiStore().screen).toBe('lobby')
    w.unmount()
  })

  it('at a table with no game to resume lands on the Start screen', async () => {
    window.history.replaceState(null, '', '/#/table')
    const env = freshEnv()
    const w = mountIn(env, App)
    await flushPromises()
    expect(useUiStore().screen).toBe('start')
    expect(window.location.hash).toBe('#/start')
    w.unmount()
  })
})

describe('addresses', () => {
  it('reads a screen from a hash and nothing else', () => {
    expect(screenOfHash('#/table')).toBe('table')
    expect(screenOfHash('#/nowhere')).toBeNull()
    expect(screenOfHash('')).toBeNull()
  })
})
