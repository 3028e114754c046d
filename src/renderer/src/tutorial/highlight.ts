// The control a tutorial step points at: every element inside `root` matching the step's selector
// is marked (data-tutorial-highlight, outlined by the tutorial screen), and kept marked while the
// table redraws (a MutationObserver), until the step changes.
import { onBeforeUnmount, watch, type Ref } from 'vue'

const MARK = 'data-tutorial-highlight'

export function useHighlight(root: Ref<HTMLElement | null>, selector: () => string | null): void {
  let observer: MutationObserver | null = null
  const mark = (): void => {
    const el = root.value
    if (!el) return
    const wanted = selector()
    let now = new Set<Element>()
    try {
      if (wanted) now = new Set(el.querySelectorAll(wanted))
    } catch {
      // A selector this browser cannot read (an older one without :has()): nothing is highlighted.
    }
    for (const old of el.querySelectorAll(`[${MARK}]`)) if (!now.has(old)) old.removeAttribute(MARK)
    let first: Element | null = null
    for (const target of now) {
      if (target.hasAttribute(MARK)) continue
      target.setAttribute(MARK, '')
      first ??= target
    }
    // The next control of a step (a slot once its soldier is chosen, Deploy once all are down) may
    // be below the fold too (issue 35, point 1).
    if (first && !scrolling) first.scrollIntoView?.({ block: 'nearest' })
  }
  // The step's first scroll is the watcher's; marks made while it runs do not scroll again.
  let scrolling = false
  watch(
    [root, selector],
    ([el]) => {
      observer?.disconnect()
      observer = null
      if (!el) return
      scrolling = true
      mark()
      scrolling = false
      // A new step: its control may be below the fold (a laptop's own strip).
      el.querySelector(`[${MARK}]`)?.scrollIntoView?.({ block: 'nearest' })
      observer = new MutationObserver(mark)
      // Classes too: a selector may follow a control's state (`.selected`, `.chosen`). The marks
      // themselves are an attribute outside the filter, so marking does not wake the observer.
      observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'disabled'] })
    },
    { immediate: true, flush: 'post' },
  )
  onBeforeUnmount(() => observer?.disconnect())
}
