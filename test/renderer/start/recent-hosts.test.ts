// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadRecentHosts, MAX_RECENT_HOSTS, RECENT_HOSTS_KEY, useRecentHostsStore } from '../../../src/renderer/src/stores/recent-hosts'

const host = (n: number, usedAt = n) => ({ wsUrl: `ws://192.168.1.${n}:7777/ws`, label: `192.168.1.${n}:7777`, usedAt })

beforeEach(() => {
  localStorage.clear()
  setActivePinia(createPinia())
})

describe('loadRecentHosts', () => {
  it('is empty for nothing, broken JSON and non-lists', () => {
    expect(loadRecentHosts(null)).toEqual([])
    expect(loadRecentHosts('{not json')).toEqual([])
    expect(loadRecentHosts('{"wsUrl":"ws://a:1/ws"}')).toEqual([])
    expect(loadRecentHosts('"ws://a:1/ws"')).toEqual([])
  })

  it('keeps only well-formed entries', () => {
    const raw = JSON.stringify([
      host(1),
      { ...host(2), wsUrl: 'http://192.168.1.2:7777/' }, // not a ws URL
      { ...host(3), wsUrl: 'ws://evil host:1/ws' }, // not an address
      { ...host(4), label: '' },
      { ...host(5), label: 'x'.repeat(101) },
      { ...host(6), usedAt: 'yesterday' },
      { ...host(7), name: 42 },
      { ...host(8), name: 'Kitchen' },
      null,
      'ws://192.168.1.9:7777/ws',
    ])
    const loaded = loadRecentHosts(raw)
    expect(loaded.map((h) => h.label)).toEqual(['192.168.1.8:7777', '192.168.1.1:7777'])
    expect(loaded[0].name).toBe('Kitchen')
  })

  it('keeps each host once, newest first, at most five', () => {
    const raw = JSON.stringify([host(1, 10), host(2, 70), host(3, 30), host(1, 99), host(4, 40), host(5, 50), host(6, 60), host(7, 5)])
    const loaded = loadRecentHosts(raw)
    expect(loaded).toHaveLength(MAX_RECENT_HOSTS)
    expect(loaded.map((h) => h.usedAt)).toEqual([70, 60, 50, 40, 30])
    expect(new Set(loaded.map((h) => h.wsUrl)).size).toBe(loaded.length)
  })

  it('reads what the store saved', () => {
    localStorage.setItem(RECENT_HOSTS_KEY, JSON.stringify([host(3)]))
    expect(useRecentHostsStore().hosts.map((h) => h.wsUrl)).toEqual(['ws://192.168.1.3:7777/ws'])
  })
})

describe('the recent hosts store', () => {
  it('puts the latest host first, once, and forgets the oldest beyond five', () => {
    const store = useRecentHostsStore()
    for (let n = 1; n <= 6; n++) store.remember({ wsUrl: `ws://10.0.0.${n}:7777/ws`, label: `10.0.0.${n}:7777` }, n)
    expect(store.hosts.map((h) => h.label)).toEqual(['10.0.0.6:7777', '10.0.0.5:7777', '10.0.0.4:7777', '10.0.0.3:7777', '10.0.0.2:7777'])
    store.remember({ wsUrl: 'ws://10.0.0.3:7777/ws', label: '10.0.0.3:7777', name: 'Den' }, 7)
    expect(store.hosts.map((h) => h.label)).toEqual(['10.0.0.3:7777', '10.0.0.6:7777', '10.0.0.5:7777', '10.0.0.4:7777', '10.0.0.2:7777'])
    expect(store.hosts[0].name).toBe('Den')
    expect(loadRecentHosts()).toEqual(store.hosts)
  })

  it('refuses what is not a host address, and forgets on request', () => {
    const store = useRecentHostsStore()
    store.remember({ wsUrl: 'javascript:alert(1)', label: 'x' })
    expect(store.hosts).toEqual([])
    store.remember({ wsUrl: 'ws://10.0.0.1:7777/ws', label: '10.0.0.1:7777' })
    store.forget('ws://10.0.0.1:7777/ws')
    expect(store.hosts).toEqual([])
    expect(loadRecentHosts()).toEqual([])
  })
})
