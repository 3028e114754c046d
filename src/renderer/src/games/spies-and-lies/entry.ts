// Spies & Lies in the renderer's registry (games.ts): who plays, its seats' colours, its set-up
// choices, and its pages, tutorial and replay rules, each loaded on first use.
import { seatsFor } from '@shared/spies-and-lies/seats'
import { pages, type GameFace } from '../../game-entry'

export const SPIES_AND_LIES: GameFace & { readonly id: 'spies-and-lies' } = {
  id: 'spies-and-lies',
  players: { min: 2, max: 4 },
  teams: true,
  seatsFor: (options) => seatsFor({ teams: options['teams'] === true }),
  promptTitleKey: (type) => `table.prompt.title.${type}`,
  seatLook: (seat) => (seat.startsWith('blue') ? { colour: 'blue', mark: '●' } : { colour: 'red', mark: '◆' }),
  optionFields: [{ key: 'teams', kind: 'toggle', label: 'games.spiesAndLies.options.teams', hint: 'games.spiesAndLies.options.teamsHint', default: false }],
  loadReplayRules: () => import('@engine/spies-and-lies/replay-face').then((m) => m.replayRules),
  tutorial: () => import('../../tutorial/scripts/spies-and-lies').then((m) => m.TUTORIAL),
  ...pages(
    () => import('./i18n').then((m) => m.MESSAGES),
    () => import('./SpiesAndLiesTable.vue'),
    () => import('./SpiesAndLiesRules.vue'),
  ),
}
