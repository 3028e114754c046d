// Agent DOG's set-up as the Start screen offers it (flat choices), the room options the host's
// engine takes (the rule options nested under `rules`, only those that differ from the default),
// and the seats of a set-up. Loaded with the Start screen, so it stays small: only the engine's
// data tables, nothing of the table.
import type { RoomOptions } from '@shared/protocol'
import type { Players, RuleOptions, Seat } from '@shared/agent-dog/types'
import { RULE_OPTIONS, SEATS_AND_COLOURS } from '@engine/agent-dog/client'
import type { OptionField } from '../../option-field'

const T = 'games.agentDog.options'

/** The rule options, by the engine's names, in the order the rules page gives them. */
export const RULE_KEYS = ['undercoverGoalEntry', 'partnerSteps', 'unplayedCardVisibility'] as const satisfies ReadonlyArray<keyof RuleOptions>

export const PLAYER_COUNTS: readonly Players[] = [2, 3, 4]

export const AGENT_DOG_OPTION_FIELDS: readonly OptionField[] = [
  {
    key: 'players',
    kind: 'choice',
    label: `${T}.players`,
    hint: `${T}.playersHint`,
    choices: PLAYER_COUNTS.map((n) => ({ value: n, label: `${T}.players${n}` })),
    default: 4,
  },
  ...RULE_KEYS.map(
    (key): OptionField => ({
      key,
      kind: 'choice',
      label: `${T}.${key}`,
      hint: `${T}.${key}Hint`,
      choices: RULE_OPTIONS[key].map((value) => ({ value, label: `${T}.${key}Choice.${value}` })),
      default: RULE_OPTIONS[key][0] as string,
    }),
  ),
]

/** The number of players a set-up asks for (4 unless it says 2 or 3). */
export function playersOf(options: RoomOptions): Players {
  const n = options['players']
  return n === 2 || n === 3 ? n : 4
}

/** The seats of a set-up, in turn order (the engine's table: red, green with 2; red, blue, green with 3). */
export function agentDogSeats(options: RoomOptions): Seat[] {
  return SEATS_AND_COLOURS.COLOURS_BY_PLAYERS[playersOf(options)].slice()
}

/**
 * The room options for the choices made: the number of players, and under `rules` only the rule
 * options that differ from the default (an untouched form plays the default rules). `deduction`
 * (a room option of the app) passes through.
 */
export function agentDogRoomOptions(chosen: RoomOptions): RoomOptions {
  const out: RoomOptions = { players: playersOf(chosen) }
  const rules: Partial<Record<(typeof RULE_KEYS)[number], string>> = {}
  // Options already in the room's shape (a rematch of a game opened elsewhere) keep their rules.
  const nested = typeof chosen.rules === 'object' && chosen.rules !== null ? (chosen.rules as Record<string, unknown>) : {}
  for (const key of RULE_KEYS) {
    const value = chosen[key] ?? nested[key]
    const allowed: readonly string[] = RULE_OPTIONS[key]
    if (typeof value === 'string' && allowed.includes(value) && value !== allowed[0]) rules[key] = value
  }
  if (Object.keys(rules).length > 0) out.rules = rules
  if (typeof chosen.deduction === 'boolean') out.deduction = chosen.deduction
  return out
}
