// @vitest-environment happy-dom
// The desktop app finds a table's host again at another port by its mDNS host id (issue 34,
// point 10): a fake discovery feed stands in for the main process's mDNS browsing.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DiscoveredHostInfo } from '../../../src/shared/preload-api'
import { viewFor } from '../../../src/engine/spies-and-lies'
import { forgetMovedHost, hostIdAt, movedHostUrl } from '../../../src/renderer/src/desktop/moved-host'
import TableScreen from '../../../src/renderer/src/games/spies-and-lies/SpiesAndLiesTable.vue'
import { freshPinia, hold, mountTable, newGame } from '../spies-and-lies/helpers'

const ID = '0123456789abcdef'
const OLD = 'ws://192.168.1.5:7777/ws'
const NEW = 'ws://192.168.1.5:7778/ws'

function found(port: number, hostId: string | null = ID): DiscoveredHostInfo {
  return { id: `Ann (${port})._safehouse._tcp.local`, name: 'Ann', game: 'spies-and-lies', games: ['spies-and-lies'], open: 0, version: '2', address: '192.168.1.5', port, rooms: [], ...(hostId ? { hostId } : {}) }
}

/** A desktop API whose discovery feed the test drives. */
function fakeDiscovery(first: DiscoveredHostInfo[]) {
  let listener: ((hosts: DiscoveredHostInfo[]) => void) | null = null
  const api = {
    version: 1,
    listHosts: vi.fn(async () => first),
    onHostsChanged: vi.fn((l: (hosts: DiscoveredHostInfo[]) => void) => {
      listener = l
      return () => (listener = null)
    }),
  }
  Object.defineProperty(window, 'safehouse', { value: api, configurable: true, writable: true })
  return { feed: (hosts: DiscoveredHostInfo[]) => listener?.(hosts), listHosts: api.listHosts }
}

function table() {
  const pinia = freshPinia()
  const game = hold({ red: viewFor(newGame(), 'red') }, { mode: 'network' })
  game.gameId = 'spies-and-lies'
  game.hostUrl = OLD
  game.started = true
  const moveHost = vi.spyOn(game, 'moveHost').mockResolvedValue(true)
  const w = mountTable(TableScreen, { pinia, attachTo: document.body })
  const down = async (status: 'reconnecting' | 'open') => {
    game.held = { red: { ...(game.held.red as NonNullable<typeof game.held.red>), status } }
    await flushPromises()
  }
  return { w, game, moveHost, down }
}

afterEach(() => {
  forgetMovedHost()
  Object.defineProperty(window, 'safehouse', { value: undefined, configurable: true, writable: true })
  document.body.innerHTML = ''
})

describe('finding the host by its id', () => {
  it('knows the id of the host at an address, and where a host of that id is now', () => {
    expect(hostIdAt(OLD, [found(7777)])).toBe(ID)
    expect(hostIdAt(OLD, [found(7777, null)])).toBeNull()
    expect(movedHostUrl(OLD, ID, [found(7777), found(7778)])).toBe(NEW)
    expect(movedHostUrl(OLD, ID, [found(7777)])).toBeNull()
    expect(movedHostUrl(OLD, ID, [found(7778, 'fedcba9876543210')])).toBeNull()
    expect(movedHostUrl(OLD, ID, [found(7777), found(7778)], new Set([NEW]))).toBeNull()
  })
})

describe('a table whose host came back at another port (desktop app)', () => {
  it('takes the seats back at the new port once the host is down there, and says so', async () => {
    const { feed } = fakeDiscovery([found(7777)])
    const { w, moveHost, down } = table()
    await flushPromises()
    // Up and reachable: nothing moves, even if the feed lists the host elsewhere too.
    feed([found(7777), found(7778)])
    await flushPromises()
    expect(moveHost).not.toHaveBeenCalled()
    // The host goes away (no goodbye on mDNS yet), then comes back at 7778.
    feed([])
    await down('reconnecting')
    expect(moveHost).not.toHaveBeenCalled()
    feed([found(7778)])
    await flushPromises()
    expect(moveHost).toHaveBeenCalledTimes(1)
    expect(moveHost).toHaveBeenCalledWith(NEW)
    await down('open')
    expect(w.get('[data-test="host-found"]').text()).toBe('The host moved to 192.168.1.5:7778: your seats are back at the table there.')
  })

  it('does not move to an address listed while the host still answered (a record not yet expired)', async () => {
    const { feed } = fakeDiscovery([found(7777)])
    const { moveHost, down } = table()
    await flushPromises()
    feed([found(7777), found(7778)])
    await flushPromises()
    await down('reconnecting')
    feed([found(7777), found(7778)])
    await flushPromises()
    expect(moveHost).not.toHaveBeenCalled()
    // Gone from the list, then back: a host there now.
    feed([found(7777)])
    await flushPromises()
    feed([found(7777), found(7778)])
    await flushPromises()
    expect(moveHost).toHaveBeenCalledWith(NEW)
  })

  it('leaves a table alone for a host of another id, or one never seen with an id', async () => {
    const { feed } = fakeDiscovery([found(7777)])
    const { w, moveHost, down } = table()
    await flushPromises()
    await down('reconnecting')
    feed([found(7778, 'fedcba9876543210'), found(7779, null)])
    await flushPromises()
    expect(moveHost).not.toHaveBeenCalled()
    expect(w.find('[data-test="host-found"]').exists()).toBe(false)
  })

  it('does not start discovery for a game on this computer', async () => {
    const { listHosts } = fakeDiscovery([found(7777)])
    const pinia = freshPinia()
    const game = hold({ red: viewFor(newGame(), 'red') }, { mode: 'computer' })
    game.gameId = 'spies-and-lies'
    game.hostUrl = 'ws://127.0.0.1:40123/ws'
    mountTable(TableScreen, { pinia, attachTo: document.body })
    await flushPromises()
    expect(listHosts).not.toHaveBeenCalled()
  })

  it('does nothing in a browser (no discovery)', async () => {
    const { moveHost, down } = table()
    await down('reconnecting')
    expect(moveHost).not.toHaveBeenCalled()
  })
})
