// @vitest-environment happy-dom
// Issue 10, point 8: joining an address nothing answers at took ~8 s to fail and said "The host did
// not answer" whatever happened. Now opening the connection fails within 3 s as unreachable, at once
// as refused when it is turned away, and the Start screen says which; an old error goes as soon as
// the form changes; a room whose seats are all taken offers to watch or to ask for one's seat back.
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import StartScreen from '../../../src/renderer/src/screens/StartScreen.vue'
import { CONNECT_MS, RequestError, useGameStore } from '../../../src/renderer/src/stores/game'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import { freshEnv, hostInfoFetch, mountIn, setDesktopApi, type Env } from './helpers'

/** A socket that never opens (nothing answers), or (refusing) is closed at once. */
class SilentSocket {
  static refusing = false
  readyState = 0
  onopen: (() => void) | null = null
  onmessage: ((e: { data: string }) => void) | null = null
  onclose: ((e: { code: number }) => void) | null = null
  constructor(readonly url: string) {
    if (SilentSocket.refusing) setTimeout(() => this.onclose?.({ code: 1006 }), 0)
  }
  send(): void {}
  close(): void {
    this.readyState = 3
  }
}

let env: Env
let wrapper: VueWrapper | null = null
let original: typeof WebSocket
beforeEach(() => {
  env = freshEnv()
  setDesktopApi(null)
  SilentSocket.refusing = false
  original = globalThis.WebSocket
  globalThis.WebSocket = SilentSocket as unknown as typeof WebSocket
  vi.stubGlobal('fetch', vi.fn(hostInfoFetch({ name: 'Kitchen PC', port: 7777, addresses: ['192.168.1.5'] })))
})
afterEach(() => {
  // A connection left retrying would open a socket after this file's stand-in WebSocket is gone.
  useGameStore().disconnect()
  wrapper?.unmount()
  wrapper = null
  globalThis.WebSocket = original
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('opening the connection', () => {
  it('gives up on an address where nothing answers after 3 seconds: unreachable', async () => {
    vi.useFakeTimers()
    const game = useGameStore()
    const joining = game.joinGame('ws://192.168.1.99:7777/ws', 'ABCDE', 'Ann').catch((e: unknown) => e)
    expect(CONNECT_MS).toBeLessThanOrEqual(3000)
    await vi.advanceTimersByTimeAsync(CONNECT_MS)
    const err = await joining
    expect(err).toBeInstanceOf(RequestError)
    expect((err as RequestError).code).toBe('unreachable')
  })

  it('says refused at once when the connection is turned away', async () => {
    SilentSocket.refusing = true
    const game = useGameStore()
    await expect(game.joinGame('ws://localhost:7777/ws', 'ABCDE', 'Ann')).rejects.toMatchObject({ code: 'refused' })
  })
})

async function mountStart(): Promise<VueWrapper> {
  useSettingsStore().name = 'Ann'
  wrapper = mountIn(env, StartScreen)
  await flushPromises()
  await wrapper.find('button[data-mode="join"]').trigger('click')
  await flushPromises()
  return wrapper
}

async function submitJoin(w: VueWrapper, code = 'wxyz2'): Promise<void> {
  await w.find('input.code-input').setValue(code)
  await w.find('form').trigger('submit')
  await flushPromises()
}

describe('what the Start screen says', () => {
  it('names the reason, and drops the old error once the form changes', async () => {
    const game = useGameStore()
    vi.spyOn(game, 'joinGame').mockRejectedValue(new RequestError('refused', 'nothing at localhost:7777 accepted the connection'))
    const w = await mountStart()
    await submitJoin(w)
    expect(w.get('.feedback [role="alert"]').text()).toBe('Something at that address turned the connection away. Is a Safehouse host listening on that port?')
    await w.find('input.code-input').setValue('wxyz')
    expect(w.get('.feedback [role="alert"]').text()).toBe('')
  })

  it('every seat taken: offers to watch instead, or to ask for one’s seat back', async () => {
    const game = useGameStore()
    const join = vi.spyOn(game, 'joinGame').mockRejectedValue(new RequestError('seat-taken', 'every seat is taken'))
    const watch = vi.spyOn(game, 'watchGame').mockResolvedValue()
    const w = await mountStart()
    await submitJoin(w)
    expect(join).toHaveBeenCalledTimes(1)
    expect(w.get('.feedback [role="alert"]').text()).toBe('Every seat in that room is taken.')
    const taken = w.get('[data-test="seat-taken"]')
    await taken.findAll('button').find((b) => b.text() === 'Only watch')?.trigger('click')
    await flushPromises()
    expect(watch).toHaveBeenCalledWith(expect.stringMatching(/\/ws$/), 'WXYZ2', 'Ann')

    join.mockClear()
    await submitJoin(w)
    const rejoin = vi.spyOn(game, 'requestRejoin').mockResolvedValue()
    await w.get('[data-test="seat-taken"]').findAll('button').find((b) => b.text().startsWith('It is my seat'))?.trigger('click')
    await flushPromises()
    expect(rejoin).toHaveBeenCalledWith(expect.stringMatching(/\/ws$/), 'WXYZ2', 'Ann', undefined)
    // With the seat's recovery code typed in (issue 22), it goes along.
    rejoin.mockClear()
    await submitJoin(w)
    await w.get('[data-test="recovery-input"]').setValue(' k7p2-m9qx ')
    await w.get('[data-test="seat-taken"]').findAll('button').find((b) => b.text().startsWith('It is my seat'))?.trigger('click')
    await flushPromises()
    expect(rejoin).toHaveBeenCalledWith(expect.stringMatching(/\/ws$/), 'WXYZ2', 'Ann', 'k7p2-m9qx')
  })

  it('a refused request to take one’s seat back keeps the recovery code field, to try again (issue 34, point 11)', async () => {
    const game = useGameStore()
    vi.spyOn(game, 'joinGame').mockRejectedValue(new RequestError('seat-taken', 'every seat is taken'))
    const rejoin = vi.spyOn(game, 'requestRejoin').mockRejectedValue(new RequestError('no-rejoin', 'use the recovery code'))
    const w = await mountStart()
    await submitJoin(w)
    await w.get('[data-test="seat-taken"]').findAll('button').find((b) => b.text().startsWith('It is my seat'))?.trigger('click')
    await flushPromises()
    expect(w.get('.feedback [role="alert"]').text()).toContain('Use the seat’s recovery code')
    await w.get('[data-test="recovery-input"]').setValue('k7p2-m9qx')
    rejoin.mockResolvedValue()
    await w.get('[data-test="seat-taken"]').findAll('button').find((b) => b.text().startsWith('It is my seat'))?.trigger('click')
    await flushPromises()
    expect(rejoin).toHaveBeenLastCalledWith(expect.stringMatching(/\/ws$/), 'WXYZ2', 'Ann', 'k7p2-m9qx')
  })
})
