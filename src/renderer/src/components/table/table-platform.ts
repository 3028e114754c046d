// What every game's table wires the same way around its own board: the hot-seat cover over the
// seat on screen, the status line (status-line.ts), what the window must decide now (a new
// decision chimes), the end dialog's props, and the sounds of the log's events. The game gives its
// words and data; the result's `shell` is TableShell's props (`v-bind="shell"`), bar the end dialog.
import { computed, watch, type ComputedRef } from 'vue'
import type { Tr } from '../../i18n/tr'
import { playSound, type SoundName } from '../../sound'
import { useGameStore } from '../../stores/game'
import { useSettingsStore } from '../../stores/settings'
import { useRoomLines } from './absence'
import { useHotseatCover } from './hotseat-cover'
import { statusLine, type StatusView, type StatusWords } from './status-line'
import type { HandOver, ShellState } from './shell-props'

/** A view as the platform reads it. */
export interface PlatformView extends StatusView {
  log: ReadonlyArray<{ type: string }>
}

export interface TablePlatformOptions<S extends string, V extends PlatformView> {
  tr: Tr
  /** The seat on screen and its view (seat-on-screen.ts, the view as the table draws it). */
  onScreen: {
    hotseat: ComputedRef<boolean>
    spectating: ComputedRef<boolean>
    seat: ComputedRef<S | null>
    view: ComputedRef<V | null>
  }
  /** The table can be drawn (default: the view has come). */
  loaded?: () => boolean
  /** The hot-seat cover for the seat the window is handed to (its label is also the status line's). */
  handOver(seat: S): HandOver
  status: StatusWords<S, V>
  /** What tells one decision of the seat on screen from the next, besides its type (the log's length…). */
  decision(view: V): string
  /** The end dialog's props besides the view and `you`. */
  endExtra?: () => Record<string, unknown>
  /** Sounds besides the chime: the first whose log entry type is among a move's new entries plays. */
  sounds?: ReadonlyArray<readonly [entry: string, sound: SoundName]>
}

export interface TablePlatform<S extends string> {
  /** The seat whose player must reveal the table first (hot-seat), or null. */
  cover: ComputedRef<S | null>
  /** The player at the cover is ready (TableShell's `ready`). */
  ready(): void
  /** The game is over by its rules. */
  over: ComputedRef<boolean>
  /** TableShell's props, bar the end dialog: v-bind them. */
  shell: ComputedRef<ShellState>
}

export function useTablePlatform<S extends string, V extends PlatformView>(options: TablePlatformOptions<S, V>): TablePlatform<S> {
  const game = useGameStore()
  const settings = useSettingsStore()
  const { hotseat, spectating, seat, view } = options.onScreen
  const over = computed(() => view.value?.phase === 'over')
  const loaded = computed(() => (options.loaded ? options.loaded() : view.value !== null))
  const roomLines = useRoomLines(options.tr)

  // Hot-seat privacy: the seat on screen must have been revealed by its player.
  const { cover, ready } = useHotseatCover<S>(
    () => game.room,
    () => seat.value,
    () => hotseat.value && !over.value,
  )
  const handOver = computed<HandOver | null>(() => (cover.value ? options.handOver(cover.value) : null))
  const turn = computed(() =>
    statusLine(options.tr, roomLines, options.status, {
      passTo: handOver.value?.label ?? null,
      view: loaded.value ? view.value : null,
      seat: seat.value,
      hotseat: hotseat.value,
    }),
  )
  const promptKey = computed(() => {
    const v = view.value
    return v?.prompt ? `${seat.value}:${options.decision(v)}:${v.prompt.type}` : null
  })
  const endProps = computed(() => ({ view: view.value, you: hotseat.value || spectating.value ? null : seat.value, ...options.endExtra?.() }))

  const sounds = options.sounds ?? []
  if (sounds.length > 0) {
    watch(
      () => view.value?.log.length ?? 0,
      (now, before) => {
        const v = view.value
        if (!v || before === 0 || now <= before) return
        const fresh = v.log.slice(before)
        const sound = sounds.find(([entry]) => fresh.some((e) => e.type === entry))
        if (sound) playSound(sound[1], settings.sound)
      },
    )
  }

  const shell = computed<ShellState>(() => ({
    turn: turn.value,
    spectating: spectating.value,
    over: over.value,
    loaded: loaded.value,
    handOver: handOver.value,
    promptKey: promptKey.value,
    endProps: endProps.value,
  }))
  return { cover, ready, over, shell }
}
