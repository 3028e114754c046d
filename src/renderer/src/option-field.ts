// A choice offered when a game is set up: the registry (games.ts) lists each game's, and the games'
// own options modules build them, so the type lives apart from both.

/** A choice offered when a game is set up (the Start screen's panels build the form from these). */
export interface OptionField {
  /** The option's name in the game's options. */
  key: string
  kind: 'toggle' | 'choice'
  /** i18n keys of the label and an optional hint under it. */
  label: string
  hint?: string
  /** For 'choice': the values and the i18n keys of their labels. */
  choices?: ReadonlyArray<{ value: string | number; label: string }>
  default: boolean | string | number
}
