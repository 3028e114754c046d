// Agent DOG in the renderer's registry (games.ts): who plays, its seats' colours, its set-up
// choices, and its pages, tutorial and replay rules, each loaded on first use.
import { PLAIN_SEAT, type SeatLook } from '../../components/common/seat-looks'
import { pages, type GameFace } from '../../game-entry'
import { AGENT_DOG_OPTION_FIELDS, agentDogRoomOptions, agentDogSeats } from './options'

/** The seats wear their colours, each with its shape (base.css). */
const MARKS: Readonly<Record<string, SeatLook>> = {
  red: { colour: 'red', mark: '◆' },
  blue: { colour: 'blue', mark: '●' },
  green: { colour: 'green', mark: '▲' },
  yellow: { colour: 'yellow', mark: '■' },
}

export const AGENT_DOG: GameFace & { readonly id: 'agent-dog' } = {
  id: 'agent-dog',
  players: { min: 2, max: 4 },
  teams: true,
  seatsFor: agentDogSeats,
  promptTitleKey: (type) => `agentDog.table.prompt.title.${type}`,
  seatLook: (seat) => MARKS[seat] ?? PLAIN_SEAT,
  optionFields: AGENT_DOG_OPTION_FIELDS,
  roomOptions: agentDogRoomOptions,
  loadReplayRules: () => import('@engine/agent-dog/replay-face').then((m) => m.replayRules),
  tutorial: () => import('../../tutorial/scripts/agent-dog').then((m) => m.TUTORIAL),
  ...pages(
    () => import('./i18n').then((m) => m.MESSAGES),
    () => import('./AgentDogTable.vue'),
    () => import('./AgentDogRules.vue'),
  ),
}
