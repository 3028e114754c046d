// The coach's reminder (issue 27): while a move is asked for, the coach may be scrolled away (on a
// phone the table is long), so a line at the bottom of the window keeps what to do — or why the last
// try was not played — in sight. It repeats the coach, which is read out already, so screen readers
// skip it. A control scrolled into view (by the keyboard, or by the page for a tap) stops above the
// line, not under it: the page's scroll padding follows the line's height.
import { computed, onBeforeUnmount, ref, watch, type ComputedRef, type Ref } from 'vue'

/** The reminder's text while it is due (the coach out of sight and `text` saying something); `reminderEl` is the line shown. */
export function useReminder(coach: Ref<HTMLElement | null>, reminderEl: Ref<HTMLElement | null>, text: () => string | null): ComputedRef<string | null> {
  const coachInView = ref(true)
  let coachWatcher: IntersectionObserver | null = null
  watch(
    coach,
    (el) => {
      coachWatcher?.disconnect()
      coachWatcher = null
      coachInView.value = true
      if (!el || typeof IntersectionObserver !== 'function') return
      coachWatcher = new IntersectionObserver((entries) => {
        for (const e of entries) coachInView.value = e.isIntersecting
      })
      coachWatcher.observe(el)
    },
    { flush: 'post', immediate: true },
  )

  let reminderSize: ResizeObserver | null = null
  function padFor(el: HTMLElement | null): void {
    document.documentElement.style.scrollPaddingBottom = el ? `${el.offsetHeight + 8}px` : ''
  }
  watch(
    reminderEl,
    (el) => {
      reminderSize?.disconnect()
      reminderSize = null
      padFor(el)
      if (el && typeof ResizeObserver === 'function') {
        reminderSize = new ResizeObserver(() => padFor(el))
        reminderSize.observe(el)
      }
    },
    { flush: 'post' },
  )
  onBeforeUnmount(() => {
    coachWatcher?.disconnect()
    reminderSize?.disconnect()
    padFor(null)
  })

  return computed(() => (coachInView.value ? null : text()))
}
