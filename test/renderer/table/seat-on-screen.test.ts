// Whose view a table shows (useSeatOnScreen, shared by the three games' tables): the one seat
// held here; in hot-seat the first seat that must decide, else the last that had to; a spectator's
// view from the side the game names; and, where asked, the seat kept while a move's views arrive.
import { describe, expect, it } from 'vitest'
import { effectScope } from 'vue'
import type { BaseView } from '../../../src/engine/core/game-module'
import { useSeatOnScreen } from '../../../src/renderer/src/components/table/seat-on-screen'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import { freshPinia } from '../spies-and-lies/helpers'

type Seat = 'north' | 'south' | 'east'
const isSeat = (s: string): s is Seat => s === 'north' || s === 'south' || s === 'east'
interface View extends BaseView {
  label: string
}

function view(label: string, prompt: boolean): View {
  return { label, prompt: prompt ? { type: 'move' } : null } as unknown as View
}

/** The store with `views` held here (seq per seat, 1 unless given), in the room's seat order. */
function holding(views: Partial<Record<Seat, View>>, seqs: Partial<Record<Seat, number>> = {}) {
  freshPinia()
  const game = useGameStore()
  game.seats = { north: { name: 'N', connected: true, bot: false }, south: { name: 'S', connected: true, bot: false }, east: { name: 'E', connected: true, bot: false } }
  const held: typeof game.held = {}
  for (const [seat, v] of Object.entries(views)) held[seat] = { seat, token: null, view: v, seq: seqs[seat as Seat] ?? 1, status: 'open' }
  game.held = held
  return game
}

function onScreen(options: Parameters<typeof useSeatOnScreen<Seat, View>>[0] = { isSeat }) {
  const scope = effectScope()
  const found = scope.run(() => useSeatOnScreen<Seat, View>(options))
  if (!found) throw new Error('no scope')
  return { ...found, stop: () => scope.stop() }
}

describe('the seat on screen', () => {
  it('is the one seat held here, whether it must act or not', () => {
    holding({ south: view('south', false) })
    const s = onScreen()
    expect([s.seat.value, s.view.value?.label, s.hotseat.value, s.spectating.value]).toEqual(['south', 'south', false, false])
    s.stop()
  })

  it('in hot-seat, is the first seat in seat order that must act, then stays on the last one while nobody must', () => {
    const game = holding({ north: view('north', false), south: view('south', true), east: view('east', true) })
    const s = onScreen()
    expect([s.seat.value, s.hotseat.value]).toEqual(['south', true])
    game.held = { ...game.held, south: { ...game.held.south!, view: view('south', false) } }
    expect(s.seat.value).toBe('east')
    game.held = { ...game.held, east: { ...game.held.east!, view: view('east', false) } }
    expect(s.seat.value).toBe('east')
    s.stop()
  })

  it('for a spectator, is the seat the game names (or none) and the view the spectator view', () => {
    const game = holding({})
    game.watching = true
    game.spectatorView = view('public', false)
    const plain = onScreen()
    expect([plain.seat.value, plain.view.value?.label, plain.spectating.value]).toEqual([null, 'public', true])
    const named = onScreen({ isSeat, spectatorSeat: 'north' })
    expect([named.seat.value, named.view.value?.label]).toEqual(['north', 'public'])
    plain.stop()
    named.stop()
  })

  it('stays put while the views of one move are still arriving, only where the game asks for it', () => {
    // Both must act (a phase every seat plays at once): north first.
    const game = holding({ north: view('north', true), south: view('south', true) })
    const held = onScreen({ isSeat, holdWhileViewsArrive: () => true })
    const plain = onScreen()
    expect([held.seat.value, plain.seat.value]).toEqual(['north', 'north'])
    // North has acted: its view of the next move has come, south's (which may change) not yet.
    game.held = { ...game.held, north: { ...game.held.north!, view: view('north', false), seq: 2 } }
    expect(plain.seat.value).toBe('south')
    expect(held.seat.value).toBe('north')
    game.held = { ...game.held, south: { ...game.held.south!, view: view('south', true), seq: 2 } }
    expect([held.seat.value, plain.seat.value]).toEqual(['south', 'south'])
    held.stop()
    plain.stop()
  })
})
