// Confusion's set-up as the Start screen offers it (flat toggles and choices), and the room options
// the host's engine takes (variants nested, the draw limit left out when off). Loaded with the
// Start screen, so it stays small and imports nothing of the table.
import type { RoomOptions } from '@shared/protocol'
import type { OptionField } from '../../option-field'

/** The five variants, by the engine's names, in the rulebook's order. */
export const VARIANT_KEYS = ['honor', 'tight', 'safeExtraction', 'variableSetup', 'promotion'] as const
export type VariantKey = (typeof VARIANT_KEYS)[number]

/** The draw limits offered (turns, one per player's turn); 0 is no limit, the printed game's way. */
export const DRAW_LIMITS: readonly number[] = [0, 30, 60, 100, 200]

const T = 'games.confusion.options'

export const CONFUSION_OPTION_FIELDS: readonly OptionField[] = [
  { key: 'tokens', kind: 'toggle', label: `${T}.tokens`, hint: `${T}.tokensHint`, default: false },
  ...VARIANT_KEYS.map((key): OptionField => ({ key, kind: 'toggle', label: `${T}.variant.${key}`, hint: `${T}.variantHint.${key}`, default: false })),
  {
    key: 'answers',
    kind: 'choice',
    label: `${T}.answers`,
    hint: `${T}.answersHint`,
    choices: [
      { value: 'orders', label: `${T}.answersOrders` },
      { value: 'by-hand', label: `${T}.answersByHand` },
    ],
    default: 'orders',
  },
  {
    key: 'maxTurns',
    kind: 'choice',
    label: `${T}.maxTurns`,
    hint: `${T}.maxTurnsHint`,
    choices: DRAW_LIMITS.map((n) => ({ value: n, label: n === 0 ? `${T}.noLimit` : `${T}.turns${n}` })),
    default: 0,
  },
]

/**
 * The room options for the choices made: only what differs from the printed game is sent, so an
 * untouched form creates the plain game. `deduction` (a room option of the app) passes through.
 */
export function confusionRoomOptions(chosen: RoomOptions): RoomOptions {
  const out: RoomOptions = {}
  if (chosen.tokens === true) out.tokens = true
  const variants: Partial<Record<VariantKey, true>> = {}
  for (const key of VARIANT_KEYS) if (chosen[key] === true) variants[key] = true
  if (Object.keys(variants).length > 0) out.variants = variants
  if (chosen.answers === 'by-hand') out.answers = 'by-hand'
  const limit = chosen.maxTurns
  if (typeof limit === 'number' && Number.isInteger(limit) && limit > 0) out.maxTurns = limit
  if (typeof chosen.deduction === 'boolean') out.deduction = chosen.deduction
  return out
}
