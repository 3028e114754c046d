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
    const now = wanted ? new Set(el.querySelectorAll(wanted)) : new Set<Element>()
    for (const old of el.querySelectorAll(`[${MARK}]`)) if (!now.has(old)) old.removeAttribute(MARK)
    for (const target of now) if (!target.hasAttribute(MARK)) target.setAttribute(MARK, '')
  }
  watch(
    [root, selector],
    ([el]) => {
      observer?.disconnect()
      observer = null
      if (!el) return
      mark()
      // A new step: its control may be below the fold (a laptop's own strip).
      el.querySelector(`[${MARK}]`)?.scrollIntoView?.({ block: 'nearest' })
      observer = new MutationObserver(mark)
      observer.observe(el, { subtree: true, childList: true })
    },
    { immediate: true, flush: 'post' },
  )
  onBeforeUnmount(() => observer?.disconnect())
}
