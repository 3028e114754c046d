// Confusion in the renderer's registry (games.ts): who plays, its seats' colours, its set-up
// choices and first game, and its pages, tutorial and replay rules, each loaded on first use.
import { SEATS } from '@shared/confusion/seats'
import { pages, type GameFace } from '../../game-entry'
import { CONFUSION_OPTION_FIELDS, confusionRoomOptions } from './options'

export const CONFUSION: GameFace & { readonly id: 'confusion' } = {
  id: 'confusion',
  players: { min: 2, max: 2 },
  teams: false,
  seatsFor: () => SEATS.slice(),
  promptTitleKey: (type) => `confusion.table.prompt.title.${type}`,
  seatLook: (seat) => (seat === 'red' ? { colour: 'red', mark: '◆' } : { colour: 'white', mark: '●' }),
  optionFields: CONFUSION_OPTION_FIELDS,
  roomOptions: confusionRoomOptions,
  // "Safe Extraction … is good for new players" (the rulebook), against the easy computer.
  firstGame: { options: { safeExtraction: true }, level: 'easy', textKey: 'games.confusion.firstGame' },
  loadReplayRules: () => import('@engine/confusion/replay-face').then((m) => m.replayRules),
  tutorial: () => import('../../tutorial/scripts/confusion').then((m) => m.TUTORIAL),
  ...pages(
    () => import('./i18n').then((m) => m.MESSAGES),
    () => import('./ConfusionTable.vue'),
    () => import('./ConfusionRules.vue'),
  ),
}
