// @vitest-environment happy-dom
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import JoinPanel from '../../../src/renderer/src/screens/start/JoinPanel.vue'
import type { JoinRequest } from '../../../src/renderer/src/screens/start/types'
import type { DiscoveredHostInfo } from '../../../src/shared/preload-api'
import { useRecentHostsStore } from '../../../src/renderer/src/stores/recent-hosts'
import { freshEnv, hostInfoFetch, mountIn, setDesktopApi, type Env } from './helpers'

let env: Env
let wrapper: VueWrapper | null = null

beforeEach(() => {
  env = freshEnv()
  setDesktopApi(null)
  vi.stubGlobal('fetch', vi.fn(hostInfoFetch({ name: 'Kitchen PC', port: 7777, addresses: ['192.168.1.5'] })))
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  vi.unstubAllGlobals()
  setDesktopApi(null)
})

async function mountJoin(initialCode: string | null = null) {
  wrapper = mountIn(env, JoinPanel, { props: { busy: false, initialCode } })
  await flushPromises()
  return wrapper
}

const addressInput = (w: VueWrapper) => w.find<HTMLInputElement>('input[placeholder="192.168.1.5:7777"]')
const codeInput = (w: VueWrapper) => w.find<HTMLInputElement>('input.code-input')
const addressError = (w: VueWrapper) => w.find('.address-error').text()
const codeError = (w: VueWrapper) => w.find('.code-error').text()
const joined = (w: VueWrapper) => (w.emitted('join') ?? []) as Array<[JoinRequest]>

async function submit(w: VueWrapper): Promise<void> {
  await w.find('form').trigger('submit')
  await flushPromises()
}

describe('the address field', () => {
  it.each([
    ['192.168.1.5', 'Add the port after a colon, for example 192.168.1.5:7777.'],
    ['my pc:7777', 'An address has no spaces. Type it like 192.168.1.5:7777.'],
    ['192.168.1.5:99999', 'The port must be a number from 1 to 65535, for example :7777.'],
    ['192.168.1.5:', 'The port must be a number from 1 to 65535, for example :7777.'],
    ['ftp://192.168.1.5:21', 'That is not an address. Type it like 192.168.1.5:7777.'],
    [':7777', 'That is not an address. Type it like 192.168.1.5:7777.'],
  ])('explains what is wrong with %j', async (typed, message) => {
    const w = await mountJoin('ABCDE')
    await addressInput(w).setValue(typed)
    await submit(w)
    expect(addressError(w)).toBe(message)
    expect(addressInput(w).attributes('aria-invalid')).toBe('true')
    expect(joined(w)).toHaveLength(0)
    expect(document.activeElement).toBe(addressInput(w).element)
  })

  it('asks for an address when "Another address" is picked and the field is empty', async () => {
    const w = await mountJoin('ABCDE')
    await w.find('input[type="radio"][value="manual"]').setValue(true)
    await submit(w)
    expect(addressError(w)).toBe('Type the host’s address and port, for example 192.168.1.5:7777.')
    expect(joined(w)).toHaveLength(0)
  })

  it('says nothing before the player has finished typing, and joins a good address (in the desktop app)', async () => {
    setDesktopApi({ version: 1 })
    const w = await mountJoin()
    await addressInput(w).setValue('192.168.1.5')
    expect(addressError(w)).toBe('')
    await addressInput(w).setValue(' 192.168.1.5:7777 ')
    await codeInput(w).setValue('abcde')
    await submit(w)
    expect(addressError(w)).toBe('')
    expect(joined(w)).toEqual([[{ wsUrl: 'ws://192.168.1.5:7777/ws', label: '192.168.1.5:7777', remember: true, code: 'ABCDE', watch: false }]])
  })
})

describe('another address in a plain browser (issue 10, point 8)', () => {
  it('cannot join another host from this page: says so and links to that host’s own page with the code', async () => {
    const w = await mountJoin()
    await addressInput(w).setValue('localhost:7777')
    await codeInput(w).setValue('abcde')
    await submit(w)
    expect(joined(w)).toHaveLength(0)
    const note = w.get('[data-test="elsewhere"]')
    expect(note.text()).toContain(`This page came from ${window.location.host} and can only join that host.`)
    expect(note.get('a').attributes('href')).toBe('http://localhost:7777/?room=ABCDE')
    expect(document.activeElement).toBe(note.get('a').element)
    expect(w.text()).toContain('In a browser, a page can only join the host it came from')
  })

  it('joins the page’s own host when its address is typed', async () => {
    const w = await mountJoin()
    await addressInput(w).setValue(window.location.host)
    await codeInput(w).setValue('abcde')
    await submit(w)
    expect(w.find('[data-test="elsewhere"]').exists()).toBe(false)
    expect(joined(w)).toEqual([[expect.objectContaining({ wsUrl: `ws://${window.location.host}/ws`, code: 'ABCDE' })]])
  })

  it('tells the Start screen that an older error no longer applies as soon as the form changes', async () => {
    const w = await mountJoin()
    await codeInput(w).setValue('abcde')
    expect(w.emitted('dirty')?.length).toBeGreaterThan(0)
  })
})

describe('watching instead of playing', () => {
  it('asks to watch as a spectator when "Only watch" is ticked', async () => {
    const w = await mountJoin('qrstu')
    const box = w.find<HTMLInputElement>('input[type="checkbox"]')
    expect(box.element.checked).toBe(false)
    expect(w.text()).toContain('Only watch (as a spectator)')
    await box.setValue(true)
    await submit(w)
    expect(joined(w)).toEqual([[expect.objectContaining({ code: 'QRSTU', watch: true })]])
  })
})

describe('the room code field', () => {
  it('writes capitals as the player types', async () => {
    const w = await mountJoin()
    await codeInput(w).setValue('ab cd')
    expect(codeInput(w).element.value).toBe('ABCD')
  })

  it.each([
    ['', 'Type the 5-character room code.'],
    ['abcd', 'A room code has exactly 5 characters.'],
    ['abcdef', 'A room code has exactly 5 characters.'],
    ['ab0de', 'Room codes never contain 0, O, 1, I or L, nor punctuation. Check: 0'],
    ['LOIAB', 'Room codes never contain 0, O, 1, I or L, nor punctuation. Check: L O I'],
    ['AB!DE', 'Room codes never contain 0, O, 1, I or L, nor punctuation. Check: !'],
  ])('refuses %j with a message', async (typed, message) => {
    const w = await mountJoin()
    await codeInput(w).setValue(typed)
    await submit(w)
    expect(codeError(w)).toBe(message)
    expect(codeInput(w).attributes('aria-invalid')).toBe('true')
    expect(joined(w)).toHaveLength(0)
  })

  it('accepts a good code for this page’s host, named from /api/info', async () => {
    const w = await mountJoin('qrstu')
    expect(codeInput(w).element.value).toBe('QRSTU')
    const thisHost = w.find<HTMLInputElement>('input[type="radio"][value="this"]')
    expect(thisHost.element.checked).toBe(true)
    expect(w.text()).toContain('Kitchen PC')
    await submit(w)
    expect(codeError(w)).toBe('')
    expect(joined(w)).toEqual([[{ wsUrl: `ws://${window.location.host}/ws`, label: window.location.host, remember: false, code: 'QRSTU', watch: false }]])
  })
})

describe('the hosts on offer', () => {
  it('lists the desktop app’s discoveries as they change, and unsubscribes on unmount', async () => {
    let listener: ((hosts: DiscoveredHostInfo[]) => void) | null = null
    const unsubscribe = vi.fn()
    setDesktopApi({
      version: 1,
      onHostsChanged(l) {
        listener = l
        return unsubscribe
      },
    })
    const w = await mountJoin('ABCDE')
    expect(w.text()).toContain('Looking for games on your network…')
    expect(w.find('input[value="this"]').exists()).toBe(false)
    listener!([
      { id: 'a', name: 'Den', game: 'spies-and-lies', games: ['spies-and-lies'], open: 0, version: '2', address: '192.168.1.20', port: 7777, rooms: [] },
      { id: 'b', name: 'Other game', game: 'chess', games: ['chess'], open: 0, version: '2', address: '192.168.1.21', port: 7777, rooms: [] },
    ])
    await flushPromises()
    expect(w.text()).toContain('Den')
    expect(w.text()).not.toContain('Other game')
    await submit(w)
    expect(joined(w)[0][0]).toMatchObject({ wsUrl: 'ws://192.168.1.20:7777/ws', name: 'Den', remember: true })
    w.unmount()
    wrapper = null
    expect(unsubscribe).toHaveBeenCalledTimes(1)
  })

  it('offers the rooms waiting on this page’s host: one click joins', async () => {
    const room = { code: 'KJHGF', game: 'spies-and-lies', name: 'Ann’s table', options: { teams: true }, free: ['red2', 'blue2'], seats: ['red1', 'red2', 'blue1', 'blue2'], teams: [['red1', 'red2'], ['blue1', 'blue2']] }
    // A game this app does not have (every game of GAME_IDS has a table by now).
    const unknown = { ...room, code: 'MNPQR', game: 'chess', name: 'Not here yet' }
    vi.stubGlobal('fetch', vi.fn(hostInfoFetch({ name: 'Kitchen PC', port: 7777, addresses: ['192.168.1.5'], rooms: [room, unknown, { code: 'bad' }] })))
    const w = await mountJoin()
    const listed = w.findAll('.open-rooms button')
    expect(listed).toHaveLength(1)
    expect(listed[0]?.text()).toContain('Ann’s table')
    expect(listed[0]?.text()).toContain('2 seats of 4 free')
    expect(listed[0]?.text()).toContain('Kitchen PC')
    await listed[0]?.trigger('click')
    expect(joined(w)).toEqual([[{ wsUrl: `ws://${window.location.host}/ws`, label: window.location.host, code: 'KJHGF', remember: false, watch: false }]])
  })

  it('offers the rooms waiting on hosts the desktop app found', async () => {
    let listener: ((hosts: DiscoveredHostInfo[]) => void) | null = null
    setDesktopApi({
      version: 1,
      onHostsChanged(l) {
        listener = l
        return () => {}
      },
    })
    const w = await mountJoin()
    const room = { code: 'KJHGF', game: 'spies-and-lies' as const, name: 'Den game', options: {}, free: ['blue'], seats: ['red', 'blue'] }
    listener!([{ id: 'a', name: 'Den', game: 'spies-and-lies', games: ['spies-and-lies'], open: 1, version: '2', address: '192.168.1.20', port: 7777, rooms: [room] }])
    await flushPromises()
    await w.get('.open-rooms button').trigger('click')
    expect(joined(w)).toEqual([[{ wsUrl: 'ws://192.168.1.20:7777/ws', label: '192.168.1.20:7777', name: 'Den', code: 'KJHGF', remember: true, watch: false }]])
  })

  it('offers recent hosts, and forgets one on request', async () => {
    const recents = useRecentHostsStore()
    recents.remember({ wsUrl: 'ws://10.0.0.7:7777/ws', label: '10.0.0.7:7777' })
    const w = await mountJoin('ABCDE')
    const radio = w.find('input[type="radio"][value="recent:ws://10.0.0.7:7777/ws"]')
    await radio.setValue(true)
    await submit(w)
    expect(joined(w)[0][0]).toMatchObject({ wsUrl: 'ws://10.0.0.7:7777/ws', label: '10.0.0.7:7777' })
    await w.find('button[aria-label="Forget 10.0.0.7:7777"]').trigger('click')
    expect(recents.hosts).toEqual([])
    expect(w.find('input[type="radio"][value="this"]').element).toBeTruthy()
  })
})
