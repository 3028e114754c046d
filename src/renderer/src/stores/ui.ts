// Which screen is showing, and the requests that cross screens (the desktop menu's "New game"
// while at the table, a notice to show). Plain state: the screens decide what to do with them.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { GameId, Level } from '@shared/protocol'
import type { ImportedGame } from '@shared/preload-api'
import type { ReplayRecord } from '@shared/replay-record'
import { canGoBack, goBack, recordScreen, type Screen } from '../navigation'

export type { Screen }
/** How a change of screen enters the browser's history: a new entry, in place of the current one, or not at all (the browser moved). */
export type HistoryMode = 'push' | 'replace' | 'none'
/**
 * What the Start screen opens: its menu, a mission's panel, the open-a-game-record dialog, or the
 * game record the app opened from outside (openedGame).
 */
export type StartPanel = 'menu' | 'computer' | 'hotseat' | 'host' | 'join' | 'import' | 'opened'

/** What the replay screen shows: a finished room of a host (by its code), or a record opened from a file. */
export type ReplaySource = { kind: 'room'; url: string; code: string } | { kind: 'record'; record: ReplayRecord }

export interface Notice {
  /** An i18n key and its parameters, so the notice follows a change of language. */
  key: string
  params?: Record<string, string | number>
  kind: 'info' | 'error'
  /** Distinguishes two notices with the same text. */
  id: number
}

export const useUiStore = defineStore('ui', () => {
  const screen = ref<Screen>('start')
  /** Where Back goes from Rules and Settings. */
  const previous = ref<Screen>('start')
  /** The screen of the game this window is at (Rules and Settings may be on top of it), or null. */
  const gameScreen = ref<'table' | 'lobby' | null>(null)
  /** The Start screen opens this panel when it shows (then clears it). */
  const startPanel = ref<StartPanel | null>(null)
  /** The table or lobby is asked to leave its game (with the usual confirmation), then open `then`. */
  const leaveRequest = ref<{ then: StartPanel; id: number } | null>(null)
  const notice = ref<Notice | null>(null)
  /** A game record file opened from outside the app, waiting for the Start screen to sit down at it. */
  const openedGame = shallowRef<ImportedGame | null>(null)
  /** The replay on (or last on) the replay screen. */
  const replay = shallowRef<ReplaySource | null>(null)
  /** The game whose tutorial is on (or was last on) the tutorial screen. */
  const tutorial = ref<GameId | null>(null)
  /** The level the computer set-up opens with, once (a tutorial ends with "play the easy computer"). */
  let suggestedLevel: Level | null = null
  /** Counts what the player asked for (screens, panels, leaving), so slow work can tell it was overtaken. */
  const asked = ref(0)
  let ids = 0

  function go(next: Screen, history: HistoryMode = 'push'): void {
    if (next === screen.value) return
    asked.value += 1
    previous.value = screen.value
    screen.value = next
    if (next === 'table' || next === 'lobby') gameScreen.value = next
    else if (next === 'start') gameScreen.value = null
    if (history !== 'none') recordScreen(next, history, next === 'replay' && replay.value?.kind === 'room' ? replay.value.code : null)
  }

  /** Shows a replay (a new history entry, so Back returns to where it was opened). */
  function openReplay(source: ReplaySource, history: HistoryMode = 'push'): void {
    replay.value = source
    if (screen.value === 'replay') {
      asked.value += 1
      if (history !== 'none') recordScreen('replay', history, source.kind === 'room' ? source.code : null)
    } else go('replay', history)
  }

  /** Records the screen showing now in place of the current history entry (the first one). */
  function recordCurrent(): void {
    recordScreen(screen.value, 'replace', screen.value === 'replay' && replay.value?.kind === 'room' ? replay.value.code : null)
  }

  /** Back from Rules or Settings: the browser's Back when it stays in the app, else the screen before. */
  function back(): void {
    const target = previous.value === screen.value ? 'start' : previous.value
    if (canGoBack()) {
      go(target, 'none')
      goBack()
    } else go(target, 'replace')
  }

  function openStart(panel: StartPanel): void {
    asked.value += 1
    startPanel.value = panel
    go('start')
  }

  /** Starts a game's tutorial (issue 27). */
  function openTutorial(game: GameId): void {
    tutorial.value = game
    asked.value += 1
    if (screen.value === 'tutorial') return
    go('tutorial')
  }

  /** Opens the computer set-up with `level` chosen (the tutorial's last step). */
  function openComputerAt(level: Level): void {
    suggestedLevel = level
    openStart('computer')
  }

  /** The level suggested for the computer set-up about to open, once. */
  function takeSuggestedLevel(): Level | null {
    const level = suggestedLevel
    suggestedLevel = null
    return level
  }

  function requestLeave(then: StartPanel): void {
    asked.value += 1
    leaveRequest.value = { then, id: ++ids }
  }

  function notify(key: string, kind: Notice['kind'] = 'info', params?: Notice['params']): void {
    notice.value = { key, kind, id: ++ids, ...(params ? { params } : {}) }
  }

  return { screen, previous, gameScreen, asked, startPanel, leaveRequest, notice, openedGame, replay, tutorial, go, back, recordCurrent, openStart, openReplay, openTutorial, openComputerAt, takeSuggestedLevel, requestLeave, notify }
})
