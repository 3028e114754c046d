// The hot-seat cover, for any game's table: the seat on screen is covered until its player reveals
// it, and a table shown again (back from Rules or Settings) remembers who revealed it.
import { afterEach, describe, expect, it } from 'vitest'
import { ref } from 'vue'
import { useHotseatCover } from '../../../src/renderer/src/components/table/hotseat-cover'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'

afterEach(() => forgetRevealed())

describe('useHotseatCover', () => {
  it('covers each new seat until its player is ready, and not when there is nothing to hide', () => {
    const seat = ref<string | null>('red1')
    const active = ref(true)
    const { cover, ready } = useHotseatCover(() => 'ABCDE', () => seat.value, () => active.value)
    expect(cover.value).toBe('red1')
    ready()
    expect(cover.value).toBeNull()
    seat.value = 'red2'
    expect(cover.value).toBe('red2')
    active.value = false
    expect(cover.value).toBeNull()
  })

  it('a table shown again (back from Rules) does not cover the seat its player already revealed', () => {
    const first = useHotseatCover(() => 'ABCDE', () => 'blue', () => true)
    first.ready()
    const again = useHotseatCover(() => 'ABCDE', () => 'blue', () => true)
    expect(again.cover.value).toBeNull()
    // Another room's table starts covered.
    expect(useHotseatCover(() => 'FGHJK', () => 'blue', () => true).cover.value).toBe('blue')
  })

  it('covers again after reset (a new game in this window)', () => {
    const { cover, ready, reset } = useHotseatCover(() => 'ABCDE', () => 'white', () => true)
    ready()
    reset()
    expect(cover.value).toBe('white')
  })
})
