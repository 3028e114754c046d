// How the grid answers the keyboard and the pointer. The keyboard moves a cursor over the cells
// (the grid's active descendant) and picks with Enter or Space; a pointer picks with a press and a
// release on the same cell, and a mouse may drag a spy onto one of its targets.
import { ref, watch, type Ref } from 'vue'
import type { Seat, Square } from '@shared/confusion/types'
import { isArrowKey, moveCursor, parseSquareKey, sameSquare, squareKey } from './frame'

export interface BoardInputState {
  frame: Seat
  pickable: ReadonlyMap<string, Square>
  targets: ReadonlyMap<string, Square>
  selected: Square | null
  disabled: boolean
}

export interface BoardInputEvents {
  pick(sq: Square): void
  drag(from: Square, to: Square): void
  cancel(): void
}

export interface BoardInput {
  cursor: Ref<Square>
  /** Whether the cursor shows: only while the keyboard is in use. */
  focused: Ref<boolean>
  /** The target a dragged spy is over (its square key). */
  hover: Ref<string | null>
  /** The square a mouse rests on, or last tapped (null: none); the board shows what its spy can do. */
  pointed: Ref<Square | null>
  onKeydown(e: KeyboardEvent): void
  onFocus(e: FocusEvent): void
  onBlur(): void
  onPointerDown(e: PointerEvent): void
  onPointerMove(e: PointerEvent): void
  onPointerUp(e: PointerEvent): void
  onPointerCancel(): void
  onPointerLeave(e: PointerEvent): void
}

/** `state` is read on every event (pass the component's props), so it always sees the board as it is now. */
export function useBoardInput(state: BoardInputState, on: BoardInputEvents): BoardInput {
  const cursor = ref<Square>(state.selected ?? state.pickable.values().next().value ?? [5, state.frame === 'white' ? 0 : 10])
  const focused = ref(false)
  watch(
    () => state.selected,
    (sq) => {
      if (sq) cursor.value = sq
    },
  )

  function onKeydown(e: KeyboardEvent): void {
    if (isArrowKey(e.key)) {
      e.preventDefault()
      focused.value = true
      cursor.value = moveCursor(state.frame, cursor.value, e.key)
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      if (!state.disabled) on.pick(cursor.value)
    } else if (e.key === 'Escape') {
      on.cancel()
    }
  }
  function onFocus(e: FocusEvent): void {
    // The cursor is for the keyboard: a click focuses the board without showing it.
    const el = e.target as Element
    focused.value = typeof el.matches !== 'function' || el.matches(':focus-visible')
    // Start where something can be done.
    if (!state.pickable.has(squareKey(cursor.value)) && !state.targets.has(squareKey(cursor.value))) {
      const first = state.selected ?? state.pickable.values().next().value
      if (first) cursor.value = first
    }
  }
  function onBlur(): void {
    focused.value = false
  }

  const pressed = ref<{ sq: Square; id: number; selectedHere: boolean } | null>(null)
  const hover = ref<string | null>(null)
  const pointed = ref<Square | null>(null)
  function squareFrom(e: PointerEvent): Square | null {
    // The element under the pointer now, not the one pressed: a drag is released over another cell.
    const hit = typeof document.elementFromPoint === 'function' && Number.isFinite(e.clientX) ? document.elementFromPoint(e.clientX, e.clientY) : null
    const el = (hit ?? e.target) as Element | null
    return parseSquareKey(el?.closest?.('[data-square]')?.getAttribute('data-square'))
  }
  function onPointerDown(e: PointerEvent): void {
    if (state.disabled || e.button > 0) return
    const sq = squareFrom(e)
    if (!sq) return
    cursor.value = sq
    pointed.value = sq
    const k = squareKey(sq)
    // Picking a spy at once shows its targets while the pointer is still down.
    const selectsNow = state.pickable.has(k) && !sameSquare(state.selected, sq) && !state.targets.has(k)
    if (selectsNow) on.pick(sq)
    pressed.value = { sq, id: e.pointerId, selectedHere: selectsNow }
  }
  function onPointerMove(e: PointerEvent): void {
    if (e.pointerType !== 'mouse') return
    if (!pressed.value) {
      pointed.value = squareFrom(e)
      return
    }
    const sq = squareFrom(e)
    hover.value = sq && state.targets.has(squareKey(sq)) ? squareKey(sq) : null
  }
  function onPointerUp(e: PointerEvent): void {
    const down = pressed.value
    pressed.value = null
    hover.value = null
    if (!down || state.disabled) return
    const sq = squareFrom(e)
    if (!sq) return
    if (sameSquare(sq, down.sq)) {
      if (!down.selectedHere) on.pick(sq)
    } else if (state.targets.has(squareKey(sq)) && sameSquare(state.selected, down.sq)) {
      on.drag(down.sq, sq)
    }
  }
  function onPointerCancel(): void {
    pressed.value = null
    hover.value = null
  }
  function onPointerLeave(e: PointerEvent): void {
    if (e.pointerType === 'mouse') pointed.value = null
  }

  return { cursor, focused, hover, pointed, onKeydown, onFocus, onBlur, onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onPointerLeave }
}
