// The player's preferences, kept in localStorage (the desktop app may sync them through the preload).
import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import { GAME_IDS, type GameId } from '@shared/protocol'
import { isLanguage, preferredLanguage, type Language } from '../i18n/languages'

export type Theme = 'light' | 'dark'

/** When the table warns of a mistake at the moment it matters (issue 27): a newcomer's first games, always, or never. */
export type HintMode = 'early' | 'always' | 'off'
export const HINT_MODES: readonly HintMode[] = ['early', 'always', 'off']
/** "Early": hints until this many games of that kind have been played to their end here. */
export const EARLY_GAMES = 3

export interface Settings {
  name: string
  language: Language
  sound: boolean
  theme: Theme
  /** Show the deduction helper where the room allows it. */
  deduction: boolean
  /** The game last chosen on the Start screen. */
  game: GameId
  /** Games of each kind seen to their end on this device (a first game gets a newcomer's help). */
  played: Partial<Record<GameId, number>>
  hints: HintMode
}

const KEY = 'safehouse.settings'

function defaults(): Settings {
  const dark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
  return { name: '', language: preferredLanguage(), sound: true, theme: dark ? 'dark' : 'light', deduction: false, game: 'spies-and-lies', played: {}, hints: 'early' }
}

/** Reads saved settings, keeping only well-formed values (the storage is the user's to edit). */
export function loadSettings(raw: string | null = localStorage.getItem(KEY)): Settings {
  const base = defaults()
  if (!raw) return base
  try {
    const s = JSON.parse(raw) as Partial<Record<keyof Settings, unknown>>
    return {
      name: typeof s.name === 'string' ? s.name.slice(0, 40) : base.name,
      language: isLanguage(s.language) ? s.language : base.language,
      sound: typeof s.sound === 'boolean' ? s.sound : base.sound,
      theme: s.theme === 'light' || s.theme === 'dark' ? s.theme : base.theme,
      deduction: typeof s.deduction === 'boolean' ? s.deduction : base.deduction,
      game: (GAME_IDS as readonly unknown[]).includes(s.game) ? (s.game as GameId) : base.game,
      played: playedOf(s.played),
      hints: (HINT_MODES as readonly unknown[]).includes(s.hints) ? (s.hints as HintMode) : base.hints,
    }
  } catch {
    return base
  }
}

function playedOf(raw: unknown): Partial<Record<GameId, number>> {
  if (typeof raw !== 'object' || raw === null) return {}
  const out: Partial<Record<GameId, number>> = {}
  for (const id of GAME_IDS) {
    const n = (raw as Record<string, unknown>)[id]
    if (typeof n === 'number' && Number.isInteger(n) && n > 0) out[id] = Math.min(n, 1_000_000)
  }
  return out
}

export const useSettingsStore = defineStore('settings', () => {
  const initial = loadSettings()
  const name = ref(initial.name)
  const language = ref<Language>(initial.language)
  const sound = ref(initial.sound)
  const theme = ref<Theme>(initial.theme)
  const deduction = ref(initial.deduction)
  const game = ref<GameId>(initial.game)
  const played = ref<Partial<Record<GameId, number>>>(initial.played)
  const hints = ref<HintMode>(initial.hints)

  watch([name, language, sound, theme, deduction, game, played, hints], () => {
    const settings: Settings = {
      name: name.value,
      language: language.value,
      sound: sound.value,
      theme: theme.value,
      deduction: deduction.value,
      game: game.value,
      played: played.value,
      hints: hints.value,
    }
    localStorage.setItem(KEY, JSON.stringify(settings))
  })

  /** A game of `id` was seen to its end here. */
  function countPlayed(id: GameId): void {
    played.value = { ...played.value, [id]: (played.value[id] ?? 0) + 1 }
  }

  /** Whether the table gives hints in a game of `id` now. */
  function hintsFor(id: GameId): boolean {
    return hints.value === 'always' || (hints.value === 'early' && (played.value[id] ?? 0) < EARLY_GAMES)
  }

  return { name, language, sound, theme, deduction, game, played, hints, countPlayed, hintsFor }
})
