// A screen opens at its top (issue 35, point 6): the page kept the scroll of the screen before, so a
// Confusion table opened 509 px down after a long setup form, its board's top out of sight.
import { nextTick, watch } from 'vue'

/** Scrolls the page to its top whenever `screen` names another screen (once it has rendered). */
export function useScreenTop(screen: () => string): void {
  watch(screen, () => {
    void nextTick(() => window.scrollTo(0, 0))
  })
}
