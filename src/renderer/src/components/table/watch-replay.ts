// The end dialog's "Watch the replay": the table around it (TableShell) provides how to open the
// finished room's replay, so every game's end dialog offers it without passing it through.
import { inject, provide, type InjectionKey } from 'vue'

const WATCH_REPLAY: InjectionKey<() => void> = Symbol('watch-replay')

export function provideWatchReplay(open: () => void): void {
  provide(WATCH_REPLAY, open)
}

/** How to open the replay of the game the dialog ends, or null where there is none (a replay itself). */
export function injectWatchReplay(): (() => void) | null {
  return inject(WATCH_REPLAY, null)
}
