// @vitest-environment happy-dom
// Issue 22 point 1 and issue 28 point 1 at the table: the seat recovery code shown to its own player
// (a network game only), a request for a seat shown only to that seat's teammates, the computer that
// keeps a seat named as keeping it, and everyone told when a seat changed hands.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import RoomPresence from '../../../src/renderer/src/components/table/RoomPresence.vue'
import type { Seats } from '../../../src/shared/protocol'
import { freshPinia, mountTable } from '../spies-and-lies/helpers'
import { useGameStore } from '../../../src/renderer/src/stores/game'

afterEach(() => {
  document.body.innerHTML = ''
})

const TEAM: Seats = {
  red1: { name: 'Ann', connected: true, bot: false },
  red2: { name: 'Bob', connected: false, bot: false, left: true },
  blue1: { name: 'Cy', connected: true, bot: false },
  blue2: { name: 'Di', connected: false, bot: false, left: true },
}

/** Ann's window in a two-against-two network game: she holds red1. */
function annsTable(mode: 'network' | 'hotseat' = 'network', seats: Seats = TEAM) {
  const pinia = freshPinia()
  const game = useGameStore()
  game.mode = mode
  game.room = 'WXYZ2'
  game.gameId = 'spies-and-lies'
  game.held = { red1: { seat: 'red1', token: 'x'.repeat(32), view: null, seq: 0, status: 'open', recovery: 'K7P2M9QX' } }
  game.seats = seats
  game.teams = [
    ['red1', 'red2'],
    ['blue1', 'blue2'],
  ]
  game.started = true
  const w = mountTable(RoomPresence, { pinia, attachTo: document.body })
  return { w, game }
}

describe('the seat recovery code', () => {
  it('is shown to the seat’s player in a network game, as written down (with its dash), with the room to use it in', () => {
    const { w } = annsTable()
    const panel = w.get('[data-test="seat-recovery"]')
    expect(panel.get('summary').text()).toBe('Seat recovery code')
    expect(panel.get('[data-test="recovery-code"]').text()).toBe('K7P2-M9QX')
    expect(panel.text()).toContain('join room WXYZ2')
  })

  it('is not shown where no other device could take the seat back (hot-seat)', () => {
    const { w } = annsTable('hotseat')
    expect(w.find('[data-test="seat-recovery"]').exists()).toBe(false)
  })
})

describe('asking for a seat back', () => {
  it('only the seat’s teammates are asked: Ann answers for Bob, never for Di', async () => {
    const { w, game } = annsTable()
    game.rejoinRequests = [
      { seat: 'red2', name: 'Bob', id: 'r1', at: '2026-12-07T18:02:00.000Z' },
      { seat: 'blue2', name: 'Di', id: 'r2', at: '2026-12-07T18:02:00.000Z' },
    ]
    await nextTick()
    const requests = w.get('[data-test="rejoin-requests"]').findAll('li')
    expect(requests).toHaveLength(1)
    expect(requests[0]?.text()).toMatch(/^\u2068?Bob\u2069? asks for their seat back/)
  })

  it('lists every request for a seat with when and from where, flags that several ask, and answers the one chosen (issue 34, point 7)', async () => {
    const { w, game } = annsTable()
    const answer = vi.spyOn(game.requests, 'answerRejoin').mockResolvedValue()
    game.rejoinRequests = [
      { seat: 'red2', name: 'Bob', id: 'first', at: '2026-12-07T18:02:00.000Z', from: '192.168.1.23' },
      { seat: 'red2', name: 'Bob', id: 'second', at: '2026-12-07T18:03:00.000Z' },
    ]
    await nextTick()
    const requests = w.get('[data-test="rejoin-requests"]').findAll('li')
    expect(requests).toHaveLength(2)
    expect(requests[0]?.get('[data-test="rejoin-where"]').text()).toMatch(/^Asked at .+ from \u2068?192\.168\.1\.23\u2069?\.$/)
    expect(requests[1]?.get('[data-test="rejoin-where"]').text()).toMatch(/^Asked at .+ on the host’s own computer\.$/)
    for (const r of requests) expect(r.get('[data-test="rejoin-several"]').text()).toContain('only one of them is its player')
    await requests[1]?.findAll('button').find((b) => b.text() === 'Let them in')?.trigger('click')
    expect(answer).toHaveBeenCalledWith('red2', true, 'second')
  })

  it('one request alone is not flagged', async () => {
    const { w, game } = annsTable()
    game.rejoinRequests = [{ seat: 'red2', name: 'Bob', id: 'only', at: '2026-12-07T18:02:00.000Z' }]
    await nextTick()
    expect(w.find('[data-test="rejoin-several"]').exists()).toBe(false)
  })
})

describe('a finished room whose players went on to the rematch (issue 34, point 3)', () => {
  it('shows who accepted the rematch as gone to it, not as a lost connection', async () => {
    const { w, game } = annsTable('network', {
      ...TEAM,
      red2: { name: 'Bob', connected: true, bot: false, dropped: true },
      blue1: { name: 'Cy', connected: true, bot: false, dropped: true },
      blue2: { name: 'Di', connected: false, bot: false },
    })
    const presence = (seat: string) => w.get(`[data-seat="${seat}"]`).attributes('data-presence')
    expect(presence('red2')).toBe('dropped')
    game.rematchOffer = { by: 'red2', swap: false, room: 'KJHGF', seats: { red1: 'red1', red2: 'red2', blue1: 'blue1', blue2: 'blue2' }, answers: { red1: 'waiting', red2: 'accepted', blue1: 'waiting', blue2: 'accepted' } }
    await nextTick()
    expect(presence('red2')).toBe('rematch')
    expect(w.get('[data-seat="red2"]').text()).toContain('gone to the rematch')
    expect(w.get('[data-seat="blue2"]').text()).toContain('gone to the rematch')
    // Cy has not answered: his dropped connection is still one.
    expect(presence('blue1')).toBe('dropped')
  })
})

describe('the computer keeping a seat, and a seat handed back', () => {
  it('names whom the computer keeps the seat for', () => {
    const { w } = annsTable('network', { ...TEAM, blue2: { name: 'Computer', connected: true, bot: true, level: 'easy', keptFor: 'Di' } })
    expect(w.get('[data-seat="blue2"]').text()).toContain('computer, easy, keeping the seat for Di')
  })

  it('tells everyone how a seat came back, in a live region', async () => {
    const { w, game } = annsTable()
    expect(w.find('[data-test="seat-returned"]').exists()).toBe(false)
    game.seatReturn = { seat: 'red2', name: 'Bob', how: 'teammate', by: 'red1' }
    await nextTick()
    const told = w.get('[data-test="seat-returned"]')
    expect(told.attributes('role')).toBe('status')
    expect(told.text()).toBe('Ann let Bob back into their seat.')
    game.seatReturn = { seat: 'blue2', name: 'Di', how: 'token', fromComputer: true }
    await nextTick()
    expect(w.get('[data-test="seat-returned"]').text()).toBe('Di took their seat back from the computer.')
    game.seatReturn = { seat: 'blue2', name: 'Di', how: 'recovery-code' }
    await nextTick()
    expect(w.get('[data-test="seat-returned"]').text()).toBe('Di took their seat back with its recovery code.')
  })
})
