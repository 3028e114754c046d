// Which screen is showing. Plain state: the screens decide when to move on.
import { defineStore } from 'pinia'
import { ref } from 'vue'

export type Screen = 'start' | 'lobby' | 'table' | 'rules' | 'settings'

export const useUiStore = defineStore('ui', () => {
  const screen = ref<Screen>('start')
  /** Where Back goes from Rules and Settings. */
  const previous = ref<Screen>('start')

  function go(next: Screen): void {
    if (next === screen.value) return
    previous.value = screen.value
    screen.value = next
  }

  function back(): void {
    go(previous.value === screen.value ? 'start' : previous.value)
  }

  return { screen, previous, go, back }
})
