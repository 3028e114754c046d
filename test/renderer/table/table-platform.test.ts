// @vitest-environment happy-dom
// What every table wires the same way (components/table/table-platform.ts): the status line's
// cases in their order, the hot-seat cover's hand-over, what the window must decide, the end
// dialog's props, and the sounds of a move's new log entries.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { computed, effectScope, nextTick, ref } from 'vue'
import type { PlatformView, useTablePlatform as UseTablePlatform } from '../../../src/renderer/src/components/table/table-platform'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import type { Tr } from '../../../src/renderer/src/i18n/tr'
import { freshPinia } from '../fresh-pinia'

const played: string[] = []
let useTablePlatform: typeof UseTablePlatform
// The unit project shares modules between files (isolate: false): the platform is loaded afresh
// here, over a stand-in for the sounds that records what is played.
beforeAll(async () => {
  vi.resetModules()
  vi.doMock('../../../src/renderer/src/sound', () => ({ playSound: (name: string) => played.push(name) }))
  ;({ useTablePlatform } = await import('../../../src/renderer/src/components/table/table-platform'))
})
// The files after this one in the same worker get the real sounds back.
afterAll(() => {
  vi.doUnmock('../../../src/renderer/src/sound')
  vi.resetModules()
})

afterEach(() => {
  forgetRevealed()
  played.length = 0
})

/** Words as their keys and parameters, so that each line tells which case made it. */
const tr: Tr = {
  t: (key, named) => (named ? `${key} ${JSON.stringify(named)}` : key),
  tn: (key, n, named) => `${key} ${JSON.stringify({ n, ...named })}`,
  te: () => true,
}

interface View extends PlatformView {
  turn: number
  toAct: string[]
}

function table(start: View | null, seats: { seat: string; hotseat: boolean }) {
  freshPinia()
  const view = ref<View | null>(start)
  const seat = ref<string | null>(seats.seat)
  const scope = effectScope()
  const platform = scope.run(() =>
    useTablePlatform<string, View>({
      tr,
      onScreen: { hotseat: computed(() => seats.hotseat), spectating: computed(() => false), seat: computed(() => seat.value), view: computed(() => view.value) },
      handOver: (s) => ({ label: s.toUpperCase(), mark: '*', colour: 'red', name: null }),
      status: {
        root: 'g.status',
        over: () => 'over',
        what: (prompt) => `what:${prompt.type}`,
        seatName: (s) => `seat:${s}`,
        awaited: (v) => v.toAct,
        waiting: (v) => (v.toAct[0] ? `waiting:${v.toAct[0]}` : ''),
        prefix: (v) => (v.phase === 'play' ? `turn ${v.turn}` : ''),
      },
      decision: (v) => String(v.log.length),
      endExtra: () => ({ extra: 1 }),
      sounds: [
        ['end', 'infiltration'],
        ['promotion', 'infiltration'],
        ['capture', 'reveal'],
      ],
    }),
  )
  if (!platform) throw new Error('no platform')
  return { platform, view, seat, scope }
}

const playing = (over: Partial<View> = {}): View => ({ phase: 'play', prompt: { type: 'move' }, log: [{ type: 'start' }], turn: 3, toAct: ['a'], ...over })

describe('useTablePlatform', () => {
  it('says, in order: the hand-over, the decision of the seat on screen, whom the game waits for, the end', () => {
    const { platform, view } = table(playing(), { seat: 'a', hotseat: true })
    const shell = platform.shell
    expect(shell.value.handOver?.label).toBe('A')
    expect(shell.value.turn).toBe('g.status.pass {"side":"A"}')
    // Nothing is decided behind the cover.
    platform.ready()
    expect(shell.value.handOver).toBeNull()
    expect(shell.value.turn).toBe('turn 3 · g.status.sideTurn {"side":"seat:a","what":"what:move"}')
    expect(shell.value.promptKey).toBe('a:1:move')
    view.value = playing({ prompt: null, toAct: ['b'] })
    expect(shell.value.turn).toBe('turn 3 · waiting:b')
    expect(shell.value.promptKey).toBeNull()
    view.value = playing({ phase: 'over', prompt: null, toAct: [] })
    expect(shell.value.turn).toBe('over')
    expect(shell.value.over).toBe(true)
    // The end dialog is handed the view, nobody as "you" in hot-seat, and the game's extra props.
    expect(shell.value.endProps).toEqual({ view: view.value, you: null, extra: 1 })
  })

  it('says "Your turn" to the one seat held here, and waits with the loading line for a view', () => {
    const { platform, view } = table(null, { seat: 'a', hotseat: false })
    expect(platform.shell.value.turn).toBe('common.loading')
    expect(platform.shell.value.loaded).toBe(false)
    view.value = playing({ phase: 'setup' })
    expect(platform.shell.value.turn).toBe('g.status.yourTurn {"what":"what:move"}')
    expect(platform.shell.value.endProps).toEqual({ view: view.value, you: 'a', extra: 1 })
  })

  it('plays the first listed sound among a move\'s new log entries, and none for the first view', async () => {
    const { view, scope } = table(playing(), { seat: 'a', hotseat: false })
    const grow = async (...types: string[]) => {
      const v = view.value as View
      view.value = { ...v, log: [...v.log, ...types.map((type) => ({ type }))] }
      await nextTick()
    }
    await grow('move')
    expect(played).toEqual([])
    await grow('capture', 'promotion')
    expect(played).toEqual(['infiltration'])
    await grow('capture')
    expect(played).toEqual(['infiltration', 'reveal'])
    scope.stop()
  })
})
