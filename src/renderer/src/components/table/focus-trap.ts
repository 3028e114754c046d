// Keeps keyboard focus inside a modal layer while it is open, and gives it back afterwards.
import { nextTick, onBeforeUnmount, onMounted, type Ref } from 'vue'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE))
}

/** Call from a modal's setup; `root` is the modal's element. Tab and Shift+Tab cycle inside it. */
export function useFocusTrap(root: Ref<HTMLElement | null>, initial?: Ref<HTMLElement | null>): { onKeydown(e: KeyboardEvent): void } {
  let before: Element | null = null
  onMounted(async () => {
    before = document.activeElement
    await nextTick()
    const first = initial?.value ?? (root.value ? focusablesIn(root.value)[0] : null) ?? root.value
    first?.focus()
  })
  onBeforeUnmount(() => {
    if (before instanceof HTMLElement && document.contains(before)) before.focus()
  })
  function onKeydown(e: KeyboardEvent): void {
    if (e.key !== 'Tab' || !root.value) return
    const items = focusablesIn(root.value)
    if (items.length === 0) {
      e.preventDefault()
      return
    }
    const first = items[0]
    const last = items[items.length - 1]
    const active = document.activeElement
    if (e.shiftKey && (active === first || !root.value.contains(active))) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && (active === last || !root.value.contains(active))) {
      e.preventDefault()
      first.focus()
    }
  }
  return { onKeydown }
}
